import Router from '@koa/router';
import type { Context } from 'koa';
import type { ModuleRoutes } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requestBody } from '../../platform/http.js';
import { requireAdmin } from '../../platform/session.js';
import {
  applicationId,
  applicationListQuery,
  approveApplicationRequest,
  checkPath,
  rejectApplicationRequest,
  verificationCheckRequest,
} from './admin.schemas.js';
import type { AdminService } from './admin.service.js';

/** The application id of the path; a value that is not a UUID names no application. */
function idOf(ctx: Context): string {
  const parsed = applicationId.safeParse(ctx.params.id);
  if (!parsed.success) throw AppError.notFound('Application not found');
  return parsed.data;
}

/** The review of expert applications. Every route checks the admin role first (401, then 403). */
export const adminRoutes: ModuleRoutes<{ admin: AdminService }> = (_deps, { admin: service }) => {
  const router = new Router();
  const base = '/api/admin/applications';

  router.get(base, async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.list(applicationListQuery.parse(ctx.query));
  });

  router.get(`${base}/:id`, async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.get(idOf(ctx));
  });

  router.put(`${base}/:id/checks/:item`, async (ctx) => {
    const admin = requireAdmin(ctx);
    const id = idOf(ctx);
    const { item } = checkPath.parse({ item: ctx.params.item });
    const check = verificationCheckRequest.parse(requestBody(ctx) ?? {});
    ctx.body = await service.recordCheck(admin, id, item, check);
  });

  router.post(`${base}/:id/approve`, async (ctx) => {
    const admin = requireAdmin(ctx);
    const id = idOf(ctx);
    const { checks } = approveApplicationRequest.parse(requestBody(ctx) ?? {});
    ctx.body = await service.approve(admin, id, checks);
  });

  router.post(`${base}/:id/reject`, async (ctx) => {
    const admin = requireAdmin(ctx);
    const id = idOf(ctx);
    const { reason } = rejectApplicationRequest.parse(requestBody(ctx) ?? {});
    ctx.body = await service.reject(admin, id, reason);
  });

  return router;
};
