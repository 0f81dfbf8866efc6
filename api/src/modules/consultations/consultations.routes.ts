import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { addressKey } from '../../platform/client-address.js';
import { requestBody } from '../../platform/http.js';
import { requireAdmin, requireUser } from '../../platform/session.js';
import { expertIdParam } from '../catalogue/catalogue.routes.js';
import { idParam, parseQuery } from '../../platform/query-params.js';
import {
  availabilityQuery,
  cancelSchema,
  createConsultationSchema,
  disputeListQuery,
  disputeSchema,
  listQuery,
  messageSchema,
  messagesQuery,
  reminderSchema,
  rescheduleSchema,
  resolveDisputeSchema,
  statusUpdateSchema,
} from './consultations.schemas.js';
import { consultationNotFound } from './consultations.service.js';
import { fixedWindowLimitPair } from '../../platform/rate-limit.js';
import type { AvailabilityService } from './availability.service.js';
import type { ChatService } from './chat.service.js';
import type { OverdueService } from './overdue.service.js';
import type { DisputesService } from './disputes.service.js';
import type { RateLimitCounters } from '../../platform/rate-limit.repository.js';
import type { ConsultationsService } from './consultations.service.js';

/** A consultation id in the path; a malformed one is simply not found. */
function consultationIdParam(raw: string | undefined): string {
  return idParam(raw, consultationNotFound);
}

/** Booking, availability, the lifecycle actions and the chat's REST fallback. */
export const consultationsRoutes: ModuleRoutes<{
  consultations: ConsultationsService;
  availability: AvailabilityService;
  chat: ChatService;
  overdue: OverdueService;
  disputes: DisputesService;
  counters: RateLimitCounters;
}> = (deps, { consultations: service, availability, chat, overdue, disputes, counters }) => {
  // Per account, then many accounts from one address (sign-ups per address are limited too, but accounts add up
  // over hours), with a ceiling far above one account's: an office's people book from one address.
  const bookingLimit = fixedWindowLimitPair(
    counters,
    {
      limit: deps.config.BOOKING_RATE_LIMIT,
      windowSeconds: 3600,
      message: 'Too many bookings from this account. Try again later.',
    },
    {
      limit: deps.config.BOOKING_IP_RATE_LIMIT,
      windowSeconds: 3600,
      message: 'Too many bookings from this address. Try again later.',
    },
  );
  // The chat's REST fallback has the room's allowances, counted in the database (windows of 10 s).
  const chatLimit = fixedWindowLimitPair(
    counters,
    {
      limit: deps.config.CHAT_RATE_LIMIT,
      windowSeconds: 10,
      message: 'You are sending messages too quickly. Try again shortly.',
    },
    {
      limit: deps.config.CHAT_IP_RATE_LIMIT,
      windowSeconds: 10,
      message: 'Too many messages from this address. Try again shortly.',
    },
  );
  const router = new Router();

  router.get('/api/experts/:id/availability', async (ctx) => {
    const expertId = expertIdParam(ctx.params.id);
    ctx.body = await availability.slots(expertId, parseQuery(availabilityQuery, ctx.query));
  });

  router.get('/api/consultations', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.list(user, 'client', parseQuery(listQuery, ctx.query));
  });

  router.post('/api/consultations', async (ctx) => {
    const user = requireUser(ctx);
    const input = createConsultationSchema.parse(requestBody(ctx));
    // An unpaid booking holds an expert's hour until its payment window ends: one account cannot hold many.
    await bookingLimit(`booking:user:${user.id}`, `booking:ip:${addressKey(ctx.ip)}`);
    ctx.status = 201;
    ctx.body = await service.create(user, input);
  });

  router.get('/api/consultations/expert', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.list(user, 'expert', parseQuery(listQuery, ctx.query));
  });

  router.get('/api/consultations/:id', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.get(consultationIdParam(ctx.params.id), user);
  });

  router.patch('/api/consultations/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = consultationIdParam(ctx.params.id);
    const { status } = statusUpdateSchema.parse(requestBody(ctx));
    ctx.body = await service.setStatus(id, user, status);
  });

  router.post('/api/consultations/:id/complete', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.complete(consultationIdParam(ctx.params.id), user);
  });

  router.post('/api/consultations/:id/cancel', async (ctx) => {
    const user = requireUser(ctx);
    const id = consultationIdParam(ctx.params.id);
    cancelSchema.parse(requestBody(ctx));
    ctx.body = await service.cancel(id, user);
  });

  router.post('/api/consultations/:id/reschedule', async (ctx) => {
    const user = requireUser(ctx);
    const id = consultationIdParam(ctx.params.id);
    const { scheduledAt, message } = rescheduleSchema.parse(requestBody(ctx));
    ctx.body = await service.reschedule(id, user, scheduledAt, message ?? null);
  });

  for (const answer of ['accept', 'decline', 'withdraw'] as const) {
    router.post(`/api/consultations/:id/reschedule/${answer}`, async (ctx) => {
      const user = requireUser(ctx);
      ctx.body = await service.answerProposal(consultationIdParam(ctx.params.id), user, answer);
    });
  }

  router.post('/api/consultations/:id/no-show', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.reportNoShow(consultationIdParam(ctx.params.id), user);
  });

  router.post('/api/consultations/:id/dispute', async (ctx) => {
    const user = requireUser(ctx);
    const id = consultationIdParam(ctx.params.id);
    const { reason } = disputeSchema.parse(requestBody(ctx));
    ctx.body = await service.openDispute(id, user, reason);
  });

  router.post('/api/consultations/:id/resolve-dispute', async (ctx) => {
    const admin = requireAdmin(ctx);
    const id = consultationIdParam(ctx.params.id);
    const input = resolveDisputeSchema.parse(requestBody(ctx));
    ctx.body = await service.resolveDispute(id, admin, input);
  });

  router.get('/api/consultations/:id/messages', async (ctx) => {
    const user = requireUser(ctx);
    const id = consultationIdParam(ctx.params.id);
    ctx.body = await chat.list(id, user, parseQuery(messagesQuery, ctx.query));
  });

  router.post('/api/consultations/:id/messages', async (ctx) => {
    const user = requireUser(ctx);
    const id = consultationIdParam(ctx.params.id);
    const { message } = messageSchema.parse(requestBody(ctx));
    await chatLimit(`chat:user:${user.id}`, `chat:ip:${addressKey(ctx.ip)}`);
    ctx.status = 201;
    ctx.body = await chat.send(id, user, message);
  });

  router.get('/api/admin/pending-confirmations', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await overdue.summary();
  });

  router.get('/api/admin/disputes', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await disputes.list(parseQuery(disputeListQuery, ctx.query));
  });

  router.post('/api/admin/send-completion-reminder/:consultationId', async (ctx) => {
    const admin = requireAdmin(ctx);
    const id = consultationIdParam(ctx.params.consultationId);
    const { message } = reminderSchema.parse(requestBody(ctx));
    ctx.body = await overdue.remind(id, admin, message);
  });

  router.post('/api/admin/auto-complete-overdue', async (ctx) => {
    const admin = requireAdmin(ctx);
    ctx.body = await overdue.autoComplete(admin);
  });

  return router;
};
