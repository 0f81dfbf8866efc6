// Imported calendars: each expert's external calendars (ICS addresses) are fetched by a small workflow when added or
// refreshed, and all of them every period by a Temporal Schedule that every worker creates or updates at start.
// Workflow-safe: names, types and the activities' interface only; the API implements the activities.

/** The Temporal Schedule that refreshes every import; one per namespace. */
export const CALENDAR_IMPORTS_SCHEDULE_ID = 'calendar-imports-refresh';

/** The id prefix of each refresh the schedule starts (Temporal appends the scheduled time). */
export const CALENDAR_IMPORTS_REFRESH_WORKFLOW_ID = 'calendar-imports-refresh';

/** One import's own fetch: at most one runs at a time per import. */
export const calendarImportWorkflowId = (importId: string) => `calendar-import-${importId}`;

/** What one fetch did. `gone`: the import was deleted meanwhile. */
export interface CalendarImportOutcome {
  outcome: 'ok' | 'failed' | 'gone';
  busyCount?: number;
  /** Why it failed, as the expert reads it. */
  error?: string;
}

/** One page of the scheduled refresh. */
export interface CalendarImportsRefreshInput {
  /** The last import id of the previous page (null: from the start). */
  after: string | null;
  pageSize: number;
  /** Fetches running at once. */
  concurrency: number;
}

/** The activities, implemented by the API. */
export interface CalendarImportActivities {
  /**
   * Fetches one import's calendar and replaces its busy times; a fetch or read failure is recorded on the import
   * (the last good busy times stay) and answered, not thrown. Throws only when the database is out of reach.
   */
  refreshCalendarImport(input: { importId: string }): Promise<CalendarImportOutcome>;
  /** Up to `limit` import ids after `after`, in id order. */
  listCalendarImportIds(input: { after: string | null; limit: number }): Promise<string[]>;
}
