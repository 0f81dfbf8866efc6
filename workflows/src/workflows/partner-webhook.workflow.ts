// One partner webhook delivery: the delivery activity under the delivery's retry schedule, then, when
// every attempt has failed, the record that it failed. Temporal keeps the retries, so a delivery
// survives a restart of the worker halfway through its day of backoff.
import { ActivityFailure, proxyActivities } from '@temporalio/workflow';
import { RECORDING_ACTIVITY_OPTIONS } from '../activity-options.js';
import {
  PARTNER_WEBHOOK_REFUSED,
  type PartnerWebhookActivities,
  type PartnerWebhookWorkflowInput,
} from '../partner-webhooks.js';

/** Delivers one webhook; answers how it ended. */
export async function partnerWebhookWorkflow({
  deliveryId,
  retry,
}: PartnerWebhookWorkflowInput): Promise<'delivered' | 'failed'> {
  const { deliverPartnerWebhook } = proxyActivities<PartnerWebhookActivities>({
    // The request itself gives up after 10 s; the rest is the database's share.
    startToCloseTimeout: '30 seconds',
    retry: {
      initialInterval: retry.initialIntervalMs,
      backoffCoefficient: retry.backoffCoefficient,
      maximumInterval: retry.maximumIntervalMs,
      maximumAttempts: retry.maximumAttempts,
      nonRetryableErrorTypes: [PARTNER_WEBHOOK_REFUSED],
    },
  });
  const { failPartnerWebhook } = proxyActivities<PartnerWebhookActivities>(
    RECORDING_ACTIVITY_OPTIONS,
  );
  try {
    await deliverPartnerWebhook({ deliveryId });
    return 'delivered';
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    await failPartnerWebhook({ deliveryId, reason: error.cause?.message ?? error.message });
    return 'failed';
  }
}
