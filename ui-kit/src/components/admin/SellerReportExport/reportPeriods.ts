import type { SellerReportRegime } from '../../../hooks/sellerReports.js';

/** A period a regime reports on: its first and last days, and how to name it. */
export interface ReportPeriod {
  key: string;
  from: string;
  to: string;
  /** The half of the year (AU SERR) or none (NZ DPI's calendar year). */
  half: 1 | 2 | null;
  year: number;
  /** Whether it has not ended yet. */
  current: boolean;
}

/** How many days after `from` a report's `to` may be (the API's limit: a year with a leap day). */
export const MAX_SPAN_DAYS = 366;

/** Today's date in New Zealand, where the reports' dates are read. */
export function nzToday(now: Date): { year: number; month: number; iso: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(now);
  const [year, month] = iso.split('-').map(Number);
  return { year: year!, month: month!, iso };
}

/**
 * The periods offered for a regime, newest first: the AU regime reports half-years (January to June, July to
 * December), the NZ rules calendar years; the one in progress first, then the three before it.
 */
export function reportPeriods(regime: SellerReportRegime, now: Date): ReportPeriod[] {
  const today = nzToday(now);
  if (regime === 'nz_dpi') {
    return [0, 1, 2, 3].map((back) => {
      const year = today.year - back;
      return {
        key: `${year}`,
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        half: null,
        year,
        current: back === 0,
      };
    });
  }
  const currentHalf = today.month <= 6 ? 1 : 2;
  return [0, 1, 2, 3].map((back) => {
    const index = today.year * 2 + (currentHalf - 1) - back;
    const year = Math.floor(index / 2);
    const half = (index % 2) + 1;
    return {
      key: `${year}-H${half}`,
      from: half === 1 ? `${year}-01-01` : `${year}-07-01`,
      to: half === 1 ? `${year}-06-30` : `${year}-12-31`,
      half: half as 1 | 2,
      year,
      current: back === 0,
    };
  });
}

/** The period a regime's report is usually wanted for: the latest that has ended. */
export function lastCompletePeriod(regime: SellerReportRegime, now: Date): ReportPeriod {
  return reportPeriods(regime, now)[1]!;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** What is wrong with a custom period, by field: a missing or impossible date, the wrong order, too long. */
export function customPeriodProblems(
  from: string,
  to: string,
): Partial<Record<'from' | 'to', 'required' | 'order' | 'span'>> {
  const problems: Partial<Record<'from' | 'to', 'required' | 'order' | 'span'>> = {};
  if (!DATE.test(from) || Number.isNaN(dayNumber(from))) problems.from = 'required';
  if (!DATE.test(to) || Number.isNaN(dayNumber(to))) problems.to = 'required';
  if (problems.from || problems.to) return problems;
  if (dayNumber(to) < dayNumber(from)) return { to: 'order' };
  // As the API counts it: `to` at most 366 days after `from`.
  if (dayNumber(to) - dayNumber(from) > MAX_SPAN_DAYS) return { to: 'span' };
  return {};
}
