// The checks shared by the update validators: a rejection is an ApplicationFailure whose type the API
// maps to an HTTP status (failures.ts), with a message fit to show the caller.
import { ApplicationFailure, setHandler, type defineUpdate } from '@temporalio/workflow';
import { LifecycleFailureType } from '../failures.js';
import type { ConsultationLifecycle } from './consultation.lifecycle.js';
import type { Actor, ConsultationStatus, LifecycleState } from './consultation.messages.js';

// @temporalio/workflow does not re-export the definition type; derive it from the definer.
export type UpdateDefinition<Ret, Args extends unknown[]> = ReturnType<
  typeof defineUpdate<Ret, Args>
>;

/**
 * Registers an update on `lc`: `check` runs as the validator (a bad request is rejected without touching history)
 * and again inside the serial section, because a timer may have changed the state since; then `apply`.
 */
export function handleUpdate<A extends { actor: Actor }>(
  lc: ConsultationLifecycle,
  update: UpdateDefinition<LifecycleState, [A]>,
  check: (args: NoInfer<A>) => void,
  apply: (args: NoInfer<A>) => Promise<void>,
): void {
  setHandler(
    update,
    (args) =>
      lc.serial.run(async () => {
        check(args);
        await apply(args);
        return lc.snapshot();
      }),
    { validator: check },
  );
}

/** Rejects the update with a failure type and message; never retried. */
export function reject(type: LifecycleFailureType, message: string): never {
  throw ApplicationFailure.create({ type, message, nonRetryable: true });
}

/** Rejects malformed arguments (the API validates first; this guards every other caller). */
export function requireArgument(ok: boolean, message: string): void {
  if (!ok) reject(LifecycleFailureType.InvalidArgument, message);
}

function isActor(value: unknown): value is Actor {
  const actor = value as Actor | undefined;
  return (
    typeof actor === 'object' &&
    actor !== null &&
    ['client', 'expert', 'admin'].includes(actor.role) &&
    typeof actor.userId === 'string' &&
    actor.userId.length > 0
  );
}

/** The actor must be one of `roles`, and a client or expert must be this consultation's. */
export function requireParty(
  lc: ConsultationLifecycle,
  actor: unknown,
  roles: Actor['role'][],
  action: string,
): Actor {
  requireArgument(isActor(actor), 'actor must be { role: client | expert | admin, userId }');
  const { role, userId } = actor as Actor;
  const partyId = role === 'client' ? lc.input.clientId : lc.input.expertId;
  const isParty = role === 'admin' || partyId === userId;
  if (!roles.includes(role) || !isParty) {
    const who = roles.map((r) => (r === 'admin' ? 'an admin' : `the consultation's ${r}`));
    reject(LifecycleFailureType.NotAllowed, `Only ${who.join(' or ')} can ${action}.`);
  }
  return actor as Actor;
}

/** The consultation must be in one of `statuses`. */
export function requireStatus(
  lc: ConsultationLifecycle,
  statuses: ConsultationStatus[],
  action: string,
): void {
  if (!statuses.includes(lc.status)) {
    reject(
      LifecycleFailureType.InvalidState,
      `Cannot ${action} a consultation that is ${lc.status}.`,
    );
  }
}

/** A time rule must hold now. */
export function requireTime(ok: boolean, message: string): void {
  if (!ok) reject(LifecycleFailureType.InvalidState, message);
}
