import Router from '@koa/router';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requestBody } from '../../platform/http.js';
import { requireAdmin } from '../../platform/session.js';
import type { CardDisputesService } from './card-disputes.service.js';

const disputeId = z
  .string()
  .max(255)
  .regex(/^dp_[A-Za-z0-9_]+$/);
const submitRequest = z.strictObject({ note: z.string().trim().min(1).max(4000) });

/** The admins' card disputes: the open ones by deadline, and sending the evidence early. */
export const cardDisputesRoutes: ModuleRoutes<{ cardDisputes: CardDisputesService }> = (
  _deps,
  { cardDisputes: service },
) => {
  const router = new Router();

  router.get('/api/admin/card-disputes', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.listOpen();
  });

  router.post('/api/admin/card-disputes/:id/submit', async (ctx) => {
    requireAdmin(ctx);
    const id = disputeId.safeParse(ctx.params.id);
    if (!id.success) throw AppError.notFound('Card dispute not found');
    const { note } = submitRequest.parse(requestBody(ctx));
    ctx.status = 202;
    ctx.body = await service.submit(id.data, note);
  });

  return router;
};
