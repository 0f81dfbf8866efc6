// The imported calendars' activities the worker runs: fetch one calendar (safely), read its busy times, and replace
// the stored ones; or record why it failed, keeping the last good busy times. The fetch runs here; the reading runs on
// a thread of its own (ics-read-pool.ts), so that a hostile file cannot stall the worker's event loop.
import type { CalendarImportActivities } from '@expertbridge/workflows';
import type { CalendarsRepository } from './calendars.repository.js';
import { CalendarReadError } from './ics-import.js';
import { createIcsReadPool, type IcsReadPool } from './ics-read-pool.js';
import { CalendarFetchError, fetchCalendar, type FetchLimits } from './safe-fetch.js';

/** How far ahead busy times are read and kept. */
export const BUSY_DAYS = 62;
/** Busy ranges one calendar may yield. */
export const MAX_BUSY_INSTANCES = 5_000;

export function createCalendarImportActivities(deps: {
  repository: CalendarsRepository;
  limits: FetchLimits;
  now?: () => Date;
  /** Where calendars are read: by default threads that close when idle, so the process needs no call to stop them. */
  reader?: IcsReadPool;
}): CalendarImportActivities {
  const { repository, limits } = deps;
  const reader = deps.reader ?? createIcsReadPool();
  const now = deps.now ?? (() => new Date());
  return {
    async refreshCalendarImport({ importId }) {
      const row = await repository.importToFetch(importId);
      if (!row) return { outcome: 'gone' };
      let busy;
      try {
        const text = await fetchCalendar(row.url, limits);
        busy = await reader.read(text, {
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
