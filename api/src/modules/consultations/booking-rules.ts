// When a consultation may start (spec part 2 §2.1, §9): in the future, on the hour, from 09:00 to 18:00 in
// the expert's time zone. Zones with half-hour offsets (Adelaide, Darwin) are why "on the hour" is judged
// in the expert's zone and not in UTC.

import { BOOKING_HORIZON_MS } from '@expertbridge/workflows';
import { dateFormatPerZone } from '../../platform/date-format.js';

export const FIRST_START_HOUR = 9;
export const LAST_START_HOUR = 18;
const QUARTER_HOUR_MS = 15 * 60_000;
export const MAX_AVAILABILITY_RANGE_MS = 31 * 24 * 3_600_000;

const formatterFor = dateFormatPerZone('en-NZ', {
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The wall-clock hour and minute of an instant in a time zone. */
export function wallClock(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { hour: value('hour'), minute: value('minute') };
}

/** Whether the zone is one Intl knows (experts' zones are stored, but a bad one must not crash a request). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Why `startsAt` cannot be booked, or null when it can. */
export function startTimeProblem(startsAt: Date, timeZone: string, now: Date): string | null {
  if (startsAt.getTime() <= now.getTime()) return 'Choose a time in the future';
  if (startsAt.getUTCSeconds() !== 0 || startsAt.getUTCMilliseconds() !== 0) {
    return 'Choose a time on the hour between 09:00 and 18:00';
  }
  const { hour, minute } = wallClock(startsAt, timeZone);
  if (minute !== 0 || hour < FIRST_START_HOUR || hour > LAST_START_HOUR) {
    return 'Choose a time on the hour between 09:00 and 18:00';
  }
  return null;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

/** Whether two half-open ranges share any instant. */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * The latest start a booking made at `from` may take: the booking horizon, which bounds how long its payment is held.
 * A move keeps the horizon of its payment (or its booking, when unpaid), so moving a booking never stretches the hold.
 */
export function horizonEnd(from: Date): Date {
  return new Date(from.getTime() + BOOKING_HORIZON_MS);
}

/**
 * Bookable starts in [from, to): every bookable hour in the expert's zone whose consultation of
 * `durationMinutes` overlaps none of the busy ranges, after `now` and within the booking horizon. Steps by quarter
 * hours in UTC so that every zone's full hours are visited.
 */
export function availableSlots(options: {
  from: Date;
  to: Date;
  timeZone: string;
  durationMinutes: number;
  busy: readonly TimeRange[];
  now: Date;
}): TimeRange[] {
  const { from, to, timeZone, durationMinutes, busy, now } = options;
  const slots: TimeRange[] = [];
  const first = Math.ceil(from.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const last = Math.min(to.getTime(), horizonEnd(now).getTime() + 1);
  for (let at = first; at < last; at += QUARTER_HOUR_MS) {
    const start = new Date(at);
    if (startTimeProblem(start, timeZone, now) !== null) continue;
    const slot = { start, end: new Date(at + durationMinutes * 60_000) };
    if (!busy.some((range) => overlaps(slot, range))) slots.push(slot);
  }
  return slots;
}
