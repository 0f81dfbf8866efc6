import { LOCALE } from './locale.js';

/**
 * Where and how a date is shown: the viewer's own zone unless given (tests and server rendering pin it),
 * in en-NZ unless another locale is given (the admin pages' Korean).
 */
export interface DateFormat {
  timeZone?: string;
  locale?: string;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function zone(options: DateFormat): Intl.DateTimeFormatOptions {
  return options.timeZone ? { timeZone: options.timeZone } : {};
}

/** A long date (part 1 §1): "22 November 2026". */
export function formatDate(value: string | Date, options: DateFormat = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...zone(options),
  }).format(new Date(value));
}

/** A short date-time (part 1 §1): "22 Nov 2026, 2:00 pm". */
export function formatDateTime(value: string | Date, options: DateFormat = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...zone(options),
  }).format(new Date(value));
}

/**
 * Relative time (part 1 §1): under an hour in minutes ago, under a day in hours ago, under a week in
 * days ago, otherwise the full date.
 */
export function formatRelative(
  value: string | Date,
  now: Date = new Date(),
  options: DateFormat = {},
): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  const relative = new Intl.RelativeTimeFormat(options.locale ?? LOCALE, { numeric: 'always' });
  if (elapsed < HOUR) return relative.format(-Math.max(0, Math.floor(elapsed / 60000)), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(value, options);
}
