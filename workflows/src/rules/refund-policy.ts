// Who gets what back when a consultation is cancelled (DESIGN §3).
import { DEFAULT_LIFECYCLE_CONFIG } from '../lifecycle-config.js';
import { percentOf } from './pricing.js';

/** The share refunded to a client who cancels late, in basis points (50 %). */
export const LATE_CANCELLATION_REFUND_BASIS_POINTS = 5000;

/** Who cancels a consultation. */
export type CancelledBy = 'client' | 'expert' | 'admin';

/** Why an amount is refunded; the API turns it into the client's message. */
export type RefundReason =
  | 'nothing_paid'
  | 'not_yet_accepted'
  | 'client_cancelled_early'
  | 'client_cancelled_late'
  | 'expert_cancelled'
  | 'admin_cancelled';

/** The refund decided by the policy; `retained` (paid − refund) stays to be split as a payout. */
export interface RefundDecision {
  refund: number;
  retained: number;
  reason: RefundReason;
}

/** Input of {@link refundFor}; times are epoch milliseconds. */
export interface RefundQuery {
  by: CancelledBy;
  cancelledAt: number;
  startsAt: number;
  paid: number;
  /** How long before the start a client still gets everything back (DESIGN: 24 h). */
  fullRefundLeadMs?: number;
  /**
   * Whether the expert has accepted. The policy is for confirmed consultations (DESIGN §3): withdrawing a request
   * the expert has not accepted refunds everything, however close the start.
   */
  accepted?: boolean;
}

/**
 * The cancellation refund: full when the expert or an admin cancels, when the expert has not accepted yet, or when
 * the client cancels 24 h or more before the start; 50 % (rounded half up to the cent, the rest retained) when the
 * client cancels a confirmed consultation later.
 */
export function refundFor(query: RefundQuery): RefundDecision {
  const { by, cancelledAt, startsAt, paid } = query;
  if (!Number.isSafeInteger(paid) || paid < 0) {
    throw new RangeError(`paid must be a non-negative integer of minor units, got ${paid}`);
  }
  const full = (reason: RefundReason): RefundDecision => ({ refund: paid, retained: 0, reason });
  if (paid === 0) return full('nothing_paid');
  if (by === 'expert') return full('expert_cancelled');
  if (by === 'admin') return full('admin_cancelled');
  if (query.accepted === false) return full('not_yet_accepted');
  const lead = query.fullRefundLeadMs ?? DEFAULT_LIFECYCLE_CONFIG.fullRefundLeadMs;
  // "24 h or more before": exactly 24 h still counts as early.
  if (startsAt - cancelledAt >= lead) return full('client_cancelled_early');
  const refund = percentOf(paid, LATE_CANCELLATION_REFUND_BASIS_POINTS);
  return { refund, retained: paid - refund, reason: 'client_cancelled_late' };
}
