import type { components, Currency, Money } from '@expertbridge/sdk';
import { LOCALE } from '../../../format/locale.js';
import { sumByCurrency } from './MoneyFigures.js';

type Schemas = components['schemas'];
/** The expert half of the dashboard summary. */
export type ExpertSummary = NonNullable<Schemas['DashboardSummary']['asExpert']>;
type MonthRow = ExpertSummary['byMonth'][number];

// Analytics from the figures the API really returns (DESIGN §6: no placeholder percentages).

/**
 * Completed out of the consultations the expert accepted that have ended, as a whole percentage; null while
 * none has, so a new expert is not shown 0 %. A declined or unanswered request was never accepted, so it is
 * not a failed completion.
 */
export function completionRate({ completed, accepted }: ExpertSummary['completion']) {
  return {
    completed,
    accepted,
    percent: accepted === 0 ? null : Math.round((completed / accepted) * 100),
  };
}

/** The month (YYYY-MM) of an instant in UTC, as the API groups `byMonth`. */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The `count` months up to and including `last` (YYYY-MM), oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year = 0, month = 1] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

/** What the expert earned in one month, per currency (NZD first, as everywhere). */
export function earnedInMonth(byMonth: MonthRow[], month: string): Money[] {
  return sumByCurrency(
    byMonth
      .filter((row) => row.month === month && row.earned > 0)
      .map((row) => ({ amount: row.earned, currency: row.currency })),
  );
}

/** One currency's months for a chart: a row per month (zeros where nothing happened) and the largest amount. */
export interface MonthlySeries {
  currency: Currency;
  rows: { month: string; earned: number; consultations: number }[];
  max: number;
}

/** The months' earnings and completed consultations, one series per currency that has any. */
export function monthlySeries(byMonth: MonthRow[], months: string[]): MonthlySeries[] {
  const currencies = sumByCurrency(
    byMonth.map((row) => ({ amount: row.earned + row.consultations, currency: row.currency })),
  ).map((money) => money.currency);
  return currencies.map((currency) => {
    const rows = months.map((month) => {
      const row = byMonth.find((r) => r.month === month && r.currency === currency);
      return { month, earned: row?.earned ?? 0, consultations: row?.consultations ?? 0 };
    });
    return { currency, rows, max: Math.max(0, ...rows.map((r) => r.earned)) };
  });
}

/** A month key for people: "Nov 2026". */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00.000Z`));
}
