import type { components } from '@expertbridge/sdk';
import type { Logger } from 'pino';
import { AppError } from '../../platform/errors.js';
import type { CalendarsRepository } from './calendars.repository.js';
import { BUSY_DAYS } from './calendar-import-activities.js';
import { toCalendarImport } from './import-view.js';
import { CalendarFetchError, calendarUrl, checkedAddress, type FetchLimits } from './safe-fetch.js';

type CalendarImport = components['schemas']['CalendarImport'];

/** Calendars one expert may import. */
export const MAX_CALENDAR_IMPORTS = 5;
const DAY_MS = 86_400_000;

const notAnExpert = () =>
  AppError.forbidden('Only approved experts can import calendars', 'not_an_expert');
const importNotFound = () => AppError.notFound('Calendar import not found');
const refreshUnavailable = () =>
  new AppError(
    503,
    'calendar_refresh_unavailable',
    'Calendar refresh is unavailable. Please try again shortly.',
  );

/**
 * An approved expert's imported calendars and their busy times. Adding one starts its first fetch (`start`); when
 * Temporal cannot be reached the scheduled refresh fetches it instead, so the addition still succeeds.
 */
export function createCalendarImportsService(deps: {
  repository: CalendarsRepository;
  limits: FetchLimits;
  /** Starts one import's fetch; absent without Temporal. */
  start?: ((importId: string) => Promise<void>) | undefined;
  logger: Logger;
}) {
  const { repository, limits, start, logger } = deps;

  async function approvedExpert(userId: string) {
    const expert = await repository.expertOfUser(userId);
    if (!expert || expert.status !== 'approved') throw notAnExpert();
    return expert;
  }

  async function ownImport(userId: string, importId: string) {
    const expert = await approvedExpert(userId);
    const row = await repository.findImport(importId);
    if (!row || row.expert_id !== expert.id) throw importNotFound();
    return row;
  }

  /** The address as it will be fetched, or a 400 naming `url`. */
  async function checkUrl(raw: string): Promise<string> {
    const url = calendarUrl(raw);
    const refuse = (message: string) =>
      AppError.badRequest('validation_failed', message, { url: message });
    if (!url) throw refuse('Use an http:// or https:// (or webcal://) address.');
    try {
      await checkedAddress(url, limits);
    } catch (error) {
      // A host that does not resolve now may later; the fetch will say so on the import.
      if (error instanceof CalendarFetchError && !/could not find/.test(error.message)) {
        throw refuse(error.message);
      }
    }
    return url.toString();
  }

  return {
    /** The expert's imports, oldest first. */
    async list(userId: string): Promise<components['schemas']['CalendarImportList']> {
      const expert = await approvedExpert(userId);
      return { items: (await repository.listImports(expert.id)).map(toCalendarImport) };
    },

    /** Adds an import and fetches it at once. */
    async create(
      userId: string,
      input: components['schemas']['CreateCalendarImportRequest'],
    ): Promise<CalendarImport> {
      const expert = await approvedExpert(userId);
      const url = await checkUrl(input.url);
      const name = input.name?.trim() || new URL(url).hostname;
      const row = await repository.insertImport(
        { expertId: expert.id, name: name.slice(0, 100), url },
        MAX_CALENDAR_IMPORTS,
      );
      if (!row) {
        throw new AppError(
          422,
          'calendar_import_limit',
          `You can import at most ${MAX_CALENDAR_IMPORTS} calendars. Remove one to add another.`,
          { url: `At most ${MAX_CALENDAR_IMPORTS} calendars` },
        );
      }
      await start?.(row.id).catch((error: unknown) =>
        logger.warn(
          { err: error, importId: row.id },
          'the first fetch of a calendar import could not start',
        ),
      );
      return toCalendarImport(row);
    },

    /** Removes an import with its busy times. */
    async remove(userId: string, importId: string): Promise<void> {
      const expert = await approvedExpert(userId);
      if (!(await repository.deleteImport(importId, expert.id))) throw importNotFound();
    },

    /** Starts a fetch of the import now; answers it as it stands. */
    async refresh(userId: string, importId: string): Promise<CalendarImport> {
      const row = await ownImport(userId, importId);
      if (!start) throw refreshUnavailable();
      await start(row.id).catch((error: unknown) => {
        logger.warn({ err: error, importId }, 'a calendar refresh could not start');
        throw refreshUnavailable();
      });
      return toCalendarImport(row);
    },

    /**
     * The expert's busy times in [from, to), without titles: `from` defaults to now, `to` to 14 days after `from`;
     * at most 62 days.
     */
    async busyTimes(
      userId: string,
      query: { from?: Date | undefined; to?: Date | undefined },
    ): Promise<components['schemas']['BusyTimeList']> {
      const from = query.from ?? new Date();
      const to = query.to ?? new Date(from.getTime() + 14 * DAY_MS);
      const problem =
        to <= from
          ? 'Must be after from'
          : to.getTime() - from.getTime() > BUSY_DAYS * DAY_MS
            ? `The range is at most ${BUSY_DAYS} days`
            : undefined;
      if (problem)
        throw AppError.badRequest('validation_failed', 'The query is not valid', { to: problem });
      const expert = await approvedExpert(userId);
      const rows = await repository.busyTimes(expert.id, from, to);
      return {
        items: rows.map((row) => ({
          start: row.starts_at.toISOString(),
          end: row.ends_at.toISOString(),
          importId: row.import_id,
        })),
      };
    },
  };
}

export type CalendarImportsService = ReturnType<typeof createCalendarImportsService>;
