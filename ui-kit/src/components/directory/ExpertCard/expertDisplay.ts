import type { Expert } from '@expertbridge/sdk';
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

/** "2h" as "2 hours"; anything else as given. */
export function responseTimeText(responseTime: string, t: Translate): string {
  const hours = /^(\d+)\s*h$/i.exec(responseTime.trim());
  return hours ? t('expert.hours', { count: Number(hours[1]) }) : responseTime;
}
