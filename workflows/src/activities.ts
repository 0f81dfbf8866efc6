// The activities the consultation workflow calls: types only. The API implements them against
// PostgreSQL, the payment provider and e-mail (DESIGN §1) and hands them to createLifecycleWorker.
//
// Every activity is idempotent: `stepKey` is unique within the consultation and stays the same across
// retries and replays, so `${consultationWorkflowId(id)}:${stepKey}` is the idempotency key for the
// database (a unique step row) and for the payment provider. Each activity that changes the status
// writes the status and its ledger entries in ONE database transaction (DESIGN §4).
import type { CancelledBy, RefundReason } from './rules/refund-policy.js';
import type { Currency } from './rules/pricing.js';

/** What every activity receives. */
export interface StepInput {
  consultationId: string;
  /** Unique per step of this consultation; the idempotency key with the workflow id. */
  stepKey: string;
}

/** The provider's record of the client's payment. */
export interface PaymentReceipt {
  paymentId: string;
  amount: number;
  currency: Currency;
}

/** Who completed a consultation. */
export type CompletedBy = 'client' | 'expert' | 'admin' | 'auto';

/** Why a consultation was cancelled. */
export type CancellationReason =
  | 'payment_window_expired'
  | 'expert_declined'
  | 'expert_no_response'
  | 'expert_no_show'
  | 'cancelled_by_client'
  | 'cancelled_by_expert'
  | 'cancelled_by_admin';

/**
 * Messages sent at a time rather than with a status change. Status changes carry their own messages:
 * the API queues them (in-app notification + e-mail outbox) in the same transaction as the change.
 */
export type NotificationKind =
  | 'joining_instructions'
  | 'start_reminder'
  | 'refund_failed'
  | 'payout_failed'
  | 'payout_details_needed'
  | 'payout_account_restricted'
  | 'payout_waiting_for_account';

/** What became of a proposal of a new start (its acceptance is a move: rescheduleConsultation). */
export type RescheduleProposalOutcome = 'proposed' | 'declined' | 'withdrawn' | 'lapsed';

/** Where the expert's payout account stands at the payment provider. */
export type PayoutAccountStatus =
  'not_started' | 'details_due' | 'pending_verification' | 'ready' | 'restricted';

/** How an admin settles a dispute; `refund` is in minor units for a partial refund. */
export type DisputeResolution =
  { kind: 'release' } | { kind: 'partial_refund'; refund: number } | { kind: 'full_refund' };

/** The activity interface the API implements. */
export interface LifecycleActivities {
  /** pending_payment → pending; ledger: the client's payment into escrow. */
  markPaid(input: StepInput & { payment: PaymentReceipt; paidAt: string }): Promise<void>;
  /** pending → confirmed. */
  confirmConsultation(input: StepInput & { confirmedAt: string }): Promise<void>;
  /** confirmed → in_progress. */
  startConsultation(
    input: StepInput & { startedAt: string; startedBy: 'client' | 'expert' },
  ): Promise<void>;
  /** in_progress (or overdue confirmed) → completed. No money moves until the payout. */
  completeConsultation(
    input: StepInput & { completedAt: string; completedBy: CompletedBy },
  ): Promise<void>;
  /**
   * → cancelled, releasing the slot; ledger: `refund` moves from escrow to the client's refund payable.
   * `retained` (a late client cancellation) stays in escrow for {@link payoutExpert}.
   */
  cancelConsultation(
    input: StepInput & {
      cancelledAt: string;
      by: CancelledBy | 'system';
      reason: CancellationReason;
      refund: number;
      retained: number;
      refundReason: RefundReason;
      currency: Currency;
    },
  ): Promise<void>;
  /**
   * Moves the scheduled start and clears any open proposal; the status does not change. `acceptedProposalBy`: the
   * move is the acceptance of that party's proposal.
   */
  rescheduleConsultation(
    input: StepInput & {
      startsAt: string;
      previousStartsAt: string;
      by: 'client' | 'expert';
      acceptedProposalBy?: 'client' | 'expert';
    },
  ): Promise<void>;
  /**
   * Records a proposal of a new start (`proposal` set, replacing an open one) or its end without a move (declined,
   * withdrawn, lapsed: `proposal` null), and tells the parties. `by` is the proposer.
   */
  recordRescheduleProposal(
    input: StepInput & {
      outcome: RescheduleProposalOutcome;
      by: 'client' | 'expert';
      proposedStartsAt: string;
      proposal: {
        startsAt: string;
        endsAt: string;
        message: string | null;
        proposedAt: string;
        expiresAt: string;
      } | null;
    },
  ): Promise<void>;
  /**
   * Refunds the client at the payment provider (idempotency key from the step); ledger: the refund
   * payable is settled. A refund the provider refuses for good fails with the non-retryable ApplicationFailure type `RefundDeclined`.
   */
  refundPayment(
    input: StepInput & {
      amount: number;
      currency: Currency;
      /**
       * Set for a charge that never entered escrow (a second payment, or one that arrived after the
       * cancellation): refund that charge whole, with no escrow entry.
       */
      strayPaymentId?: string;
    },
  ): Promise<void>;
  /**
   * Ledger: escrow → platform revenue (`platformFee`) and → the expert's payable (`expertShare`), then
   * the transfer to the expert. A transfer refused for good fails with the non-retryable ApplicationFailure type `PayoutDeclined`.
   */
  payoutExpert(
    input: StepInput & { platformFee: number; expertShare: number; currency: Currency },
  ): Promise<void>;
  /**
   * Whether the consultation's expert can be paid now. When not, the API marks the payout as waiting for the
   * expert's payout details (their earnings say so); a `ready` answer clears the mark.
   */
  checkPayoutAccount(input: StepInput): Promise<{ status: PayoutAccountStatus }>;
  /** Sends one notification to the parties (the API decides recipients and channels per kind). */
  notify(input: StepInput & { kind: NotificationKind; startsAt: string }): Promise<void>;
  /** Reminds the parties (and the admins' overdue list) that a consultation is not completed. */
  sendCompletionReminder(
    input: StepInput & { urgency: 'needs_notice' | 'urgent'; daysSinceEnd: number; endsAt: string },
  ): Promise<void>;
  /** Records a dispute opened by the client in the complaint window; the payout waits for it. */
  recordDispute(input: StepInput & { openedAt: string; reason: string }): Promise<void>;
  /** Records the admin's resolution; ledger: the refunded part moves to the client's refund payable. */
  resolveDispute(
    input: StepInput & {
      resolvedAt: string;
      resolution: DisputeResolution;
      refund: number;
      currency: Currency;
      adminId: string;
      /** The admin's words to both parties; null when none was given. */
      note: string | null;
    },
  ): Promise<void>;
}
