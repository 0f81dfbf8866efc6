// The Temporal Schedule that runs the payment reconciliation sweep. Every worker creates it at start, or updates it
// to the worker's configuration when it exists: two workers starting at once end with one schedule. A run still
// going when the next is due makes that one skip, so two sweeps never overlap through the schedule.
import {
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleOptionsStartWorkflowAction,
} from '@temporalio/client';
import {
  LIFECYCLE_TASK_QUEUE,
  PAYMENT_RECONCILIATION_SCHEDULE_ID,
  PAYMENT_RECONCILIATION_WORKFLOW_ID,
  type PaymentReconciliationInput,
  type paymentReconciliationWorkflow,
} from '@expertbridge/workflows';
import { ensureSchedule } from '../../platform/temporal-schedule.js';

export interface ReconciliationScheduleOptions extends PaymentReconciliationInput {
  periodMs: number;
  taskQueue?: string;
}

/** Creates the sweep's schedule, or brings an existing one to these settings. */
export async function ensureReconciliationSchedule(
  client: Client,
  options: ReconciliationScheduleOptions,
): Promise<void> {
  const { periodMs, taskQueue = LIFECYCLE_TASK_QUEUE, graceMs, batchSize } = options;
  const action: ScheduleOptionsStartWorkflowAction<typeof paymentReconciliationWorkflow> = {
    type: 'startWorkflow',
    workflowType: 'paymentReconciliationWorkflow',
    workflowId: PAYMENT_RECONCILIATION_WORKFLOW_ID,
    taskQueue,
    args: [{ graceMs, batchSize }],
    workflowExecutionTimeout: '15 minutes',
  };
  const settings = {
    spec: { intervals: [{ every: periodMs }] },
    action,
    // After an outage, one catch-up run is enough: each run sweeps everything due.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: Math.max(periodMs, 60_000) },
  };
  await ensureSchedule(client, PAYMENT_RECONCILIATION_SCHEDULE_ID, settings);
}
