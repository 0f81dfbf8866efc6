// The consultation workflow's contract with the API: its input, the payment signal, the updates
// (validated, answered with the new state) and the state query.
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type {
  CancellationReason,
  CompletedBy,
  DisputeResolution,
  PaymentReceipt,
  PayoutAccountStatus,
} from '../activities.js';
import type { LifecycleConfig } from '../lifecycle-config.js';
import type { MoneyState } from '../rules/escrow.js';
import type { OverdueStage } from '../rules/overdue.js';
import type { PriceSplit } from '../rules/pricing.js';
import type { CancelledBy, RefundReason } from '../rules/refund-policy.js';

/** The spec's consultation statuses. */
export type ConsultationStatus =
  'pending_payment' | 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';

/** Who sends an update; the API fills it from the session (the admin role is checked by the API). */
export interface Actor {
  role: 'client' | 'expert' | 'admin';
  userId: string;
}

/** What the API passes when it starts the workflow at booking time. */
export interface ConsultationWorkflowInput {
  consultationId: string;
  clientId: string;
  /** The expert's user id (the one who accepts, declines, starts). */
  expertId: string;
  /** Scheduled start, ISO 8601. */
  startsAt: string;
  durationMinutes: number;
  /** From priceFor at booking; a total of 0 is a Quick Consultation, which starts in `pending`. */
  price: PriceSplit;
  /**
   * Every duration, resolved by the API (resolveLifecycleConfig) and fixed for this consultation, so
   * later configuration changes never alter a running one.
   */
  config: LifecycleConfig;
}

/** The deadlines that matter in the current status, ISO 8601. */
export interface LifecycleDeadlines {
  paymentDueAt?: string;
  responseDueAt?: string;
  joinWindowOpensAt?: string;
  noShowReportableAt?: string;
  fullRefundUntil?: string;
  freeRescheduleUntil?: string;
  overdueReminderAt?: string;
  autoCompleteAt?: string;
  escrowReleaseAt?: string;
}

/** The state the query and every update answer with. */
export interface LifecycleState {
  consultationId: string;
  status: ConsultationStatus;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  rescheduleCount: number;
  /** The open proposal of a new time, ISO 8601; the other party accepts or declines it. */
  rescheduleProposal?: {
    proposedBy: 'client' | 'expert';
    startsAt: string;
    message: string | null;
    proposedAt: string;
    expiresAt: string;
  };
  deadlines: LifecycleDeadlines;
  money: MoneyState;
  overdue: OverdueStage;
  paymentId?: string;
  startedAt?: string;
  completion?: { at: string; by: CompletedBy };
  cancellation?: {
    at: string;
    by: CancelledBy | 'system';
    reason: CancellationReason;
    refund: number;
    retained: number;
    refundReason: RefundReason;
  };
  dispute?: {
    openedAt: string;
    reason: string;
    resolvedAt?: string;
    resolution?: DisputeResolution;
    refund?: number;
  };
  /** Charges that never entered escrow (a second payment, or one after cancellation): refunded whole. */
  strayPayments?: { paymentId: string; amount: number; refunded: boolean }[];
  /** Set when a provider refused a refund or payout for good; the admins take over. */
  needsAttention?: 'refund_failed' | 'payout_failed' | 'payout_account_missing';
  /** Set while the payout waits for the expert's payout account: what the account's status was last. */
  payoutWaitingForAccount?: PayoutAccountStatus;
}

/**
 * The client's payment succeeded (sent by the API after asking the provider). A repeat of the same
 * payment is ignored; any other charge is refunded whole before the workflow ends.
 */
export const paymentSucceededSignal = defineSignal<[PaymentReceipt]>('paymentSucceeded');
/** The expert's payout account can now receive payouts: a payout waiting for it goes ahead. */
export const payoutAccountReadySignal = defineSignal('payoutAccountReady');

/** The lifecycle state: status, deadlines, money. */
export const lifecycleStateQuery = defineQuery<LifecycleState>('lifecycleState');

/** The expert accepts a paid booking: pending → confirmed. */
export const acceptUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>('accept');
/** The expert declines: pending → cancelled, full refund. */
export const declineUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>('decline');
/** A party starts the session inside the join window: confirmed → in_progress. */
export const startUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>('start');
/** A party ends the session: in_progress → completed. */
export const endUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>('end');
/** The client, the expert or an admin cancels before the start, with the policy's refund. */
export const cancelUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>('cancel');
/** A party moves the start, free up to 24 h before it. */
export const rescheduleUpdate = defineUpdate<LifecycleState, [{ actor: Actor; startsAt: string }]>(
  'reschedule',
);
/** A party proposes a new start; the other answers, or it lapses when free rescheduling ends. */
export const proposeRescheduleUpdate = defineUpdate<
  LifecycleState,
  [{ actor: Actor; startsAt: string; message?: string | null }]
>('proposeReschedule');
/** The other party accepts the proposal: the consultation moves as by `reschedule`. */
export const acceptRescheduleUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>(
  'acceptReschedule',
);
/** The other party declines the proposal; the time stays. */
export const declineRescheduleUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>(
  'declineReschedule',
);
/** The proposer withdraws the proposal; the time stays. */
export const withdrawRescheduleUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>(
  'withdrawReschedule',
);
/** The client reports that the expert did not show up: confirmed → cancelled, full refund. */
export const reportNoShowUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>('reportNoShow');
/** The client opens a dispute in the complaint window; the payout waits for its resolution. */
export const openDisputeUpdate = defineUpdate<LifecycleState, [{ actor: Actor; reason: string }]>(
  'openDispute',
);
/** An admin resolves the open dispute: release, partial or full refund. */
export const resolveDisputeUpdate = defineUpdate<
  LifecycleState,
  [{ actor: Actor; resolution: DisputeResolution; note?: string }]
>('resolveDispute');
/** An admin completes an overdue consultation from the overdue page. */
export const adminCompleteUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>(
  'adminComplete',
);
/** An admin sends a completion reminder for an overdue consultation now. */
export const sendReminderUpdate = defineUpdate<LifecycleState, [{ actor: Actor }]>('sendReminder');

/** The workflow id of a consultation: one workflow per consultation. */
export function consultationWorkflowId(consultationId: string): string {
  return `consultation-${consultationId}`;
}
