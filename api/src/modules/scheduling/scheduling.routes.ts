import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { requireUser } from '../../platform/session.js';
import { parseOrThrow } from '../../platform/validation.js';
import { availabilitySettingsSchema } from './scheduling.schemas.js';
import type { SchedulingService } from './scheduling.service.js';

/**
 * GET and PUT /api/experts/me/availability-settings, POST .../preview: the signed-in expert's own settings (no id in
 * the path: never another's).
 */
export const schedulingRoutes: ModuleRoutes<{ scheduling: SchedulingService }> = (
  _deps,
  { scheduling },
) => {
  const router = new Router();

  router.get('/api/experts/me/availability-settings', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await scheduling.getOwn(user.id);
  });

  router.put('/api/experts/me/availability-settings', async (ctx) => {
    const user = requireUser(ctx);
    const body = parseOrThrow(availabilitySettingsSchema, requestBody(ctx));
    ctx.body = await scheduling.saveOwn(user.id, body);
  });

  router.post('/api/experts/me/availability-settings/preview', async (ctx) => {
    const user = requireUser(ctx);
    const body = parseOrThrow(availabilitySettingsSchema, requestBody(ctx));
    ctx.body = await scheduling.previewOwn(user.id, body);
  });

  return router;
};
