// Card disputes (chargebacks the client's bank raises through the payment provider), not the complaints an admin
// resolves inside the escrow hold. One short workflow per dispute (`card-dispute-<disputeId>`), started by the
// provider's first event and fed the later ones by signal, so a dispute is handled whether the consultation's own
// workflow is still holding the money or ended long ago. Workflow-safe: types, names and constants only.
import { defineSignal } from '@temporalio/workflow';
import type { Currency } from './rules/pricing.js';

const HOUR = 3_600_000;

/** The evidence goes in this long before the bank's deadline, leaving room for retries and an admin's look. */
export const CARD_DISPUTE_EVIDENCE_MARGIN_MS = 48 * HOUR;

/** Stripe's dispute statuses (the gateway's CardDisputeStatus). */
export type CardDisputeStatus =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'won'
  | 'lost'
  | 'prevented';

/** How a closed card dispute ended for the platform: funds kept (or never taken) or lost. */
export type CardDisputeOutcome = 'won' | 'lost';

/** The statuses after which nothing changes; `warning_closed` and `prevented` never took any funds. */
export function cardDisputeOutcome(status: CardDisputeStatus): CardDisputeOutcome | undefined {
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  if (status === 'lost') return 'lost';
  return undefined;
}

/** What the dispute's workflow starts with (from the provider's dispute, matched to our consultation). */
export interface CardDisputeWorkflowInput {
  disputeId: string;
  consultationId: string;
  amount: number;
  currency: Currency;
}

/** The provider's latest word on the dispute, sent with each of its events. */
export interface CardDisputeUpdate {
  status: CardDisputeStatus;
  /** ISO 8601; null once evidence can no longer be sent. */
  evidenceDueBy: string | null;
  evidenceSubmitted: boolean;
}

/** Each provider event about the dispute. */
export const cardDisputeUpdateSignal = defineSignal<[CardDisputeUpdate]>('cardDisputeUpdate');
/** An admin sends the evidence now, with their words added. */
export const cardDisputeSubmitSignal = defineSignal<[{ note: string | null }]>('cardDisputeSubmit');

/** To the consultation's workflow: a card dispute opened (its payout waits) or closed. */
export interface CardDisputeNotice {
  disputeId: string;
  open: boolean;
  /** Set when closed; a lost dispute took `amount` of what escrow held. */
  outcome?: CardDisputeOutcome;
  /** What the dispute withdrew from escrow (0 once paid out). */
  fromEscrow: number;
}
export const cardDisputeSignal = defineSignal<[CardDisputeNotice]>('cardDispute');

/** The workflow id of one card dispute. */
export function cardDisputeWorkflowId(disputeId: string): string {
  return `card-dispute-${disputeId}`;
}

export interface CardDisputeStep {
  disputeId: string;
  consultationId: string;
  /** Unique per step of the dispute; with the workflow id, the idempotency key. */
  stepKey: string;
}

/** The card dispute's activities, implemented by the API; each is idempotent per step key. */
export interface CardDisputeActivities {
  /**
   * The bank has taken the disputed amount and the provider its fee. Ledger: the amount from escrow as far as it
   * holds it, the rest from the platform's own funds, into disputed funds; the fee from the platform's funds.
   * Tells both parties. Answers what came from escrow.
   */
  withdrawCardDisputeFunds(input: CardDisputeStep & { amount: number }): Promise<{
    fromEscrow: number;
  }>;
  /**
   * Takes a payout already made back from the expert as far as their balance allows; ledger: the reversal back to
   * the platform's funds, the rest to what the expert owes. Answers what was reversed.
   */
  reverseCardDisputePayout(input: CardDisputeStep & { amount: number }): Promise<{
    reversed: number;
    owed: number;
  }>;
  /** Assembles the evidence from what we hold and sends it to the bank through the provider. */
  submitCardDisputeEvidence(input: CardDisputeStep & { note: string | null }): Promise<void>;
  /**
   * The dispute closed. Won: the funds come back (to escrow, or to the platform and the reversed payout is paid
   * again, what the expert owed forgiven). Lost: the funds went to the client. Tells both parties.
   */
  settleCardDispute(
    input: CardDisputeStep & {
      outcome: CardDisputeOutcome;
      fromEscrow: number;
      reversed: number;
      owed: number;
    },
  ): Promise<void>;
}
