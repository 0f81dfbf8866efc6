// A consultation as the contract shows it: the row, its parties, the money from the ledger and the
// deadlines of its current status (computed from the durations it was booked under).
import type { components } from '@expertbridge/sdk';
import { resolveLifecycleConfig, responseDeadline } from '@expertbridge/workflows';
import { toReview } from '../catalogue/review-view.js';
import { paidIn, type Balances } from '../ledger/ledger.js';
import type { ConsultationRow } from './consultation-row.js';

type Schemas = components['schemas'];
export type ConsultationView = Schemas['Consultation'];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** While paid and awaiting the expert: when the expert must accept or decline by (the widget says it too). */
export function responseDueOf(row: ConsultationRow): string | null {
  if (row.status !== 'pending') return null;
  const config = resolveLifecycleConfig(row.lifecycle_config);
  const paidAt = (row.paid_at ?? row.created_at).getTime();
  return iso(responseDeadline(paidAt, row.scheduled_at.getTime(), config.expertResponseWindowMs));
}

function deadlinesOf(row: ConsultationRow, money: Schemas['ConsultationMoney']) {
  const config = resolveLifecycleConfig(row.lifecycle_config);
  const start = row.scheduled_at.getTime();
  const end = row.ends_at.getTime();
  const { status } = row;
  const beforeStart =
    status === 'pending_payment' || status === 'pending' || status === 'confirmed';
  const running = status === 'confirmed' || status === 'in_progress';
  return {
    paymentDueAt: iso(
      status === 'pending_payment' ? row.created_at.getTime() + config.paymentWindowMs : null,
    ),
    responseDueAt: responseDueOf(row),
    joinWindowOpensAt: iso(status === 'confirmed' ? start - config.joinWindowLeadMs : null),
    noShowReportableAt: iso(status === 'confirmed' ? start + config.noShowGraceMs : null),
    // A request the expert has not accepted is refunded whole until the start (DESIGN §3's policy is for
    // confirmed consultations).
    fullRefundUntil: iso(
      status === 'pending' ? start : beforeStart ? start - config.fullRefundLeadMs : null,
    ),
    freeRescheduleUntil: iso(beforeStart ? start - config.freeRescheduleLeadMs : null),
    autoCompleteAt: iso(running ? end + config.autoCompleteAfterMs : null),
    escrowReleaseAt: iso(
      status === 'completed' && row.completed_at && money.inEscrow > 0
        ? row.completed_at.getTime() + config.escrowHoldMs
        : null,
    ),
  };
}

/** Where the client's money is, from the ledger balances. */
export function moneyOf(
  row: ConsultationRow,
  balances: Balances,
  now: Date,
): Schemas['ConsultationMoney'] {
  const paid = paidIn(balances);
  const inEscrow = balances.escrow;
  const refunded = balances.refunds + balances.refunds_payable;
  const paidOut = balances.payouts + balances.expert_payable;
  const platformRevenue = balances.platform_revenue;
  let state: Schemas['ConsultationMoney']['state'] = 'none';
  if (inEscrow > 0) {
    const config = resolveLifecycleConfig(row.lifecycle_config);
    const holdOver =
      row.status === 'completed' &&
      row.completed_at !== null &&
      row.dispute_opened_at === null &&
      now.getTime() >= row.completed_at.getTime() + config.escrowHoldMs;
    state = holdOver ? 'releasable' : 'held';
  } else if (paidOut + platformRevenue > 0) state = 'paid_out';
  else if (refunded > 0) state = 'refunded';
  return {
    state,
    currency: row.currency,
    paid,
    inEscrow,
    refunded,
    paidOut,
    platformRevenue,
    payoutWaitsForDetails: state === 'releasable' && Boolean(row.payout_waiting_since),
  };
}

/** Who cancelled, when, why and what was refunded; null while not cancelled. */
export function cancellationOf(row: ConsultationRow): ConsultationView['cancellation'] {
  if (!row.cancelled_at || !row.cancelled_by || !row.cancellation_reason) return null;
  return {
    at: row.cancelled_at.toISOString(),
    by: row.cancelled_by,
    reason: row.cancellation_reason as Schemas['CancellationReason'],
    refund: { amount: row.cancellation_refund ?? 0, currency: row.currency },
  };
}

/** The open proposal of a new time; only a consultation that has not started can move. */
export function rescheduleProposalOf(row: ConsultationRow): ConsultationView['rescheduleProposal'] {
  const open = ['pending_payment', 'pending', 'confirmed'].includes(row.status);
  const by = row.reschedule_proposed_by;
  const start = row.reschedule_proposed_start;
  const end = row.reschedule_proposed_end;
  const at = row.reschedule_proposed_at;
  const expires = row.reschedule_proposal_expires_at;
  if (!open || !by || !start || !end || !at || !expires) return null;
  return {
    proposedBy: by,
    scheduledAt: start.toISOString(),
    endsAt: end.toISOString(),
    message: row.reschedule_proposal_message,
    proposedAt: at.toISOString(),
    expiresAt: expires.toISOString(),
  };
}

/** The contract's Consultation for a row and its ledger balances. */
export function toConsultation(
  row: ConsultationRow,
  balances: Balances,
  now: Date,
): ConsultationView {
  const money = (amount: number) => ({ amount, currency: row.currency });
  const moneyState = moneyOf(row, balances, now);
  return {
    id: row.id,
    expertId: row.expert_id,
    clientId: row.client_id,
    title: row.title,
    description: row.description,
    duration: row.duration_minutes as ConsultationView['duration'],
    scheduledAt: row.scheduled_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.status,
    consultationType: row.consultation_type,
    isQuick: row.is_quick,
    totalAmount: money(row.total_amount),
    platformFee: money(row.platform_fee),
    expertAmount: money(row.expert_amount),
    client: {
      id: row.client_id,
      firstName: row.client_first_name,
      lastName: row.client_last_name,
      profileImageUrl: row.client_profile_image_url,
    },
    expert: {
      id: row.expert_id,
      userId: row.expert_user_id,
      title: row.expert_title,
      user: {
        firstName: row.expert_first_name,
        lastName: row.expert_last_name,
        profileImageUrl: row.expert_profile_image_url,
      },
      category: { id: row.category_id, name: row.category_name },
      timeZone: row.expert_time_zone,
    },
    money: moneyState,
    deadlines: deadlinesOf(row, moneyState),
    startedAt: row.started_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
    cancellation: cancellationOf(row),
    dispute: row.dispute_opened_at
      ? {
          openedAt: row.dispute_opened_at.toISOString(),
          reason: row.dispute_reason ?? '',
          resolvedAt: row.dispute_resolved_at?.toISOString() ?? null,
          resolution: row.dispute_resolution,
          refund: row.dispute_refund === null ? null : money(row.dispute_refund),
          note: row.dispute_note,
        }
      : null,
    review:
      row.review_id && row.review_rating !== null && row.review_created_at
        ? toReview({
            id: row.review_id,
            rating: row.review_rating,
            comment: row.review_comment,
            expert_response: row.review_expert_response,
            responded_at: row.review_responded_at,
            created_at: row.review_created_at,
            first_name: row.client_first_name,
            last_name: row.client_last_name,
          })
        : null,
    rescheduleProposal: rescheduleProposalOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
