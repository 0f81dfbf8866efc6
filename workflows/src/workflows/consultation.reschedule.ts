// Rescheduling by proposal: one party proposes a new start, the other accepts (the consultation moves through the
// same step as a direct reschedule, so its reminders, join window, no-show and auto-completion follow) or declines,
// the proposer may withdraw, and an unanswered proposal lapses when free rescheduling ends (the old start minus
// freeRescheduleLeadMs). The proposal lives in the workflow's state; its steps record it in the database.
import { condition, patched, proxyActivities } from '@temporalio/workflow';
import type { LifecycleActivities, RescheduleProposalOutcome } from '../activities.js';
import { RECORDING_ACTIVITY_OPTIONS } from '../activity-options.js';
import { LifecycleFailureType } from '../failures.js';
import { endOf, rescheduleRefusal } from '../rules/schedule.js';
import type { ConsultationLifecycle } from './consultation.lifecycle.js';
import {
  acceptRescheduleUpdate,
  declineRescheduleUpdate,
  proposeRescheduleUpdate,
  withdrawRescheduleUpdate,
  type Actor,
} from './consultation.messages.js';
import type { RescheduleProposal } from './consultation.state.js';
import {
  handleUpdate,
  reject,
  requireArgument,
  requireParty,
  requireStatus,
  requireTime,
} from './update-checks.js';
import { iso, workflowNow } from './workflow-time.js';

/**
 * The patch of rescheduling by proposal. Its marker is written with a consultation's first proposal (which starts
 * the watch that lapses proposals); histories recorded before it hold no proposal.
 */
export const RESCHEDULE_PROPOSALS = 'reschedule-proposals';

/** The longest note a proposal carries. */
export const MAX_PROPOSAL_MESSAGE = 500;

const record = proxyActivities<LifecycleActivities>(RECORDING_ACTIVITY_OPTIONS);

type Party = 'client' | 'expert';
const OPEN_STATUSES = ['pending_payment', 'pending', 'confirmed'] as const;

const isOpen = (lc: ConsultationLifecycle) =>
  (OPEN_STATUSES as readonly string[]).includes(lc.status);

/** The new start must be a different future time, and the current one more than the free lead away. */
export function requireMovable(lc: ConsultationLifecycle, newStartsAt: number): void {
  const refusal = rescheduleRefusal(
    workflowNow(),
    lc.startsAt,
    newStartsAt,
    lc.config.freeRescheduleLeadMs,
  );
  requireTime(
    refusal !== 'too_late',
    `Rescheduling is possible only until ${iso(lc.startsAt - lc.config.freeRescheduleLeadMs)}.`,
  );
  requireArgument(refusal === undefined, `The new start must be a different, future time.`);
}

/** The open proposal, which `actor` must (`own`) or must not have made. */
function requireProposal(
  lc: ConsultationLifecycle,
  actor: Actor,
  own: boolean,
): RescheduleProposal {
  const proposal = lc.proposal;
  requireTime(proposal !== undefined, 'There is no proposed new time to answer.');
  if ((proposal!.by === actor.role) !== own) {
    reject(
      LifecycleFailureType.NotAllowed,
      own
        ? 'Only the party who proposed the new time can withdraw it.'
        : 'The other party answers a proposed new time; withdraw your own instead.',
    );
  }
  return proposal!;
}

/** Records the proposal's outcome (or a new proposal) and tells the parties. */
async function recordOutcome(
  lc: ConsultationLifecycle,
  outcome: RescheduleProposalOutcome,
  proposal: RescheduleProposal,
): Promise<void> {
  const proposed = outcome === 'proposed';
  await record.recordRescheduleProposal({
    ...lc.step(`reschedule-proposal-${lc.proposals}-${outcome}`),
    outcome,
    by: proposal.by,
    proposedStartsAt: iso(proposal.startsAt),
    proposal: proposed
      ? {
          startsAt: iso(proposal.startsAt),
          endsAt: iso(endOf(proposal.startsAt, lc.input.durationMinutes)),
          message: proposal.message,
          proposedAt: iso(proposal.proposedAt),
          expiresAt: iso(proposal.expiresAt),
        }
      : null,
  });
  lc.proposal = proposed ? proposal : undefined;
  lc.changed();
}

/** A party proposes a new start, replacing their own open proposal. */
async function propose(
  lc: ConsultationLifecycle,
  by: Party,
  startsAt: number,
  message: string | null,
): Promise<void> {
  if (!lc.watchingProposals && patched(RESCHEDULE_PROPOSALS)) {
    lc.watchingProposals = true;
    void watchProposals(lc);
  }
  const now = workflowNow();
  lc.proposals += 1;
  await recordOutcome(lc, 'proposed', {
    by,
    startsAt,
    message,
    proposedAt: now,
    expiresAt: lc.startsAt - lc.config.freeRescheduleLeadMs,
  });
}

/**
 * Lapses each proposal left unanswered at its expiry. One that ends with the consultation (cancelled) is dropped
 * without a word: the cancellation's own notice says enough.
 */
async function watchProposals(lc: ConsultationLifecycle): Promise<void> {
  for (;;) {
    await condition(() => lc.proposal !== undefined);
    const proposal = lc.proposal!;
    const ended = () => lc.proposal !== proposal || !isOpen(lc);
    const remaining = proposal.expiresAt - workflowNow();
    if (remaining > 0 && (await condition(ended, remaining))) {
      if (lc.proposal === proposal) lc.proposal = undefined;
      continue;
    }
    await lc.serial.run(async () => {
      if (lc.proposal !== proposal) return;
      if (isOpen(lc)) await recordOutcome(lc, 'lapsed', proposal);
      else lc.proposal = undefined;
    });
  }
}

/** Registers the proposal's updates; each check runs as the validator and again in the serial section. */
export function registerRescheduleProposals(lc: ConsultationLifecycle): void {
  const party = (actor: Actor): Party => (actor.role === 'client' ? 'client' : 'expert');
  const answerable = (actor: Actor, own: boolean, verb: string) => {
    requireParty(lc, actor, ['client', 'expert'], `${verb} a proposed new time`);
    requireStatus(lc, [...OPEN_STATUSES], `${verb} a new time for`);
    return requireProposal(lc, actor, own);
  };

  handleUpdate(
    lc,
    proposeRescheduleUpdate,
    ({ actor, startsAt, message }) => {
      requireParty(lc, actor, ['client', 'expert'], 'propose a new time');
      requireStatus(lc, [...OPEN_STATUSES], 'reschedule');
      const newStartsAt = Date.parse(startsAt);
      requireArgument(!Number.isNaN(newStartsAt), 'startsAt must be an ISO 8601 date-time.');
      requireArgument(
        message === undefined ||
          message === null ||
          (typeof message === 'string' && message.length <= MAX_PROPOSAL_MESSAGE),
        `message must be at most ${MAX_PROPOSAL_MESSAGE} characters.`,
      );
      requireMovable(lc, newStartsAt);
      requireTime(
        lc.proposal === undefined || lc.proposal.by === actor.role,
        'The other party has proposed a new time: accept or decline it first.',
      );
    },
    ({ actor, startsAt, message }) =>
      propose(lc, party(actor), Date.parse(startsAt), message?.trim() ? message.trim() : null),
  );

  handleUpdate(
    lc,
    acceptRescheduleUpdate,
    ({ actor }) => {
      const proposal = answerable(actor, false, 'accept');
      requireMovable(lc, proposal.startsAt);
    },
    async () => {
      const proposal = lc.proposal!;
      await lc.reschedule(proposal.startsAt, proposal.by, proposal.by);
    },
  );

  handleUpdate(
    lc,
    declineRescheduleUpdate,
    ({ actor }) => void answerable(actor, false, 'decline'),
    () => recordOutcome(lc, 'declined', lc.proposal!),
  );

  handleUpdate(
    lc,
    withdrawRescheduleUpdate,
    ({ actor }) => void answerable(actor, true, 'withdraw'),
    () => recordOutcome(lc, 'withdrawn', lc.proposal!),
  );
}
