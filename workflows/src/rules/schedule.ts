// Time rules around the scheduled start (DESIGN §3). Times are epoch milliseconds; leads come from
// the lifecycle configuration.

/** The scheduled end: start + duration. */
export function endOf(startsAt: number, durationMinutes: number): number {
  return startsAt + durationMinutes * 60_000;
}

/** The expert must answer before the earlier of `paidAt + window` and the start. */
export function responseDeadline(paidAt: number, startsAt: number, windowMs: number): number {
  return Math.min(paidAt + windowMs, startsAt);
}

/** `Start Consultation` is allowed from `joinWindowLeadMs` before the start onwards. */
export function isJoinWindowOpen(now: number, startsAt: number, joinWindowLeadMs: number): boolean {
  return now >= startsAt - joinWindowLeadMs;
}

/** A consultation still confirmed `noShowGraceMs` after its start may be reported as an expert no-show. */
export function isNoShowReportable(now: number, startsAt: number, noShowGraceMs: number): boolean {
  return now >= startsAt + noShowGraceMs;
}

/** Why a reschedule is refused. */
export type RescheduleRefusal = 'too_late' | 'not_in_future' | 'unchanged';

/** Rescheduling is free up to `leadMs` before the current start, to a new start in the future. */
export function rescheduleRefusal(
  now: number,
  startsAt: number,
  newStartsAt: number,
  leadMs: number,
): RescheduleRefusal | undefined {
  if (startsAt - now < leadMs) return 'too_late';
  if (newStartsAt <= now) return 'not_in_future';
  if (newStartsAt === startsAt) return 'unchanged';
  return undefined;
}
