import Router from '@koa/router';
import type { Context } from 'koa';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { requireAdmin } from '../../platform/session.js';
import { idParam } from '../../platform/query-params.js';
import { createPartnerRequest, updatePartnerRequest } from './partners.schemas.js';
import { partnerNotFound } from './partners.service.js';
import type { PartnersService } from './partners.service.js';

const partnerId = (ctx: Context) => idParam(ctx.params.partnerId, partnerNotFound);

/** Partner firms, their keys and reports. Every route checks the admin role first (401, then 403). */
export const partnersRoutes: ModuleRoutes<{ partners: PartnersService }> = (
  _deps,
  { partners: service },
) => {
  const router = new Router({ prefix: '/api/admin/partners' });

  router.get('/', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.list();
  });

  router.post('/', async (ctx) => {
    requireAdmin(ctx);
    const input = createPartnerRequest.parse(requestBody(ctx));
    ctx.status = 201;
    ctx.body = await service.create(input);
  });

  router.get('/:partnerId', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.get(partnerId(ctx));
  });

  router.patch('/:partnerId', async (ctx) => {
    requireAdmin(ctx);
    const id = partnerId(ctx);
    ctx.body = await service.update(id, updatePartnerRequest.parse(requestBody(ctx)));
  });

  router.post('/:partnerId/rotate-keys', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.rotateKeys(partnerId(ctx));
  });

  router.get('/:partnerId/report', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.report(partnerId(ctx));
  });

  return router;
};
