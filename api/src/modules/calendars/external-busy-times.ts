// The imported calendars' busy times as the availability rules ask for them (their ExternalBusyTimes port).
import type { CalendarsRepository } from './calendars.repository.js';

/** Implements the scheduling module's ExternalBusyTimes: an expert's imported busy ranges overlapping [from, to). */
export function createExternalBusyTimes(repository: Pick<CalendarsRepository, 'busyTimes'>) {
  return {
    async busyRanges(
      expertId: string,
      from: Date,
      to: Date,
    ): Promise<{ start: Date; end: Date }[]> {
      const rows = await repository.busyTimes(expertId, from, to);
      return rows.map((row) => ({ start: row.starts_at, end: row.ends_at }));
    },
  };
}
