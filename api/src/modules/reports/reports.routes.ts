import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requireAdmin, requireUser } from '../../platform/session.js';
import type { ReportsService } from './reports.service.js';

/** GET /api/admin/revenue (admins) and GET /api/dashboard/summary (the signed-in user's own figures). */
export const reportsRoutes: ModuleRoutes<{ reports: ReportsService }> = (
  _deps,
  { reports: service },
) => {
  const router = new Router();

  router.get('/api/admin/revenue', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.revenue();
  });

  router.get('/api/dashboard/summary', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.dashboard(user.id);
  });

  return router;
};
