import Router from '@koa/router';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requestBody } from '../../platform/http.js';
import { rawRequestBody } from '../../platform/request-body.js';
import { requireUser } from '../../platform/session.js';
import { uuidParam } from '../../platform/query-params.js';
import {
  GatewayUnavailableError,
  WebhookEventError,
  WebhookSignatureError,
} from './gateway/gateway-errors.js';
import { paymentIntentIdField } from './payment-intent-id.js';
import type { ConfiguredPaymentGateway } from './gateway/create-payment-gateway.js';
import type { PaymentsService } from './payments.service.js';

const intentRequest = z.strictObject({
  amount: z.number().int().min(0).max(100_000_000_000),
  consultationId: uuidParam,
});
const processRequest = z.strictObject({
  consultationId: uuidParam,
  paymentIntentId: paymentIntentIdField,
});
export const sandboxRequest = z.strictObject({
  paymentIntentId: paymentIntentIdField,
  cardNumber: z.string().min(1).max(30),
  expiry: z.string().min(1).max(7),
  cvc: z.string().min(1).max(4),
});

/** Payment config, intents, process-payment, the sandbox card form and Stripe's webhook. */
export const paymentsRoutes: ModuleRoutes<{
  gateway: ConfiguredPaymentGateway;
  payments: PaymentsService;
}> = (_deps, { gateway, payments: service }) => {
  const router = new Router();

  router.get('/api/payments/config', (ctx) => {
    ctx.body = service.config();
  });

  router.post('/api/create-payment-intent', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.createIntent(user, intentRequest.parse(requestBody(ctx)));
  });

  router.post('/api/process-payment', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.process(user, processRequest.parse(requestBody(ctx)));
  });

  router.post('/api/payments/sandbox/confirm', async (ctx) => {
    if (gateway.kind !== 'sandbox') return; // not a route with Stripe: the JSON 404
    const user = requireUser(ctx);
    ctx.body = await service.confirmSandbox(user, sandboxRequest.parse(requestBody(ctx)));
  });

  router.post('/api/webhooks/stripe', async (ctx) => {
    // The bytes as sent (the edge keeps them, app.ts): the signature covers them, not a re-serialisation.
    const raw = rawRequestBody(ctx).toString('utf8');
    try {
      ctx.body = await service.webhook(raw, ctx.get('Stripe-Signature') || undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw AppError.badRequest('invalid_signature', 'The webhook signature does not verify');
      }
      if (error instanceof WebhookEventError) {
        throw AppError.badRequest('invalid_event', error.message);
      }
      // The event is re-read from the provider, which did not answer: nothing was recorded, Stripe delivers it again.
      if (error instanceof GatewayUnavailableError) {
        throw new AppError(
          503,
          'payment_provider_unavailable',
          'The payment provider could not be reached to read the event; deliver it again.',
        );
      }
      throw error;
    }
  });

  return router;
};
