import Router from '@koa/router';
import type { Context } from 'koa';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { startSession } from '../../platform/session.js';
import { createSessionRepository } from '../../platform/session.repository.js';
import { expertIdParam } from '../catalogue/catalogue.routes.js';
import { catalogueServiceFor } from '../catalogue/catalogue-wiring.js';
import { idParam, parseQuery } from '../../platform/query-params.js';
import { createConsultationNotifier } from '../notifications/consultation-notifications.js';
import { availabilityQuery } from '../consultations/consultations.schemas.js';
import { consultationNotFound } from '../consultations/consultations.service.js';
import {
  availabilityServiceFor,
  consultationsServiceFor,
} from '../consultations/consultations-wiring.js';
import { createLifecycleClient } from '../consultations/lifecycle-client.js';
import { deliveryStarter, partnersFor, partnerWebhooksFor } from '../partners/partners-wiring.js';
import { paymentsFor } from '../payments/payments-wiring.js';
import { sandboxRequest } from '../payments/payments.routes.js';
import { rateLimitCounters } from '../../platform/rate-limit.repository.js';
import { fixedWindowLimit } from '../../platform/rate-limit.js';
import { bearerToken, createBookingTokens } from './booking-token.js';
import { ROOM_ENTRY_PATH, widgetPartner } from './widget-access.js';
import { createWidgetRepository } from './widget.repository.js';
import { widgetBookingRequest, widgetProcessRequest } from './widget.schemas.js';
import { createWidgetService } from './widget.service.js';

const bookingId = (ctx: Context) => idParam(ctx.params.id, consultationNotFound);

/** The widget API on partner sites (publishable key + origin, then the booking token) and the room entry. */
export const widgetRoutes: ModuleRoutes = (deps) => {
  const { db, config } = deps;
  const partners = partnersFor(deps);
  const availability = availabilityServiceFor(db);
  const consultations = consultationsServiceFor(db, {
    lifecycle: createLifecycleClient(deps.temporal?.client, deps.temporal?.taskQueue),
    lifecycleConfig: config.lifecycle,
    notify: createConsultationNotifier({ publicUrl: config.PUBLIC_URL }),
  });
  const catalogue = catalogueServiceFor(db);
  const { service: payments } = paymentsFor(deps);
  const repository = createWidgetRepository(db.knex);
  const tokens = createBookingTokens(repository, {
    ttlMs: config.BOOKING_TOKEN_TTL_MINUTES * 60_000,
  });
  const widget = createWidgetService({
    repository,
    publicUrl: config.PUBLIC_URL,
    consultations,
    payments,
    tokens,
    partnerEvents: partnerWebhooksFor(deps).events,
    startDeliveries: deliveryStarter(deps),
  });
  const bookingLimit = fixedWindowLimit(rateLimitCounters(db.knex), {
    limit: config.WIDGET_BOOKING_RATE_LIMIT,
    windowSeconds: 3600,
    message: 'Too many bookings from this address. Try again later.',
  });
  const router = new Router({ prefix: '/api/widget' });
  const partnerOf = (ctx: Context) => widgetPartner(ctx, partners);
  const tokenOf = (ctx: Context) => bearerToken(ctx.get('Authorization'));

  router.get('/experts/:id', async (ctx) => {
    await partnerOf(ctx);
    ctx.body = await catalogue.getExpert(expertIdParam(ctx.params.id));
  });

  router.get('/experts/:id/availability', async (ctx) => {
    await partnerOf(ctx);
    const expertId = expertIdParam(ctx.params.id);
    ctx.body = await availability.slots(expertId, parseQuery(availabilityQuery, ctx.query));
  });

  router.get('/payments/config', async (ctx) => {
    await partnerOf(ctx);
    ctx.body = payments.config();
  });

  router.post('/bookings', async (ctx) => {
    const partner = await partnerOf(ctx);
    const input = widgetBookingRequest.parse(requestBody(ctx));
    // Anyone can read a publishable key off a page: bookings per address are bounded, so nobody holds an expert's
    // hours with bookings that will never be paid.
    await bookingLimit(`widget-booking:${partner.id}:${ctx.ip.slice(0, 100)}`);
    ctx.status = 201;
    ctx.body = await widget.book(partner, input);
  });

  router.get('/bookings/:id', async (ctx) => {
    const partner = await partnerOf(ctx);
    ctx.body = await widget.get(partner, bookingId(ctx), tokenOf(ctx));
  });

  router.post('/bookings/:id/payment-intent', async (ctx) => {
    const partner = await partnerOf(ctx);
    ctx.body = await widget.paymentIntent(partner, bookingId(ctx), tokenOf(ctx));
  });

  router.post('/bookings/:id/sandbox-confirm', async (ctx) => {
    const partner = await partnerOf(ctx);
    const id = bookingId(ctx);
    const token = tokenOf(ctx);
    const input = sandboxRequest.parse(requestBody(ctx));
    ctx.body = await widget.confirmSandbox(partner, id, token, input);
  });

  router.post('/bookings/:id/process-payment', async (ctx) => {
    const partner = await partnerOf(ctx);
    const id = bookingId(ctx);
    const token = tokenOf(ctx);
    const { paymentIntentId } = widgetProcessRequest.parse(requestBody(ctx));
    ctx.body = await widget.process(partner, id, token, paymentIntentId);
  });

  router.post(ROOM_ENTRY_PATH.slice('/api/widget'.length), async (ctx) => {
    const { userId, row } = await widget.enterRoom(tokenOf(ctx));
    await startSession(ctx, createSessionRepository(db.knex), userId, {
      ttlDays: config.SESSION_TTL_DAYS,
      secureCookie: config.secureCookies,
    });
    ctx.body = {
      consultationId: row.consultation_id,
      location: `/consultation/${row.consultation_id}`,
    };
  });

  return router;
};
