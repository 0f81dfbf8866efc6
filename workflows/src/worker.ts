// The lifecycle worker, hosted by the API (in-process in development, its own process in production).
import { fileURLToPath } from 'node:url';
import { Worker, type NativeConnection, type WorkerOptions } from '@temporalio/worker';
import type { LifecycleActivities } from './activities.js';
import { LIFECYCLE_TASK_QUEUE } from './index.js';
import type { PartnerWebhookActivities } from './partner-webhooks.js';

export { LIFECYCLE_TASK_QUEUE };

/** The module the worker bundles the workflows from. */
export const workflowsPath = fileURLToPath(new URL('./workflows/index.ts', import.meta.url));

/** Every activity the worker runs: the consultation lifecycle's and the partner webhooks' deliveries. */
export type WorkerActivities = LifecycleActivities & PartnerWebhookActivities;

/** What createLifecycleWorker needs; `workflowBundle` lets tests bundle once for many workers. */
export interface LifecycleWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue?: string;
  activities: WorkerActivities;
  workflowBundle?: WorkerOptions['workflowBundle'];
}

/**
 * The worker settings beyond the SDK's defaults, shared with the booking bench's floor worker so that both run
 * with the same ones (README, "Performance" has the measurements behind them).
 */
export const LIFECYCLE_WORKER_TUNING: Partial<WorkerOptions> = {};

/** Creates (does not run) a worker for the consultation and partner webhook workflows with the API's activities. */
export function createLifecycleWorker(options: LifecycleWorkerOptions): Promise<Worker> {
  const { connection, namespace, activities, workflowBundle } = options;
  return Worker.create({
    ...LIFECYCLE_WORKER_TUNING,
    connection,
    namespace,
    taskQueue: options.taskQueue ?? LIFECYCLE_TASK_QUEUE,
    activities,
    ...(workflowBundle ? { workflowBundle } : { workflowsPath }),
  });
}
