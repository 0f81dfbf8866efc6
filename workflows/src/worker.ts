// The lifecycle worker, hosted by the API (in-process in development, its own process in production).
import { fileURLToPath } from 'node:url';
import { Worker, type NativeConnection, type WorkerOptions } from '@temporalio/worker';
import type { LifecycleActivities } from './activities.js';
import type { CalendarImportActivities } from './calendar-imports.js';
import type { CardDisputeActivities } from './card-disputes.js';
import type { MonthlyStatementActivities } from './monthly-statements.js';
import { heartbeating } from './heartbeats.js';
import { LIFECYCLE_TASK_QUEUE } from './index.js';
import type { PartnerWebhookActivities } from './partner-webhooks.js';
import {
  RECONCILIATION_HEARTBEAT_EVERY_MS,
  type PaymentReconciliationActivities,
} from './payment-reconciliation.js';

export { LIFECYCLE_TASK_QUEUE };

/** The module the worker bundles the workflows from. */
export const workflowsPath = fileURLToPath(new URL('./workflows/index.ts', import.meta.url));

/**
 * Every activity the worker runs: the consultation lifecycle's, the partner webhooks' deliveries, the payment
 * reconciliation sweep, card disputes', imported calendars' and the monthly statements'.
 */
export type WorkerActivities = LifecycleActivities &
  PartnerWebhookActivities &
  PaymentReconciliationActivities &
  CardDisputeActivities &
  CalendarImportActivities &
  MonthlyStatementActivities;

/** What createLifecycleWorker needs; `workflowBundle` lets tests bundle once for many workers. */
export interface LifecycleWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue?: string;
  activities: WorkerActivities;
  workflowBundle?: WorkerOptions['workflowBundle'];
  /** Over LIFECYCLE_WORKER_TUNING's (TEMPORAL_WORKFLOW_CACHE). */
  maxCachedWorkflows?: number | undefined;
  /** Tracing's activity interceptors and its workflow span sink, when the host traces. */
  telemetry?: Pick<WorkerOptions, 'interceptors' | 'sinks'>;
}

/**
 * Open workflows the worker keeps in memory between their tasks (the SDK's sticky cache). The SDK sizes it from the
 * heap (about 2,300 on a 4 GB heap), but a confirmed consultation's workflow then waits days for its next timer:
 * only the few in the midst of a booking use the cache, and an evicted one is replayed from its short history.
 * `npm run soak` (docs/performance.md, "Soak") ran with 250 and with 2,300; see there for what it did and did not show.
 */
export const DEFAULT_MAX_CACHED_WORKFLOWS = 250;

/**
 * How long a workflow's next task waits on the worker that ran its last one before any worker may take it (the SDK's
 * default is 10 s). A worker that died takes its workflows' updates with it for this long: it is kept well inside
 * the API's wait for an update (LIFECYCLE_UPDATE_TIMEOUT_MS in api/src/modules/consultations/lifecycle-client.ts,
 * where the whole budget is set out). A live worker picks its sticky tasks up in milliseconds.
 */
export const STICKY_QUEUE_TIMEOUT = '3 seconds';

/**
 * The worker settings beyond the SDK's defaults, shared with the booking bench's floor worker so that both run
 * with the same ones (docs/performance.md, "Tried and measured, not landed", has the measurements behind them).
 */
export const LIFECYCLE_WORKER_TUNING: Partial<WorkerOptions> = {
  maxCachedWorkflows: DEFAULT_MAX_CACHED_WORKFLOWS,
  stickyQueueScheduleToStartTimeout: STICKY_QUEUE_TIMEOUT,
};

/**
 * Creates (does not run) a worker for the consultation and partner webhook workflows with the API's activities. The
 * reconciliation sweep's activity heartbeats while it runs, as its workflow expects.
 */
export function createLifecycleWorker(options: LifecycleWorkerOptions): Promise<Worker> {
  const { connection, namespace, activities, workflowBundle, maxCachedWorkflows } = options;
  return Worker.create({
    ...LIFECYCLE_WORKER_TUNING,
    ...(maxCachedWorkflows === undefined ? {} : { maxCachedWorkflows }),
    connection,
    namespace,
    taskQueue: options.taskQueue ?? LIFECYCLE_TASK_QUEUE,
    activities: {
      ...activities,
      reconcilePayments: heartbeating(
        activities.reconcilePayments,
        RECONCILIATION_HEARTBEAT_EVERY_MS,
      ),
    },
    ...(workflowBundle ? { workflowBundle } : { workflowsPath }),
    ...options.telemetry,
  });
}
