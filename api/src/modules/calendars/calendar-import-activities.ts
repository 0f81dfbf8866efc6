// The imported calendars' activities the worker runs: fetch one calendar (safely), read its busy times, and replace
// the stored ones; or record why it failed, keeping the last good busy times.
import type { CalendarImportActivities } from '@expertbridge/workflows';
import type { CalendarsRepository } from './calendars.repository.js';
import { CalendarReadError, readBusyRanges } from './ics-import.js';
import { CalendarFetchError, fetchCalendar, type FetchLimits } from './safe-fetch.js';

/** How far ahead busy times are read and kept. */
export const BUSY_DAYS = 62;
/** Busy ranges one calendar may yield. */
export const MAX_BUSY_INSTANCES = 5_000;

export function createCalendarImportActivities(deps: {
  repository: CalendarsRepository;
  limits: FetchLimits;
  now?: () => Date;
}): CalendarImportActivities {
  const { repository, limits } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async refreshCalendarImport({ importId }) {
      const row = await repository.importToFetch(importId);
      if (!row) return { outcome: 'gone' };
      let busy;
      try {
        const text = await fetchCalendar(row.url, limits);
        busy = readBusyRanges(text, {
          now: now(),
          days: BUSY_DAYS,
          zone: row.time_zone,
          maxInstances: MAX_BUSY_INSTANCES,
        });
      } catch (error) {
        if (!(error instanceof CalendarFetchError || error instanceof CalendarReadError)) {
          throw error;
        }
        const message = `${error.message} Your last busy times from this calendar still apply.`;
        await repository.recordFailed(importId, message, now());
        return { outcome: 'failed', error: message };
      }
      if (!(await repository.recordFetched(importId, busy, now()))) return { outcome: 'gone' };
      return { outcome: 'ok', busyCount: busy.length };
    },

    async listCalendarImportIds({ after, limit }) {
      return repository.importIdsAfter(after, limit);
    },
  };
}
