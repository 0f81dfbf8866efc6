// The Schedule that issues experts' monthly statements, created or updated by every worker at start like the
// imported calendars' refresh. It runs daily at 14:00 UTC, after midnight in New Zealand and eastern Australia, so a
// month that has just ended in the expert's zone is issued the morning after; a late or repeated run issues nothing
// twice (one statement per expert and month).
import {
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleOptionsStartWorkflowAction,
} from '@temporalio/client';
import {
  LIFECYCLE_TASK_QUEUE,
  MONTHLY_STATEMENTS_SCHEDULE_ID,
  MONTHLY_STATEMENTS_WORKFLOW_ID,
  type monthlyStatementsWorkflow,
} from '@expertbridge/workflows';
import { ensureSchedule } from '../../platform/temporal-schedule.js';

/** Creates the daily schedule, or brings an existing one to these settings. */
export async function ensureMonthlyStatementsSchedule(
  client: Client,
  options: { taskQueue?: string } = {},
): Promise<void> {
  const action: ScheduleOptionsStartWorkflowAction<typeof monthlyStatementsWorkflow> = {
    type: 'startWorkflow',
    workflowType: 'monthlyStatementsWorkflow',
    workflowId: MONTHLY_STATEMENTS_WORKFLOW_ID,
    taskQueue: options.taskQueue ?? LIFECYCLE_TASK_QUEUE,
    args: [{ batch: 100 }],
    workflowExecutionTimeout: '1 hour',
  };
  await ensureSchedule(client, MONTHLY_STATEMENTS_SCHEDULE_ID, {
    spec: { calendars: [{ hour: 14, minute: 0 }] },
    action,
    // One run at a time; after an outage a single catch-up run issues everything due.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
  });
}
