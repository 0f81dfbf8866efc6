// How long a client's payment may sit in the platform's balance (DESIGN §4, "Holds"). We charge at booking and pay
// the expert after the complaint window, so the money waits in between; Stripe asks a platform on manual payouts in
// New Zealand and Australia to pay funds out within 90 days. The booking horizon is what keeps every hold inside
// that limit: a consultation starts at most BOOKING_HORIZON_MS after its payment (a booking, and any move of it, is
// refused beyond), and the rest of the way to the payout is fixed by the lifecycle's durations.

const DAY = 24 * 60 * 60_000;

/** The provider's limit on holding a payment before paying it out (Stripe, manual payouts, NZ and AU). */
export const PROVIDER_HOLDING_LIMIT_MS = 90 * DAY;

/** How far after its payment (or booking, before one) a consultation may start. */
export const BOOKING_HORIZON_DAYS = 60;
export const BOOKING_HORIZON_MS = BOOKING_HORIZON_DAYS * DAY;

/** The longest consultation (spec: 30, 60, 90 or 120 minutes). */
const LONGEST_CONSULTATION_MS = 120 * 60_000;

/** What the Terms promise for an admin's decision on a complaint: five business days, a week at most. */
export const COMPLAINT_RESOLUTION_MS = 7 * DAY;

/**
 * The longest a payment can be held before the expert is paid or the client refunded, with nobody waiting on a
 * third party: start within the horizon, the longest session, auto-completion, the complaint window, and an admin's
 * decision on a complaint.
 */
export function longestHoldMs(config: {
  /** After the end, the consultation is completed automatically. */
  autoCompleteAfterMs: number;
  /** After completion, the complaint window. */
  escrowHoldMs: number;
}): number {
  return (
    BOOKING_HORIZON_MS +
    LONGEST_CONSULTATION_MS +
    config.autoCompleteAfterMs +
    config.escrowHoldMs +
    COMPLAINT_RESOLUTION_MS
  );
}
