import Router from '@koa/router';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requireAdmin, requireUser } from '../../platform/session.js';
import {
  enumParam,
  pageParams,
  pageQuery,
  parseQuery,
  uuidParam,
} from '../../platform/query-params.js';
import type { NotificationsService } from './notifications.service.js';

const listQuery = z.object({
  ...pageParams,
  unreadOnly: enumParam(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** My notifications (list, mark read) and the admins' view of the e-mail outbox. */
export const notificationsRoutes: ModuleRoutes<{ notifications: NotificationsService }> = (
  _deps,
  { notifications },
) => {
  const router = new Router();

  router.get('/api/notifications', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await notifications.list(user.id, parseQuery(listQuery, ctx.query));
  });

  router.post('/api/notifications/read-all', async (ctx) => {
    const user = requireUser(ctx);
    await notifications.readAll(user.id);
    ctx.status = 204;
  });

  router.post('/api/notifications/:id/read', async (ctx) => {
    const user = requireUser(ctx);
    // An id that is not a uuid names no notification: the same 404 as another user's.
    const id = uuidParam.safeParse(ctx.params.id);
    await notifications.read(user.id, id.success ? id.data : undefined);
    ctx.status = 204;
  });

  router.get('/api/admin/outbox', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await notifications.outbox(parseQuery(pageQuery, ctx.query));
  });

  return router;
};
