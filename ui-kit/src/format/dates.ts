import { LOCALE } from './locale.js';

/**
 * Where and how a date is shown: the viewer's own zone unless given (tests and server rendering pin it),
 * in en-NZ unless another locale is given (the admin pages' Korean).
 */
export interface DateFormat {
  timeZone?: string;
  locale?: string;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
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

/** Options of a relative time: where and how, and the words for "just now" from the catalogue. */
export interface RelativeFormat extends DateFormat {
  /** Under a minute ago; Intl's own word ("now") unless given. */
  justNow?: string;
}

/**
 * Relative time (part 1 §1): under a minute "just now", under an hour in minutes ago, under a day in hours ago,
 * under a week in days ago, otherwise the full date. Intl words the plurals ("1 minute ago", "2 minutes ago").
 */
export function formatRelative(
  value: string | Date,
  now: Date = new Date(),
  options: RelativeFormat = {},
): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  const locale = options.locale ?? LOCALE;
  // A viewer's clock a little behind the server's makes a fresh item look as if from the future: just now too.
  if (elapsed < MINUTE) {
    return (
      options.justNow ??
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
    );
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(value, options);
}

const SECOND = { unit: 'second', ms: 1000 } as const;
const UNITS = [
  { unit: 'day', ms: DAY },
  { unit: 'hour', ms: HOUR },
  { unit: 'minute', ms: MINUTE },
  SECOND,
] as const;

/** A count of one unit in words, singular or plural as the locale says: "1 day", "3 hours". */
export function formatUnits(
  count: number,
  unit: (typeof UNITS)[number]['unit'],
  options: Pick<DateFormat, 'locale'> = {},
): string {
  return new Intl.NumberFormat(options.locale ?? LOCALE, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
}

/**
 * A configured duration in words, in the largest unit that states it exactly: "30 minutes", "48 hours",
 * "30 days" (hours up to three days, as the policies word them: "48 hours", not "2 days"). A duration that
 * no whole unit states is rounded up to the next second, so a positive one never reads "0".
 */
export function formatDuration(ms: number, options: Pick<DateFormat, 'locale'> = {}): string {
  const whole = (size: number) => ms > 0 && ms % size === 0;
  const found =
    UNITS.find(({ unit, ms: size }) => whole(size) && !(unit === 'day' && ms < 3 * DAY)) ?? SECOND;
  const count = found.unit === 'second' ? Math.ceil(ms / 1000) : ms / found.ms;
  return formatUnits(count, found.unit, options);
}
