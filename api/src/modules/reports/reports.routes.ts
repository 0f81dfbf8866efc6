import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requireAdmin, requireUser } from '../../platform/session.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService } from './reports.service.js';

/** GET /api/admin/revenue (admins) and GET /api/dashboard/summary (the signed-in user's own figures). */
export const reportsRoutes: ModuleRoutes = ({ db }) => {
  const router = new Router();
  const service = createReportsService({ repository: createReportsRepository(db.knex) });

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
