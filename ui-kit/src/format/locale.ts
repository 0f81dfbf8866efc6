import type { Locale } from '../i18n/catalogue.js';

/** The product's locale (part 1 §1): New Zealand English. */
export const LOCALE = 'en-NZ';

/** The Intl locale that formats dates and numbers for each catalogue language. */
export const INTL_LOCALES: Record<Locale, string> = { en: LOCALE, ko: 'ko-KR' };
