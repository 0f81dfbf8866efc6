// Starting deliveries: each delivery's workflow (partnerWebhookWorkflow, id from the delivery's id, never started
// twice) once the transaction that recorded it has committed; and the sweep at worker start for the deliveries
// recorded while Temporal could not be reached.
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import {
  LIFECYCLE_TASK_QUEUE,
  partnerWebhookWorkflowId,
  type PartnerWebhookRetry,
  type partnerWebhookWorkflow,
} from '@expertbridge/workflows';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppDeps } from '../../../platform/deps.js';
import { markDispatched, undispatchedDeliveries } from './partner-webhooks.repository.js';

export interface WebhookDispatchDeps {
  knex: Knex;
  client: Client;
  retry: PartnerWebhookRetry;
  taskQueue?: string | undefined;
}

/** How many deliveries one sweep (or one consultation's catch-up) starts at most. */
const SWEEP_LIMIT = 500;

/** Starts each delivery's workflow (a repeat is harmless) and notes that it started. */
export async function startPartnerWebhookDeliveries(
  deps: WebhookDispatchDeps,
  deliveryIds: readonly string[],
): Promise<void> {
  for (const deliveryId of deliveryIds) {
    try {
      await deps.client.workflow.start<typeof partnerWebhookWorkflow>('partnerWebhookWorkflow', {
        taskQueue: deps.taskQueue ?? LIFECYCLE_TASK_QUEUE,
        workflowId: partnerWebhookWorkflowId(deliveryId),
        args: [{ deliveryId, retry: deps.retry }],
        // Never again under this id, even once it has finished: a delivery is sent by one workflow.
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
    await markDispatched(deps.knex, deliveryId);
  }
}

/**
 * For HTTP handlers that record an event (a widget booking, a replay): starts the deliveries after the commit.
 * Without Temporal, or when it cannot be reached, they wait for the sweep at the next worker start (logged).
 */
export function deliveryStarter(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'temporal'>,
): (deliveryIds: string[]) => Promise<void> {
  return async (deliveryIds) => {
    const temporal = deps.temporal;
    if (!temporal || deliveryIds.length === 0) return;
    const dispatch = {
      knex: deps.db.knex,
      client: temporal.client,
      retry: deps.config.partnerWebhookRetry,
      taskQueue: temporal.taskQueue,
    };
    await startPartnerWebhookDeliveries(dispatch, deliveryIds).catch((error: unknown) =>
      deps.logger.error({ err: error, deliveryIds }, 'partner webhook deliveries did not start'),
    );
  };
}

/** Starts the consultation's recorded deliveries that have not started (after the recording committed). */
export async function startConsultationDeliveries(
  deps: WebhookDispatchDeps,
  consultationId: string,
): Promise<void> {
  const ids = await undispatchedDeliveries(deps.knex, { consultationId, limit: SWEEP_LIMIT });
  await startPartnerWebhookDeliveries(deps, ids);
}

/** At worker start: starts every delivery that was recorded but never started. Answers how many. */
export async function sweepUndispatchedDeliveries(
  deps: WebhookDispatchDeps & { logger: Logger },
): Promise<number> {
  let started = 0;
  for (;;) {
    const ids = await undispatchedDeliveries(deps.knex, { limit: SWEEP_LIMIT });
    if (ids.length === 0) break;
    await startPartnerWebhookDeliveries(deps, ids);
    started += ids.length;
  }
  if (started > 0) deps.logger.info({ started }, 'partner webhook deliveries started by the sweep');
  return started;
}
