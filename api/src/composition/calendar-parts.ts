// The calendars module as both roots build it: the app's services (the feed, the imports, and the busy times the
// availability rules read through their ExternalBusyTimes port) and the worker's activities and schedule.
import type { Client } from '@temporalio/client';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db.js';
import type { AppDeps } from '../platform/deps.js';
import { platformSecret } from '../platform/secrets.js';
import { createSecretsRepository } from '../platform/secrets.repository.js';
import { createCalendarFeedService } from '../modules/calendars/calendar-feed.service.js';
import { createCalendarImportActivities } from '../modules/calendars/calendar-import-activities.js';
import {
  calendarImportStarter,
  ensureCalendarImportsSchedule,
} from '../modules/calendars/calendar-import-schedule.js';
import { createCalendarImportsService } from '../modules/calendars/calendar-imports.service.js';
import { createCalendarsRepository } from '../modules/calendars/calendars.repository.js';
import { createExternalBusyTimes } from '../modules/calendars/external-busy-times.js';

const fetchLimits = (config: Config) => ({ allowLoopback: config.CALENDAR_IMPORT_ALLOW_LOOPBACK });

/** The app's calendar services. `calendarBusyTimes` implements the availability rules' ExternalBusyTimes. */
export function calendarServicesFor(parts: Pick<AppDeps, 'config' | 'db' | 'logger' | 'temporal'>) {
  const { config, db, logger, temporal } = parts;
  const repository = createCalendarsRepository(db.knex);
  const secrets = createSecretsRepository(db.knex);
  let key: Promise<Buffer> | undefined;
  return {
    calendarFeeds: createCalendarFeedService({
      repository,
      key: () => (key ??= platformSecret(secrets, 'calendar-feed-tokens')),
      publicUrl: config.PUBLIC_URL,
    }),
    calendarImports: createCalendarImportsService({
      repository,
      limits: fetchLimits(config),
      start: temporal ? calendarImportStarter(temporal.client, temporal.taskQueue) : undefined,
      logger,
    }),
    calendarBusyTimes: createExternalBusyTimes(repository),
  };
}

/** The worker's activities for imported calendars. */
export function calendarImportActivitiesFor(deps: { config: Config; db: Database }) {
  return createCalendarImportActivities({
    repository: createCalendarsRepository(deps.db.knex),
    limits: fetchLimits(deps.config),
  });
}

/** Creates or updates the schedule that refreshes every import (CALENDAR_IMPORT_PERIOD_MS). */
export function ensureCalendarSchedule(deps: { config: Config; temporal: Client }) {
  return ensureCalendarImportsSchedule(deps.temporal, {
    periodMs: deps.config.CALENDAR_IMPORT_PERIOD_MS,
  });
}
