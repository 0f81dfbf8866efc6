// The API's side of the consultation workflow: start it, send its updates and the payment signal, and
// turn Temporal's errors into the contract's (a rejected update is 409/403/422; an unreachable Temporal within
// LIFECYCLE_CALL_TIMEOUT_MS, or no worker to run the step within LIFECYCLE_UPDATE_TIMEOUT_MS, is 503).
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
  payoutAccountReadySignal,
  UPDATE_REJECTION_HTTP_STATUS,
  type ConsultationWorkflowInput,
  type LifecycleState,
  type PaymentReceipt,
} from '@expertbridge/workflows';
import type { UpdateDefinition } from '@temporalio/common';
import { AppError } from '../../platform/errors.js';
import { dayJustFilled } from '../scheduling/refusals.js';

/**
 * How long a call that only Temporal's server answers may take (starting a workflow, a signal). With the server
 * down it would wait (and retry) far longer than anyone waits for an answer, so it is given up and answered 503.
 */
export const LIFECYCLE_CALL_TIMEOUT_MS = 10_000;

/**
 * How long an update (or a query) may take: a worker must run it, and when the worker holding the workflow has died,
 * Temporal gives its work to another only after its own timeouts. This wait is longer than the longest of them, so
 * that an action is answered with what happened rather than a 503 while it still goes through:
 * - the workflow's next task waits on the dead worker's sticky queue 3 s (STICKY_QUEUE_TIMEOUT, workflows/src/worker.ts);
 * - a workflow task it had started, or that its last long poll was handed as it died, is given to another after 10 s
 *   (Temporal's default workflow task timeout; test/faults/worker-kill-answers.test.ts saw 10.1 s);
 * - a recording activity it had started, which the update may wait behind, is retried after 10 s plus the first
 *   retry's 1 s (RECORDING_ACTIVITY_OPTIONS, workflows/src/activity-options.ts).
 * The longest, 11 s, plus the step itself (well under a second; a few seconds on a loaded machine) leaves a margin
 * of several seconds within 20 s, and 20 s is within the HTTP server's 30 s request timeout. A money step in flight
 * (2-minute attempts) is not within it: an update waiting behind one may still answer 503 and go through after.
 */
export const LIFECYCLE_UPDATE_TIMEOUT_MS = 20_000;

const REJECTION_CODES: Record<string, string> = {
  InvalidState: 'invalid_state',
  NotAllowed: 'not_allowed',
  InvalidArgument: 'invalid_argument',
};

export function lifecycleUnavailable(
  message = 'Bookings are temporarily unavailable. Please try again shortly.',
): AppError {
  return new AppError(503, 'lifecycle_unavailable', message);
}

/**
 * An action the lifecycle did not confirm in time. Temporal keeps an update it has taken in and runs it once a worker
 * is back, so the action may still happen: the caller reads the consultation before trying again (a repeat is refused
 * as invalid_state, never done twice).
 */
const UNCONFIRMED_ACTION =
  'The consultation service did not confirm this in time; it may still take effect shortly. ' +
  'Read the consultation (GET /api/consultations/{id}) to see whether it did before trying again.';

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
      if (cause instanceof ApplicationFailure && cause.type === 'DayFull') return dayJustFilled();
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
  /**
   * Ends the workflow of a booking given up after `start` failed, in case the start reached Temporal all the same.
   * Best effort, never throws: a workflow it cannot reach ends by itself on its first step (ConsultationGone).
   */
  abandon(consultationId: string): Promise<void>;
  /** Sends an update and answers the workflow's new state, or throws the contract's error. */
  update<Args extends [unknown, ...unknown[]]>(
    consultationId: string,
    definition: UpdateDefinition<LifecycleState, Args>,
    ...args: Args
  ): Promise<LifecycleState>;
  /** Tells the workflow a payment succeeded; false when the workflow has already ended. */
  paymentSucceeded(consultationId: string, receipt: PaymentReceipt): Promise<boolean>;
  /** Tells the workflow its expert's payout account is ready; false when the workflow has already ended. */
  payoutAccountReady(consultationId: string): Promise<boolean>;
  /** The workflow's current state. */
  state(consultationId: string): Promise<LifecycleState>;
}

/** The lifecycle over a Temporal client; `client` undefined means Temporal is not configured (503). */
export function createLifecycleClient(
  client: Client | undefined,
  taskQueue = LIFECYCLE_TASK_QUEUE,
  timeoutMs = LIFECYCLE_CALL_TIMEOUT_MS,
  updateTimeoutMs = LIFECYCLE_UPDATE_TIMEOUT_MS,
): LifecycleClient {
  const handle = (consultationId: string) => {
    if (!client) throw lifecycleUnavailable();
    return client.workflow.getHandle(consultationWorkflowId(consultationId));
  };
  /** Runs one call within the time limit (`timeoutMs`, or `updateTimeoutMs` for a call a worker must answer). */
  const withinDeadline = <T>(call: () => Promise<T>, limitMs = timeoutMs): Promise<T> => {
    if (!client) throw lifecycleUnavailable();
    return client.connection.withDeadline(Date.now() + limitMs, call);
  };
  /** The same, its failure as the contract's error. */
  const bounded = async <T>(call: () => Promise<T>, limitMs = timeoutMs): Promise<T> => {
    try {
      return await withinDeadline(call, limitMs);
    } catch (error) {
      throw toLifecycleError(error);
    }
  };
  return {
    async start(input) {
      await bounded(() =>
        client!.workflow.start('consultationWorkflow', {
          taskQueue,
          workflowId: consultationWorkflowId(input.consultationId),
          args: [input],
        }),
      );
    },
    async abandon(consultationId) {
      try {
        await withinDeadline(() =>
          handle(consultationId).terminate('The booking was given up: its start was not confirmed'),
        );
      } catch {
        // Never started (WorkflowNotFoundError), or Temporal is still out of reach: see above.
      }
    },
    async update(consultationId, definition, ...args) {
      try {
        return await withinDeadline(
          () => handle(consultationId).executeUpdate(definition, { args }),
          updateTimeoutMs,
        );
      } catch (error) {
        const failure = toLifecycleError(error);
        throw failure.code === 'lifecycle_unavailable'
          ? lifecycleUnavailable(UNCONFIRMED_ACTION)
          : failure;
      }
    },
    async paymentSucceeded(consultationId, receipt) {
      try {
        await withinDeadline(() => handle(consultationId).signal(paymentSucceededSignal, receipt));
        return true;
      } catch (error) {
        // A workflow that has ended cannot take the payment: the caller refunds it.
        if (error instanceof WorkflowNotFoundError) return false;
        throw toLifecycleError(error);
      }
    },
    async payoutAccountReady(consultationId) {
      try {
        await withinDeadline(() => handle(consultationId).signal(payoutAccountReadySignal));
        return true;
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return false;
        throw toLifecycleError(error);
      }
    },
    state: (consultationId) =>
      bounded(() => handle(consultationId).query(lifecycleStateQuery), updateTimeoutMs),
  };
}
