// A report's period: calendar dates in New Zealand time, both ends included, as the instants the ledger's
// timestamps are compared with. One zone for every seller, whichever regime: the platform is run from New Zealand,
// its monthly statements default to that zone, and a report must give every posting to exactly one period.
import { localFields, zonedInstant } from '../../platform/zone-time.js';

export const REPORT_ZONE = 'Pacific/Auckland';

function midnight(year: number, month: number, day: number): Date {
  // Date.UTC rolls day 32 into the next month, and so on, which the day after `to` relies on.
  const date = new Date(Date.UTC(year, month - 1, day));
  return zonedInstant(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    REPORT_ZONE,
  );
}

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** From the start of `from` to the start of the day after `to`, in New Zealand time (`until` excluded). */
export function periodInstants(from: string, to: string): { from: Date; until: Date } {
  const [toYear, toMonth, toDay] = parts(to);
  return { from: midnight(...parts(from)), until: midnight(toYear, toMonth, toDay + 1) };
}

/** A calendar year as the dates of a report. */
export function yearPeriod(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The year it is now in New Zealand. */
export function currentReportYear(now: Date): number {
  return localFields(now, REPORT_ZONE).year;
}
