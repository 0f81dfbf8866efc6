// zod at the edge of the seller reports; mirrors openapi.yaml (the regime and period of the admins' report, the
// year and format of an expert's annual summary).
import { z } from 'zod';
import { enumParam, integerParam } from '../../platform/query-params.js';

export const SELLER_REPORT_REGIMES = ['au_serr', 'nz_dpi'] as const;
export type SellerReportRegime = (typeof SELLER_REPORT_REGIMES)[number];

/** The longest period one report covers: a year, a leap day included, between `from` and `to`. */
export const MAX_SPAN_DAYS = 366;

const DAY_MS = 86_400_000;

/** The day number (days since 1970-01-01) of a real calendar date written YYYY-MM-DD, or undefined. */
export function dayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return date.getTime() / DAY_MS;
}

const calendarDate = (what: string) =>
  z
    .string({ error: `Give ${what} as YYYY-MM-DD` })
    .refine((value) => dayNumber(value) !== undefined, `Give ${what} as a real date, YYYY-MM-DD`);

export const sellerReportQuery = z
  .object({
    regime: enumParam(SELLER_REPORT_REGIMES),
    from: calendarDate('the first day'),
    to: calendarDate('the last day'),
  })
  .superRefine(({ from, to }, context) => {
    const span = dayNumber(to)! - dayNumber(from)!;
    if (span < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after from' });
    } else if (span > MAX_SPAN_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Must be at most ${MAX_SPAN_DAYS} days after from`,
      });
    }
  });
export type SellerReportQuery = z.output<typeof sellerReportQuery>;

export const ANNUAL_SUMMARY_FORMATS = ['csv', 'pdf'] as const;
export type AnnualSummaryFormat = (typeof ANNUAL_SUMMARY_FORMATS)[number];

/** The first year the platform took payments; the summary goes no further back. */
export const FIRST_SUMMARY_YEAR = 2020;

/** The annual summary's query, up to `currentYear` (New Zealand's, at the time of asking). */
export function annualSummaryQuery(currentYear: number) {
  return z.object({
    year: integerParam(FIRST_SUMMARY_YEAR, currentYear),
    format: enumParam(ANNUAL_SUMMARY_FORMATS).default('csv'),
  });
}
