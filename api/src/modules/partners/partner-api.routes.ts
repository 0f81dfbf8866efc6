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
} from '../catalogue/query-params.js';
import { requirePartner } from './partner-api.auth.js';
import { bookingNotFound, deliveryNotFound, partnerApiService } from './partner-api.service.js';
import { startPartnerWebhookDeliveries } from './webhooks/webhook-dispatch.js';

const bookingsQuery = z.object({
  status: enumParam(
    consultationStatusValues as readonly ConsultationStatus[] as [
      ConsultationStatus,
      ...ConsultationStatus[],
    ],
  ).optional(),
  ...pageParams,
});

export const partnerApiRoutes: ModuleRoutes = (deps) => {
  const { db, config, logger } = deps;
  const service = partnerApiService({
    knex: db.knex,
    publicUrl: config.PUBLIC_URL,
    async startDeliveries(deliveryIds) {
      const temporal = deps.temporal;
      // Without Temporal (or when it cannot be reached) the delivery waits for the sweep at worker start.
      if (!temporal) return;
      await startPartnerWebhookDeliveries(
        {
          knex: db.knex,
          client: temporal.client,
          retry: config.partnerWebhookRetry,
          taskQueue: temporal.taskQueue,
        },
        deliveryIds,
      ).catch((error: unknown) =>
        logger.error({ err: error }, 'a partner webhook replay did not start'),
      );
    },
  });
  const router = new Router();

  router.get('/api/partner/bookings', async (ctx) => {
    const partner = await requirePartner(ctx, db.knex);
    ctx.body = await service.listBookings(partner, parseQuery(bookingsQuery, ctx.query));
  });

  router.get('/api/partner/bookings/:id', async (ctx) => {
    const partner = await requirePartner(ctx, db.knex);
    ctx.body = await service.getBooking(partner, idParam(ctx.params.id, bookingNotFound));
  });

  router.get('/api/partner/webhook-deliveries', async (ctx) => {
    const partner = await requirePartner(ctx, db.knex);
    ctx.body = await service.listDeliveries(partner, parseQuery(pageQuery, ctx.query));
  });

  router.post('/api/partner/webhook-deliveries/:deliveryId/replay', async (ctx) => {
    const partner = await requirePartner(ctx, db.knex);
    const deliveryId = idParam(ctx.params.deliveryId, deliveryNotFound);
    ctx.status = 202;
    ctx.body = await service.replay(partner, deliveryId);
  });

  return router;
};
