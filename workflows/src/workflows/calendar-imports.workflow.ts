// The fetches of imported calendars: one import's (started when an expert adds or refreshes it) and the scheduled
// refresh of them all, page by page, a few at a time; a page's end continues as new so the history stays short.
import { continueAsNew, proxyActivities } from '@temporalio/workflow';
import type {
  CalendarImportActivities,
  CalendarImportOutcome,
  CalendarImportsRefreshInput,
} from '../calendar-imports.js';

const { refreshCalendarImport, listCalendarImportIds } = proxyActivities<CalendarImportActivities>({
  // A fetch is bounded to 10 s and a read to a few; the rest is the database.
  startToCloseTimeout: '1 minute',
  // Failures of the calendar's server are recorded, not thrown: a retry is only for our own database.
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
});

/** Fetches one import now. */
export async function calendarImportWorkflow(input: {
  importId: string;
}): Promise<CalendarImportOutcome> {
  return refreshCalendarImport(input);
}

/** Fetches every import, `concurrency` at a time, one page per run. */
export async function calendarImportsRefreshWorkflow(
  input: CalendarImportsRefreshInput,
): Promise<{ refreshed: number; failed: number }> {
  const ids = await listCalendarImportIds({ after: input.after, limit: input.pageSize });
  let refreshed = 0;
  let failed = 0;
  for (let i = 0; i < ids.length; i += input.concurrency) {
    const outcomes = await Promise.all(
      ids
        .slice(i, i + input.concurrency)
        .map((importId) =>
          refreshCalendarImport({ importId }).catch(() => ({ outcome: 'failed' }) as const),
        ),
    );
    for (const { outcome } of outcomes) {
      if (outcome === 'failed') failed += 1;
      else refreshed += 1;
    }
  }
  if (ids.length === input.pageSize) {
    return continueAsNew<typeof calendarImportsRefreshWorkflow>({ ...input, after: ids.at(-1)! });
  }
  return { refreshed, failed };
}
