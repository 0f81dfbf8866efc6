import Router from '@koa/router';
import type { Context } from 'koa';
import type { ModuleRoutes } from '../../platform/deps.js';
import { requestBody } from '../../platform/http.js';
import { startSession } from '../../platform/session.js';
import { expertIdParam } from '../catalogue/catalogue.routes.js';
import { idParam, parseQuery } from '../../platform/query-params.js';
import { availabilityQuery } from '../consultations/consultations.schemas.js';
import { consultationNotFound } from '../consultations/consultations.service.js';
import { sandboxRequest } from '../payments/payments.routes.js';
import { fixedWindowLimit } from '../../platform/rate-limit.js';
import { bearerToken } from './booking-token.js';
import { ROOM_ENTRY_PATH, widgetPartner } from './widget-access.js';
import { widgetBookingRequest, widgetProcessRequest } from './widget.schemas.js';
import type { PartnersService } from '../partners/partners.service.js';
import type { AvailabilityService } from '../consultations/availability.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { WidgetService } from './widget.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SessionRepository } from '../../platform/session.repository.js';
import type { RateLimitCounters } from '../../platform/rate-limit.repository.js';

const bookingId = (ctx: Context) => idParam(ctx.params.id, consultationNotFound);

/** The widget API on partner sites (publishable key + origin, then the booking token) and the room entry. */
export const widgetRoutes: ModuleRoutes<{
  partners: PartnersService;
  availability: AvailabilityService;
  catalogue: CatalogueService;
  widget: WidgetService;
  payments: PaymentsService;
  sessions: SessionRepository;
  counters: RateLimitCounters;
}> = ({ config }, { partners, availability, catalogue, widget, payments, sessions, counters }) => {
  const bookingLimit = fixedWindowLimit(counters, {
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
    await startSession(ctx, sessions, userId, {
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
