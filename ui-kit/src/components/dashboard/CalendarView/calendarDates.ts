import { LOCALE } from '../../../format/locale.js';
import { dateKeyIn, nextDateKey, startOfDayIn } from '../../../format/zones.js';

// Calendar days as `YYYY-MM-DD` keys: pure date arithmetic (in UTC, where every day has 24 hours), turned
// into instants only at the edges of a period, in the viewer's zone.

/** A calendar's two views. */
export type CalendarMode = 'month' | 'week';

const fromKey = (key: string) => new Date(`${key}T00:00:00.000Z`);
const toKey = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a day. */
export function addDays(key: string, days: number): string {
  const date = fromKey(key);
  date.setUTCDate(date.getUTCDate() + days);
  return toKey(date);
}

/** Monday 0 to Sunday 6: weeks start on Monday in New Zealand and Australia. */
export function weekdayOf(key: string): number {
  return (fromKey(key).getUTCDay() + 6) % 7;
}

/** The first day of the day's month. */
export function monthStart(key: string): string {
  return `${key.slice(0, 7)}-01`;
}

/** The first day of the month `months` after the day's month. */
export function addMonths(key: string, months: number): string {
  const date = fromKey(monthStart(key));
  date.setUTCMonth(date.getUTCMonth() + months);
  return toKey(date);
}

/** The days a view shows: whole weeks, Monday first, covering the month (or the one week) of the day. */
export function visibleDays(mode: CalendarMode, key: string): string[] {
  const first = mode === 'month' ? monthStart(key) : key;
  const last = mode === 'month' ? addDays(addMonths(key, 1), -1) : key;
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, 6 - weekdayOf(last));
  const days: string[] = [];
  for (let day = start; day <= end; day = nextDateKey(day)) days.push(day);
  return days;
}

/** The instants a list of days spans in a zone: from the first day's start to the next day after the last. */
export function rangeOf(days: string[], timeZone: string): { from: string; to: string } {
  return {
    from: startOfDayIn(days[0]!, timeZone).toISOString(),
    to: startOfDayIn(nextDateKey(days[days.length - 1]!), timeZone).toISOString(),
  };
}

/** The day an instant falls on in a zone. */
export function dayOf(instant: string, timeZone: string): string {
  return dateKeyIn(new Date(instant), timeZone);
}

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });

/** The period's heading: "December 2026", or "30 November – 6 December 2026" for a week. */
export function periodLabel(mode: CalendarMode, key: string): string {
  if (mode === 'month') return format({ month: 'long', year: 'numeric' }).format(fromKey(key));
  const [first, , , , , , last] = visibleDays('week', key);
  return format({ day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
    fromKey(first!),
    fromKey(last!),
  );
}

/** A day for people: "Tuesday, 1 December 2026". */
export function dayLabel(key: string): string {
  return format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    fromKey(key),
  );
}

/** Monday to Sunday, short and long: "Mon" and "Monday". */
export function weekdayNames(): { short: string; long: string }[] {
  // 7 December 2026 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = fromKey(addDays('2026-12-07', i));
    return {
      short: format({ weekday: 'short' }).format(day),
      long: format({ weekday: 'long' }).format(day),
    };
  });
}
