import type { Expert } from '@expertbridge/sdk';
import { formatUnits } from '../../../format/dates.js';
import { LOCALE } from '../../../format/locale.js';
import type { Translate } from '../../../i18n/I18nProvider.js';

/** How many languages a card lists before '+N more' (part 1 §9). */
export const LANGUAGES_SHOWN = 2;

/** The spec's fallbacks for missing data (part 1 §3). */
export function expertName(expert: Pick<Expert, 'user'>, t: Translate): string {
  const name = `${expert.user.firstName ?? ''} ${expert.user.lastName ?? ''}`.trim();
  return name || t('expert.unknownName');
}

/** The languages to list and how many more there are; none means English. */
export function languageSummary(languages: string[], t: Translate) {
  const all = languages.length > 0 ? languages : [t('expert.defaultLanguage')];
  return { shown: all.slice(0, LANGUAGES_SHOWN), more: Math.max(0, all.length - LANGUAGES_SHOWN) };
}

/** A country code for a country or location text: NZ, AU, or null (a globe). */
export function countryOf(text: string | null | undefined): 'NZ' | 'AU' | null {
  if (!text) return null;
  if (/\bNZ\b|new zealand|auckland|wellington|christchurch/i.test(text)) return 'NZ';
  if (/\bAU\b|australia|sydney|melbourne|brisbane|perth/i.test(text)) return 'AU';
  return null;
}

const FLAGS = { NZ: '🇳🇿', AU: '🇦🇺' } as const;

/** The flag emoji of a country code, or a globe. */
export function flagOf(country: 'NZ' | 'AU' | null): string {
  return country ? FLAGS[country] : '🌐';
}

/** The spec shows 5.0 for an expert without reviews (part 1 §2: "average rating (default 5.0)"). */
export const DEFAULT_RATING = 5;

/** The rating a profile shows: the average, or the spec's 5.0 before the first review. */
export function profileRating(expert: Pick<Expert, 'averageRating' | 'totalReviews'>): number {
  return expert.totalReviews > 0 ? expert.averageRating : DEFAULT_RATING;
}

/** The spec's response time for an expert who has none (part 1 §3). */
export const DEFAULT_RESPONSE_TIME = '24h';

/**
 * The expert's own response time, the spec's default when blank, in words as `formatUnits` says them: "2h" as
 * "2 hours", "1h" as "1 hour", "30m" as "30 minutes"; anything else as given. Cards, the preview, the profile
 * and Quick Info all use it, so they say one thing.
 */
export function responseTimeText(expert: Pick<Expert, 'responseTime'>): string {
  const given = expert.responseTime.trim() || DEFAULT_RESPONSE_TIME;
  const hours = /^(\d+)\s*(?:h|hrs?|hours?)$/i.exec(given);
  if (hours) return formatUnits(Number(hours[1]), 'hour');
  const minutes = /^(\d+)\s*(?:m|mins?|minutes?)$/i.exec(given);
  if (minutes) return formatUnits(Number(minutes[1]), 'minute');
  return given;
}

/** "Usually responds in 2 hours", from the expert's data. */
export function respondsIn(expert: Pick<Expert, 'responseTime'>, t: Translate): string {
  return t('expert.respondsIn', { time: responseTimeText(expert) });
}

/** A start as the card shows it, in the viewer's zone unless given: "Tue 1 Dec, 9:00 am". */
export function formatNextAvailable(value: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const dayPeriod = part('dayPeriod').toLowerCase();
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${dayPeriod}`;
}

/** The expert's next free time, or that there is none within the platform's 60-day horizon. */
export function nextAvailableText(
  expert: Pick<Expert, 'nextAvailableAt'>,
  t: Translate,
  timeZone?: string,
): string {
  return expert.nextAvailableAt
    ? t('expert.nextAvailable', { time: formatNextAvailable(expert.nextAvailableAt, timeZone) })
    : t('expert.noFreeTimes');
}
