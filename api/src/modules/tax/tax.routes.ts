import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { requireUser } from '../../platform/session.js';
import { parseOrThrow } from '../../platform/validation.js';
import { clientTaxDetailsSchema, expertTaxDetailsSchema } from './tax.schemas.js';
import type { TaxService } from './tax.service.js';

/**
 * GET and PUT /api/experts/me/tax-details (the signed-in expert's own) and /api/me/tax-details (anyone's own, for
 * their receipts): no id in any path, so never another person's.
 */
export const taxRoutes: ModuleRoutes<{ tax: TaxService }> = (_deps, { tax }) => {
  const router = new Router();

  router.get('/api/experts/me/tax-details', async (ctx) => {
    const user = requireUser(ctx);
    // Koa would turn a null body into an empty 204; the contract answers the JSON literal null.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(await tax.getExpertOwn(user.id));
  });

  router.put('/api/experts/me/tax-details', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseOrThrow(expertTaxDetailsSchema, requestBody(ctx));
    ctx.body = await tax.saveExpertOwn(user.id, input);
  });

  router.get('/api/me/tax-details', async (ctx) => {
    ctx.body = await tax.getClientOwn(requireUser(ctx).id);
  });

  router.put('/api/me/tax-details', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseOrThrow(clientTaxDetailsSchema, requestBody(ctx));
    ctx.body = await tax.saveClientOwn(user.id, input);
  });

  return router;
};
