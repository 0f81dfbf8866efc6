// Wall-clock arithmetic in an IANA zone with Intl alone. A local date is 'YYYY-MM-DD'; a local time is minutes
// since its midnight. Offsets are read from Intl at the instant in question, so daylight saving, half-hour zones
// (Adelaide), 30-minute shifts (Lord Howe) and +12:45 (Chatham) need no table of ours.
import { canonicalZone, isKnownZone, offsetMinutes as offsetAt } from '../../platform/zone-time.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Whether Intl knows the zone (a stored zone that it does not must not crash a request). */
export const isKnownTimeZone = isKnownZone;

/** The zone as Intl names it ('pacific/auckland' is stored as 'Pacific/Auckland'); the zone must be known. */
export const canonicalTimeZone = canonicalZone;

/** The zone's offset from UTC at `atMs`, in minutes (east positive). */
export function offsetMinutes(atMs: number, timeZone: string): number {
  return offsetAt(new Date(atMs), timeZone);
}

/** The local date and time of an instant in the zone. */
export function localTimeOf(at: Date, timeZone: string): { date: string; minutes: number } {
  const local = at.getTime() + offsetMinutes(at.getTime(), timeZone) * MINUTE_MS;
  const minutes = Math.floor((local % DAY_MS) / MINUTE_MS);
  return { date: new Date(local - (local % DAY_MS)).toISOString().slice(0, 10), minutes };
}

/** Midnight UTC of a local date, the "naive" millisecond value its wall-clock times are counted from. */
export function naiveMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The date after `date`. */
export function nextDate(date: string): string {
  return new Date(naiveMidnight(date) + DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(naiveMidnight(date)).getUTCDay() + 6) % 7;
}

/**
 * Resolves the wall-clock times of one local date to instants. A date far from any offset change maps every time
 * with one offset; near one, each time is tried against the offsets on either side. A time that does not exist
 * (the hour skipped when clocks go forward) has no instant; a time that happens twice (the hour repeated when they
 * go back) has both, earliest first.
 */
export function dayResolver(date: string, timeZone: string): (minutes: number) => number[] {
  const midnight = naiveMidnight(date);
  const before = offsetMinutes(midnight - DAY_MS, timeZone);
  const after = offsetMinutes(midnight + 2 * DAY_MS, timeZone);
  if (before === after) {
    return (minutes) => [midnight + (minutes - before) * MINUTE_MS];
  }
  const candidates = [Math.max(before, after), Math.min(before, after)];
  return (minutes) =>
    candidates
      .filter(
        (offset) => offsetMinutes(midnight + (minutes - offset) * MINUTE_MS, timeZone) === offset,
      )
      .map((offset) => midnight + (minutes - offset) * MINUTE_MS);
}
