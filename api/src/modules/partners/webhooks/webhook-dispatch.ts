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
import type { Logger } from 'pino';
import type { PartnerWebhooksRepository } from './partner-webhooks.repository.js';

export interface WebhookDispatchDeps {
  repository: PartnerWebhooksRepository;
  client: Client;
  retry: PartnerWebhookRetry;
  taskQueue?: string | undefined;
}

/** How many deliveries one sweep (or one consultation's catch-up) starts at most. */
const SWEEP_LIMIT = 500;

export type WebhookDispatch = ReturnType<typeof createWebhookDispatch>;

export function createWebhookDispatch(deps: WebhookDispatchDeps) {
  const { repository } = deps;

  /** Starts each delivery's workflow (a repeat is harmless) and notes that it started. */
  async function start(deliveryIds: readonly string[]): Promise<void> {
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
      await repository.markDispatched(deliveryId);
    }
  }

  return {
    start,

    /** Starts the consultation's recorded deliveries that have not started (after the recording committed). */
    async startForConsultation(consultationId: string): Promise<void> {
      const ids = await repository.undispatchedDeliveries({ consultationId, limit: SWEEP_LIMIT });
      await start(ids);
    },

    /** At worker start: starts every delivery that was recorded but never started. Answers how many. */
    async sweep(logger: Logger): Promise<number> {
      let started = 0;
      for (;;) {
        const ids = await repository.undispatchedDeliveries({ limit: SWEEP_LIMIT });
        if (ids.length === 0) break;
        await start(ids);
        started += ids.length;
      }
      if (started > 0) logger.info({ started }, 'partner webhook deliveries started by the sweep');
      return started;
    },
  };
}
