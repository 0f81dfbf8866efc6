// Moving a consultation (spec part 2 §4.1): the client moves one the expert has not accepted yet at once; any other
// move is a proposal the other party accepts or declines (or its proposer withdraws; unanswered, it lapses). The
// workflow holds the proposal and moves the timers; here the API checks who asks and the booking rules, at the
// proposal and again at its acceptance. Nothing on the ledger changes.
import {
  acceptRescheduleUpdate,
  declineRescheduleUpdate,
  proposeRescheduleUpdate,
  rescheduleUpdate,
  withdrawRescheduleUpdate,
  type Actor,
} from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';
import type { ConsultationRow } from './consultation-row.js';
import { rescheduleProposalOf, type ConsultationView } from './consultation-view.js';
import type { LifecycleClient } from './lifecycle-client.js';

type Part = Actor['role'];

export interface ConsultationMovesDeps {
  lifecycle: LifecycleClient;
  load(id: string, user: SessionUser): Promise<{ row: ConsultationRow; part: Part }>;
  act(
    id: string,
    user: SessionUser,
    allowed: readonly Part[],
    send: (actor: Actor) => Promise<unknown>,
  ): Promise<ConsultationView>;
  /** The booking rules' check of a new start (its own current time counts as free). */
  checkNewStart(row: ConsultationRow, scheduledAt: Date): Promise<void>;
}

const PARTIES = ['client', 'expert'] as const;

function notAllowed(message: string): AppError {
  return AppError.forbidden(message, 'not_allowed');
}

export function createConsultationMoves(deps: ConsultationMovesDeps) {
  const { lifecycle, load, act, checkNewStart } = deps;

  /** The row of a consultation the user is a party to (admins and others may not move it). */
  async function partyOf(id: string, user: SessionUser) {
    const { row, part } = await load(id, user);
    if (part !== 'client' && part !== 'expert') {
      throw notAllowed('Only the client or the expert can move this consultation');
    }
    return { row, part };
  }

  return {
    /**
     * A party asks for a new start: the client of a consultation the expert has not accepted moves it at once;
     * otherwise it is proposed to the other party, replacing the asker's own open proposal.
     */
    async reschedule(id: string, user: SessionUser, scheduledAt: Date, message: string | null) {
      const { row, part } = await partyOf(id, user);
      await checkNewStart(row, scheduledAt);
      const startsAt = scheduledAt.toISOString();
      if (part === 'client' && (row.status === 'pending_payment' || row.status === 'pending')) {
        return act(id, user, PARTIES, (actor) =>
          lifecycle.update(id, rescheduleUpdate, { actor, startsAt }),
        );
      }
      const open = rescheduleProposalOf(row);
      if (open && open.proposedBy !== part) {
        throw AppError.conflict(
          'reschedule_proposal_open',
          `The ${open.proposedBy} has proposed a new time: accept or decline it first.`,
        );
      }
      return act(id, user, PARTIES, (actor) =>
        lifecycle.update(id, proposeRescheduleUpdate, { actor, startsAt, message }),
      );
    },

    /**
     * The other party accepts (the time is checked again: it may have been booked meanwhile, and the proposal then
     * stays open) or declines the open proposal; its proposer withdraws it.
     */
    async answerProposal(id: string, user: SessionUser, answer: 'accept' | 'decline' | 'withdraw') {
      const { row, part } = await partyOf(id, user);
      const open = rescheduleProposalOf(row);
      if (!open) {
        throw AppError.conflict(
          'no_reschedule_proposal',
          'There is no proposed new time to answer.',
        );
      }
      const own = open.proposedBy === part;
      if (answer === 'withdraw' && !own) {
        throw notAllowed('Only the party who proposed the new time can withdraw it');
      }
      if (answer !== 'withdraw' && own) {
        throw notAllowed('The other party answers your proposed time; you can withdraw it');
      }
      if (answer === 'accept') await checkNewStart(row, new Date(open.scheduledAt));
      const update = {
        accept: acceptRescheduleUpdate,
        decline: declineRescheduleUpdate,
        withdraw: withdrawRescheduleUpdate,
      }[answer];
      return act(id, user, PARTIES, (actor) => lifecycle.update(id, update, { actor }));
    },
  };
}
