// Every duration of the consultation lifecycle (DESIGN §3), in milliseconds. The workflow receives the
// resolved values in its input, so a running consultation keeps the rules it was booked under and
// tests can shorten them to seconds.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The lifecycle's durations, all in milliseconds. */
export interface LifecycleConfig {
  /** Booking → unpaid bookings are cancelled after this. */
  paymentWindowMs: number;
  /** Payment → the expert must answer within this (and before the start, whichever is earlier). */
  expertResponseWindowMs: number;
  /** How long before the start the joining instructions go out. */
  joiningInstructionsLeadMs: number;
  /** How long before the start the reminder goes out. */
  startReminderLeadMs: number;
  /** How long before the start `Start Consultation` is allowed. */
  joinWindowLeadMs: number;
  /** How long after the start a still-confirmed consultation may be reported as an expert no-show. */
  noShowGraceMs: number;
  /** How long after the scheduled end an unfinished consultation gets a completion reminder. */
  overdueReminderAfterMs: number;
  /** How long after the scheduled end the overdue consultation is urgent. */
  overdueUrgentAfterMs: number;
  /** How long after the scheduled end the consultation is completed automatically. */
  autoCompleteAfterMs: number;
  /** A client cancelling at least this long before the start gets a full refund, else a partial one. */
  fullRefundLeadMs: number;
  /** Rescheduling is free until this long before the start. */
  freeRescheduleLeadMs: number;
  /** After completion the money stays in escrow this long: the complaint window. */
  escrowHoldMs: number;
  /** While a payout waits for the expert's payout account, the expert is reminded this often. */
  payoutAccountReminderMs: number;
  /** A payout waiting this long for the expert's payout account is handed to the admins (it keeps waiting). */
  payoutAccountAdminAfterMs: number;
}

/** DESIGN §3 defaults. */
export const DEFAULT_LIFECYCLE_CONFIG: Readonly<LifecycleConfig> = Object.freeze({
  paymentWindowMs: 30 * MINUTE,
  expertResponseWindowMs: 24 * HOUR,
  joiningInstructionsLeadMs: 24 * HOUR,
  startReminderLeadMs: HOUR,
  joinWindowLeadMs: 10 * MINUTE,
  noShowGraceMs: 15 * MINUTE,
  overdueReminderAfterMs: 24 * HOUR,
  overdueUrgentAfterMs: 3 * DAY,
  autoCompleteAfterMs: 7 * DAY,
  fullRefundLeadMs: 24 * HOUR,
  freeRescheduleLeadMs: 24 * HOUR,
  escrowHoldMs: 48 * HOUR,
  payoutAccountReminderMs: 3 * DAY,
  payoutAccountAdminAfterMs: 14 * DAY,
});

/** Fills missing durations with the defaults and rejects values that would make the timers meaningless. */
export function resolveLifecycleConfig(overrides: Partial<LifecycleConfig> = {}): LifecycleConfig {
  const config: LifecycleConfig = { ...DEFAULT_LIFECYCLE_CONFIG };
  for (const key of Object.keys(DEFAULT_LIFECYCLE_CONFIG) as (keyof LifecycleConfig)[]) {
    const value = overrides[key];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${key} must be a non-negative integer of milliseconds, got ${value}`);
    }
    config[key] = value;
  }
  // The overdue steps must come in order, or the urgent reminder could follow the auto-completion.
  if (
    !(config.overdueReminderAfterMs <= config.overdueUrgentAfterMs) ||
    !(config.overdueUrgentAfterMs <= config.autoCompleteAfterMs)
  ) {
    throw new RangeError('overdue reminder ≤ urgent ≤ auto-complete must hold');
  }
  return config;
}
