// The one rule of when an expert can be booked, pure (no I/O, no clock of its own): the expert's weekly hours and
// date overrides on their start granularity, read in their zone, less notice, horizon, daily limit, the time their
// consultations occupy (buffers included) and their calendars' busy times. `freeStarts` lists what may be booked;
// `whyNot` says why one start may not, with the same rules, so every list and every booking agree.
//
// Daylight saving: a wall-clock start that does not exist that day (the hour skipped when clocks go forward) is not
// offered; one that happens twice (the hour repeated when they go back) is offered once, at its first occurrence,
// and its second occurrence is refused as `invalid_start_time`, so an expert never gets two bookings at "02:00".
import { PLATFORM_HORIZON_DAYS, rangesOn, type AvailabilityRules } from './availability-rules.js';
import { dayResolver, localTimeOf, nextDate } from './zoned-time.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface TimeRange {
  start: Date;
  end: Date;
}

/** A consultation already holding the expert's time: its start, and the range it occupies with its buffers. */
export interface BookedTime {
  startsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
}

export interface SlotContext {
  rules: AvailabilityRules;
  now: Date;
  /** The platform's latest start: 60 days from a new booking, or from a moved booking's payment. */
  platformLatest: Date;
  /** The expert's active consultations (not the one being moved) around the times asked about. */
  booked: readonly BookedTime[];
  /** Busy times of the expert's imported calendars around the times asked about. */
  busy: readonly TimeRange[];
}

export type Refusal =
  | { code: 'invalid_start_time'; reason: 'past' | 'off_grid' | 'repeated_hour' }
  | { code: 'duration_not_offered' }
  | { code: 'beyond_booking_horizon'; latest: Date; bound: 'expert' | 'platform' }
  | { code: 'insufficient_notice'; noticeMinutes: number }
  | { code: 'outside_availability' }
  | { code: 'daily_limit_reached'; maxPerDay: number }
  | { code: 'slot_taken' }
  | { code: 'expert_busy' };

/** The latest start the expert's horizon and the platform's allow. */
export function latestStart(context: SlotContext): Date {
  const days = Math.min(context.rules.horizonDays, PLATFORM_HORIZON_DAYS);
  return new Date(
    Math.min(context.now.getTime() + days * DAY_MS, context.platformLatest.getTime()),
  );
}

/** The range a consultation starting at `startMs` occupies with the expert's buffers. */
export function occupiedRange(rules: AvailabilityRules, startMs: number, durationMinutes: number) {
  return {
    start: startMs - rules.bufferBeforeMinutes * MINUTE_MS,
    end: startMs + (durationMinutes + rules.bufferAfterMinutes) * MINUTE_MS,
  };
}

function overlapsAny(range: { start: number; end: number }, others: readonly TimeRange[]): boolean {
  return others.some((o) => range.start < o.end.getTime() && o.start.getTime() < range.end);
}

/** Bookings per local date of the expert's zone. */
function startsPerDay(context: SlotContext): Map<string, number> {
  const counts = new Map<string, number>();
  for (const b of context.booked) {
    const { date } = localTimeOf(b.startsAt, context.rules.timeZone);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** What stops a start that is on the grid and within the expert's hours: the daily limit, bookings, busy times. */
function conflict(
  context: SlotContext,
  startMs: number,
  durationMinutes: number,
  dayCount: number,
): Refusal | null {
  const { maxPerDay } = context.rules;
  if (maxPerDay !== null && dayCount >= maxPerDay)
    return { code: 'daily_limit_reached', maxPerDay };
  const range = occupiedRange(context.rules, startMs, durationMinutes);
  const held = context.booked.map((b) => ({ start: b.blockedFrom, end: b.blockedUntil }));
  if (overlapsAny(range, held)) return { code: 'slot_taken' };
  if (overlapsAny(range, context.busy)) return { code: 'expert_busy' };
  return null;
}

/**
 * The free starts of a consultation of `durationMinutes` in [from, to), earliest first, stopping after `limit`.
 * Each local date is walked on the grid of its ranges and every wall-clock start resolved to its instant.
 */
export function freeStarts(
  context: SlotContext,
  query: { from: Date; to: Date; durationMinutes: number; limit?: number },
): Date[] {
  const { rules, now } = context;
  if (!rules.durations.includes(query.durationMinutes as never)) return [];
  const earliest = Math.max(
    query.from.getTime(),
    now.getTime() + Math.max(rules.minimumNoticeMinutes * MINUTE_MS, 1),
  );
  const last = Math.min(query.to.getTime() - 1, latestStart(context).getTime());
  if (earliest > last) return [];
  const counts = startsPerDay(context);
  const limit = query.limit ?? Number.POSITIVE_INFINITY;
  const starts: Date[] = [];
  // A local date's times lie within 14 hours of its UTC midnight either way: a day's margin covers every zone.
  const lastDate = new Date(last + DAY_MS).toISOString().slice(0, 10);
  let date = new Date(earliest - DAY_MS).toISOString().slice(0, 10);
  for (; date <= lastDate && starts.length < limit; date = nextDate(date)) {
    const resolve = dayResolver(date, rules.timeZone);
    const dayCount = counts.get(date) ?? 0;
    for (const range of rangesOn(rules, date)) {
      const first = Math.ceil(range.from / rules.granularityMinutes) * rules.granularityMinutes;
      for (let minutes = first; minutes <= range.to; minutes += rules.granularityMinutes) {
        const at = resolve(minutes)[0];
        if (at === undefined || at < earliest || at > last) continue;
        if (conflict(context, at, query.durationMinutes, dayCount) === null)
          starts.push(new Date(at));
      }
    }
  }
  starts.sort((a, b) => a.getTime() - b.getTime());
  return starts.slice(0, limit);
}

/** Why a consultation of `durationMinutes` may not start at `start`, or null when it may. */
export function whyNot(context: SlotContext, start: Date, durationMinutes: number): Refusal | null {
  const { rules, now } = context;
  const at = start.getTime();
  if (at <= now.getTime()) return { code: 'invalid_start_time', reason: 'past' };
  const local = localTimeOf(start, rules.timeZone);
  if (at % MINUTE_MS !== 0 || local.minutes % rules.granularityMinutes !== 0) {
    return { code: 'invalid_start_time', reason: 'off_grid' };
  }
  if (!rules.durations.includes(durationMinutes as never)) return { code: 'duration_not_offered' };
  const latest = latestStart(context);
  if (at > latest.getTime()) {
    const bound = latest.getTime() < context.platformLatest.getTime() ? 'expert' : 'platform';
    return { code: 'beyond_booking_horizon', latest, bound };
  }
  if (at < now.getTime() + rules.minimumNoticeMinutes * MINUTE_MS) {
    return { code: 'insufficient_notice', noticeMinutes: rules.minimumNoticeMinutes };
  }
  const ranges = rangesOn(rules, local.date);
  if (!ranges.some((r) => r.from <= local.minutes && local.minutes <= r.to)) {
    return { code: 'outside_availability' };
  }
  if (dayResolver(local.date, rules.timeZone)(local.minutes)[0] !== at) {
    return { code: 'invalid_start_time', reason: 'repeated_hour' };
  }
  return conflict(context, at, durationMinutes, startsPerDay(context).get(local.date) ?? 0);
}

/**
 * Whether a consultation at `start` of `durationMinutes` fits the expert's hours as they stand: on the grid, within a
 * range of its date, of a duration offered. An accepted booking that no longer fits stays; its views say so.
 */
export function fitsHours(rules: AvailabilityRules, start: Date, durationMinutes: number): boolean {
  const local = localTimeOf(start, rules.timeZone);
  return (
    local.minutes % rules.granularityMinutes === 0 &&
    rules.durations.includes(durationMinutes as never) &&
    rangesOn(rules, local.date).some((r) => r.from <= local.minutes && local.minutes <= r.to)
  );
}
