// The API's side of the card dispute workflows: each provider event reaches its dispute's workflow, started by the
// first of them (signalWithStart), so events that arrive together or out of order all land in the one workflow.
import type { Client } from '@temporalio/client';
import {
  cardDisputeSubmitSignal,
  cardDisputeUpdateSignal,
  cardDisputeWorkflowId,
  LIFECYCLE_TASK_QUEUE,
  type CardDisputeUpdate,
  type CardDisputeWorkflowInput,
} from '@expertbridge/workflows';
import { lifecycleUnavailable } from '../consultations/lifecycle-client.js';

/** How long a call may take before the webhook is answered 503 (the provider then delivers it again). */
const CALL_TIMEOUT_MS = 10_000;

export interface CardDisputeClient {
  /** Delivers the provider's word on a dispute to its workflow, starting the workflow if this is the first. */
  update(input: CardDisputeWorkflowInput, update: CardDisputeUpdate): Promise<void>;
  /** An admin sends the evidence now, with their words. */
  submitNow(disputeId: string, note: string | null): Promise<void>;
}

export function createCardDisputeClient(
  client: Client | undefined,
  taskQueue = LIFECYCLE_TASK_QUEUE,
): CardDisputeClient {
  const bounded = async (call: (temporal: Client) => Promise<unknown>): Promise<void> => {
    if (!client) throw lifecycleUnavailable();
    try {
      await client.connection.withDeadline(Date.now() + CALL_TIMEOUT_MS, () => call(client));
    } catch {
      throw lifecycleUnavailable('Card disputes are temporarily unavailable.');
    }
  };
  return {
    update: (input, update) =>
      bounded((temporal) =>
        temporal.workflow.signalWithStart('cardDisputeWorkflow', {
          taskQueue,
          workflowId: cardDisputeWorkflowId(input.disputeId),
          args: [input],
          signal: cardDisputeUpdateSignal,
          signalArgs: [update],
        }),
      ),
    submitNow: (disputeId, note) =>
      bounded((temporal) =>
        temporal.workflow
          .getHandle(cardDisputeWorkflowId(disputeId))
          .signal(cardDisputeSubmitSignal, { note }),
      ),
  };
}
