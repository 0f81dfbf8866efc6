import { LOCALE } from './locale.js';

// Calendar arithmetic in a named time zone with Intl alone: bookings are on the hour in the expert's
// zone and shown in the viewer's, and a date picker speaks in the viewer's calendar days.

const HOUR = 60 * 60 * 1000;

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per locale, zone and options: building an Intl.DateTimeFormat costs far more than using one,
 * and a day of start times asks for the same few dozens of times.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The viewer's IANA time zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Year, month, day, hour and minute of an instant on a zone's wall clock. */
function wallClock(instant: Date, timeZone: string) {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of an instant in a zone, as `YYYY-MM-DD` (what `<input type="date">` holds). */
export function dateKeyIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The hour (0–23) of an instant on a zone's wall clock. */
export function hourIn(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone).hour;
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(new Date(instant), timeZone);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in a zone, daylight-saving changes included. */
export function startOfDayIn(dateKey: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = dateKey.split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, day);
  // The offset at the guess can differ from the offset at the answer across a change; ask twice.
  const guess = midnight - offsetAt(midnight, timeZone);
  return new Date(midnight - offsetAt(guess, timeZone));
}

/** The calendar day after a `YYYY-MM-DD` date. */
export function nextDateKey(dateKey: string): string {
  const [year = 0, month = 1, day = 1] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** An instant some whole hours after another. */
export function addHours(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * HOUR);
}

/** A time of day in en-NZ, in the given zone (the viewer's by default): "9:00 am". */
export function formatTime(value: string | Date, options: { timeZone?: string } = {}): string {
  return formatter(LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(new Date(value));
}

/** A zone's name for people at an instant: "New Zealand Daylight Time". */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  const parts = formatter(LOCALE, { timeZone, timeZoneName: 'long' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
