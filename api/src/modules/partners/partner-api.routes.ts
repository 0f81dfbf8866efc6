// The partner server API (contract tag `partner-api`): a partner's own servers, with its secret key, read its
// bookings and its webhook deliveries and replay a delivery. Never a session: cookies play no part here.
import Router from '@koa/router';
import { consultationStatusValues } from '@expertbridge/sdk';
import type { ConsultationStatus } from '@expertbridge/workflows';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/deps.js';
import {
  enumParam,
  idParam,
  pageParams,
  pageQuery,
  parseQuery,
} from '../../platform/query-params.js';
import { requirePartner } from './partner-api.auth.js';
import { bookingNotFound, deliveryNotFound } from './partner-api.service.js';
import type { PartnersService } from './partners.service.js';
import type { PartnerApiService } from './partner-api.service.js';

const bookingsQuery = z.object({
  status: enumParam(
    consultationStatusValues as readonly ConsultationStatus[] as [
      ConsultationStatus,
      ...ConsultationStatus[],
    ],
  ).optional(),
  ...pageParams,
});

export const partnerApiRoutes: ModuleRoutes<{
  partners: PartnersService;
  partnerApi: PartnerApiService;
}> = (_deps, { partners, partnerApi: service }) => {
  const router = new Router();

  router.get('/api/partner/bookings', async (ctx) => {
    const partner = await requirePartner(ctx, partners);
    ctx.body = await service.listBookings(partner, parseQuery(bookingsQuery, ctx.query));
  });

  router.get('/api/partner/bookings/:id', async (ctx) => {
    const partner = await requirePartner(ctx, partners);
    ctx.body = await service.getBooking(partner, idParam(ctx.params.id, bookingNotFound));
  });

  router.get('/api/partner/webhook-deliveries', async (ctx) => {
    const partner = await requirePartner(ctx, partners);
    ctx.body = await service.listDeliveries(partner, parseQuery(pageQuery, ctx.query));
  });

  router.post('/api/partner/webhook-deliveries/:deliveryId/replay', async (ctx) => {
    const partner = await requirePartner(ctx, partners);
    const deliveryId = idParam(ctx.params.deliveryId, deliveryNotFound);
    ctx.status = 202;
    ctx.body = await service.replay(partner, deliveryId);
  });

  return router;
};
