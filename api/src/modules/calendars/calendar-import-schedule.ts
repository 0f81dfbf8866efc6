// Starting imported calendars' fetches on Temporal: one import's fetch at once (an expert added or refreshed it), and
// the Schedule that refreshes them all every CALENDAR_IMPORT_PERIOD_MS, created or updated by every worker at start
// like the payment reconciliation sweep's.
import {
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleOptionsStartWorkflowAction,
} from '@temporalio/client';
import {
  CALENDAR_IMPORTS_REFRESH_WORKFLOW_ID,
  CALENDAR_IMPORTS_SCHEDULE_ID,
  calendarImportWorkflowId,
  LIFECYCLE_TASK_QUEUE,
  type calendarImportsRefreshWorkflow,
  type calendarImportWorkflow,
} from '@expertbridge/workflows';
import { ensureSchedule } from '../../platform/temporal-schedule.js';

/** Starts one import's fetch; a fetch of it already running is the same fetch. */
export function calendarImportStarter(client: Client, taskQueue = LIFECYCLE_TASK_QUEUE) {
  return async (importId: string): Promise<void> => {
    await client.workflow.start<typeof calendarImportWorkflow>('calendarImportWorkflow', {
      workflowId: calendarImportWorkflowId(importId),
      taskQueue,
      args: [{ importId }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      workflowExecutionTimeout: '5 minutes',
    });
  };
}

/** Creates the refresh's schedule, or brings an existing one to this period. */
export async function ensureCalendarImportsSchedule(
  client: Client,
  options: { periodMs: number; taskQueue?: string },
): Promise<void> {
  const { periodMs, taskQueue = LIFECYCLE_TASK_QUEUE } = options;
  const action: ScheduleOptionsStartWorkflowAction<typeof calendarImportsRefreshWorkflow> = {
    type: 'startWorkflow',
    workflowType: 'calendarImportsRefreshWorkflow',
    workflowId: CALENDAR_IMPORTS_REFRESH_WORKFLOW_ID,
    taskQueue,
    args: [{ after: null, pageSize: 200, concurrency: 8 }],
    workflowExecutionTimeout: '1 hour',
  };
  const settings = {
    spec: { intervals: [{ every: periodMs }] },
    action,
    // A refresh still running when the next is due makes that one skip; after an outage one catch-up is enough.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: Math.max(periodMs, 60_000) },
  };
  await ensureSchedule(client, CALENDAR_IMPORTS_SCHEDULE_ID, settings);
}
