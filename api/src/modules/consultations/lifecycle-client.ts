// The API's side of the consultation workflow: start it, send its updates and the payment signal, and
// turn Temporal's errors into the contract's (a rejected update is 409/403/422; an unreachable Temporal
// is 503 and changes nothing).
import {
  ActivityFailure,
  ApplicationFailure,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  type Client,
} from '@temporalio/client';
import {
  consultationWorkflowId,
  LIFECYCLE_TASK_QUEUE,
  lifecycleStateQuery,
  paymentSucceededSignal,
  UPDATE_REJECTION_HTTP_STATUS,
  type ConsultationWorkflowInput,
  type LifecycleState,
  type PaymentReceipt,
} from '@expertbridge/workflows';
import type { UpdateDefinition } from '@temporalio/common';
import { AppError } from '../../platform/errors.js';

const REJECTION_CODES: Record<string, string> = {
  InvalidState: 'invalid_state',
  NotAllowed: 'not_allowed',
  InvalidArgument: 'invalid_argument',
};

export function lifecycleUnavailable(): AppError {
  return new AppError(
    503,
    'lifecycle_unavailable',
    'Bookings are temporarily unavailable. Please try again shortly.',
  );
}

/** A Temporal error as the contract's error; anything unexpected is a 503 (nothing was changed). */
export function toLifecycleError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof WorkflowUpdateFailedError) {
    let cause = error.cause;
    // An activity the update ran was refused for good (a reschedule onto a slot just taken).
    if (cause instanceof ActivityFailure) {
      cause = cause.cause;
      if (cause instanceof ApplicationFailure && cause.type === 'SlotTaken') {
        return AppError.conflict('slot_taken', cause.message);
      }
    }
    if (cause instanceof ApplicationFailure && cause.type) {
      const status = UPDATE_REJECTION_HTTP_STATUS[cause.type];
      if (status) return new AppError(status, REJECTION_CODES[cause.type]!, cause.message);
    }
  }
  if (error instanceof WorkflowNotFoundError) {
    return AppError.conflict('invalid_state', 'This consultation is closed');
  }
  return lifecycleUnavailable();
}

export interface LifecycleClient {
  /** Starts the consultation's workflow on the lifecycle task queue. */
  start(input: ConsultationWorkflowInput): Promise<void>;
  /** Sends an update and answers the workflow's new state, or throws the contract's error. */
  update<Args extends [unknown, ...unknown[]]>(
    consultationId: string,
    definition: UpdateDefinition<LifecycleState, Args>,
    ...args: Args
  ): Promise<LifecycleState>;
  /** Tells the workflow a payment succeeded; false when the workflow has already ended. */
  paymentSucceeded(consultationId: string, receipt: PaymentReceipt): Promise<boolean>;
  /** The workflow's current state. */
  state(consultationId: string): Promise<LifecycleState>;
}

/** The lifecycle over a Temporal client; `client` undefined means Temporal is not configured (503). */
export function createLifecycleClient(
  client: Client | undefined,
  taskQueue = LIFECYCLE_TASK_QUEUE,
): LifecycleClient {
  const handle = (consultationId: string) => {
    if (!client) throw lifecycleUnavailable();
    return client.workflow.getHandle(consultationWorkflowId(consultationId));
  };
  return {
    async start(input) {
      if (!client) throw lifecycleUnavailable();
      try {
        await client.workflow.start('consultationWorkflow', {
          taskQueue,
          workflowId: consultationWorkflowId(input.consultationId),
          args: [input],
        });
      } catch (error) {
        throw toLifecycleError(error);
      }
    },
    async update(consultationId, definition, ...args) {
      try {
        return await handle(consultationId).executeUpdate(definition, { args });
      } catch (error) {
        throw toLifecycleError(error);
      }
    },
    async paymentSucceeded(consultationId, receipt) {
      try {
        await handle(consultationId).signal(paymentSucceededSignal, receipt);
        return true;
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return false;
        throw toLifecycleError(error);
      }
    },
    async state(consultationId) {
      try {
        return await handle(consultationId).query(lifecycleStateQuery);
      } catch (error) {
        throw toLifecycleError(error);
      }
    },
  };
}
