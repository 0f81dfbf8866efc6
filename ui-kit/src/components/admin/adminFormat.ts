import { useMemo } from 'react';
import { formatDateTime } from '../../format/dates.js';
import { INTL_LOCALES } from '../../format/locale.js';
import { useLocale } from '../../i18n/I18nProvider.js';

/** A person's first and last name, as the admin pages list the parties. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * Dates, months, counts and rates in the admin pages' language (Korean by default), so a Korean sentence
 * does not carry an English date. Money keeps its NZ$/A$ form in both.
 */
export function useAdminFormat() {
  const locale = INTL_LOCALES[useLocale('admin')];
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
    const month = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return {
      dateTime: (value: string) => formatDateTime(value, { locale }),
      time: (value: number | Date) => time.format(value),
      /** A `YYYY-MM` month of the API (UTC) as words: "2026년 10월", "October 2026". */
      month: (key: string) => {
        const [year, monthNumber] = key.split('-').map(Number);
        return month.format(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
      },
      count: (value: number) => count.format(value),
      percent: (fraction: number) => percent.format(fraction),
    };
  }, [locale]);
}
