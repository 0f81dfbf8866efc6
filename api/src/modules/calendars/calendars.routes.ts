import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { idParam, parseQuery } from '../../platform/query-params.js';
import type { RateLimitCounters } from '../../platform/rate-limit.repository.js';
import { fixedWindowLimitPair } from '../../platform/rate-limit.js';
import { requireUser } from '../../platform/session.js';
import { parseOrThrow } from '../../platform/validation.js';
import { AppError } from '../../platform/errors.js';
import { busyTimesQuery, createCalendarImportSchema, feedFileParam } from './calendars.schemas.js';
import { feedNotFound, type CalendarFeedService } from './calendar-feed.service.js';
import type { CalendarImportsService } from './calendar-imports.service.js';

const importId = (raw: string | undefined) =>
  idParam(raw, () => AppError.notFound('Calendar import not found'));

/** The user's own feed, the feed file by its secret token, and an approved expert's imports and busy times. */
export const calendarsRoutes: ModuleRoutes<{
  calendarFeeds: CalendarFeedService;
  calendarImports: CalendarImportsService;
  counters: RateLimitCounters;
}> = ({ config }, { calendarFeeds, calendarImports, counters }) => {
  const router = new Router();
  // Calendar apps poll a feed every few minutes to hours, and Google's or Microsoft's servers fetch many users'
  // feeds from few addresses: a limit per feed, and a far higher one per address against token guessing.
  const feedLimit = fixedWindowLimitPair(
    counters,
    {
      limit: config.CALENDAR_FEED_RATE_LIMIT * 20,
      windowSeconds: 3600,
      message: 'Too many calendar requests from this address. Try again later.',
    },
    {
      limit: config.CALENDAR_FEED_RATE_LIMIT,
      windowSeconds: 3600,
      message: 'This calendar feed was read too often. Try again later.',
    },
  );

  router.get('/api/calendar/feed', async (ctx) => {
    ctx.body = await calendarFeeds.get(requireUser(ctx).id);
  });

  router.post('/api/calendar/feed', async (ctx) => {
    const user = requireUser(ctx);
    ctx.status = 201;
    ctx.body = await calendarFeeds.regenerate(user.id);
  });

  router.delete('/api/calendar/feed', async (ctx) => {
    await calendarFeeds.remove(requireUser(ctx).id);
    ctx.status = 204;
  });

  router.get('/api/calendar-feeds/:file', async (ctx) => {
    const file = feedFileParam.safeParse(ctx.params.file);
    if (!file.success) throw feedNotFound();
    const token = file.data.slice(0, -'.ics'.length);
    await feedLimit(`calendar-feed-ip:${ctx.ip.slice(0, 100)}`, `calendar-feed:${token}`);
    const text = await calendarFeeds.render(token);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = text;
  });

  router.get('/api/experts/me/calendar-imports', async (ctx) => {
    ctx.body = await calendarImports.list(requireUser(ctx).id);
  });

  router.post('/api/experts/me/calendar-imports', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseOrThrow(createCalendarImportSchema, requestBody(ctx));
    ctx.status = 201;
    ctx.body = await calendarImports.create(user.id, input);
  });

  router.delete('/api/experts/me/calendar-imports/:importId', async (ctx) => {
    const user = requireUser(ctx);
    await calendarImports.remove(user.id, importId(ctx.params.importId));
    ctx.status = 204;
  });

  router.post('/api/experts/me/calendar-imports/:importId/refresh', async (ctx) => {
    const user = requireUser(ctx);
    ctx.status = 202;
    ctx.body = await calendarImports.refresh(user.id, importId(ctx.params.importId));
  });

  router.get('/api/experts/me/busy-times', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await calendarImports.busyTimes(user.id, parseQuery(busyTimesQuery, ctx.query));
  });

  return router;
};
