// Timeouts and retry policies for the lifecycle's activities. Kept apart from activities.ts so that
// workflow files import the activity interface as types only (see the lint rule).
import type { ActivityOptions } from '@temporalio/workflow';
import { LifecycleFailureType } from './failures.js';

/**
 * Database and e-mail steps: short attempts, retried with backoff until they succeed, because a
 * lifecycle step must not be lost to a database restart; idempotency makes the retries safe. An attempt
 * takes well under a second; 10 s is also how long an update waits behind an attempt that died with its
 * worker before it is run again elsewhere, inside the API's wait for the update (LIFECYCLE_UPDATE_TIMEOUT_MS).
 */
export const RECORDING_ACTIVITY_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '10 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '5 minutes',
  },
};

/**
 * Payment-provider steps (refunds, payouts): longer attempts, retried without limit except for the
 * permanent refusals, which the workflow reports to the admins instead.
 */
export const MONEY_ACTIVITY_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '2 minutes',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '10 minutes',
    nonRetryableErrorTypes: [
      LifecycleFailureType.RefundDeclined,
      LifecycleFailureType.PayoutDeclined,
    ],
  },
};
