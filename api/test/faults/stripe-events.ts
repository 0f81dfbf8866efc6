// What the Stripe fault tests share: the API's settings for a gateway behind the fault proxy, and a signed event
// delivered to its webhook as Stripe would.
import { signWebhook } from '../../src/modules/payments/gateway/gateway-webhooks.js';
import type { TestApp } from '../helpers/test-app.js';
import { withinSeconds } from './bounded.js';

/** The Stripe gateway through the proxy; `name` keeps each file's keys apart (stripe-mock takes letters only). */
export function stripeThroughProxy(proxyPort: number, name: string, webhookSecret: string) {
  return {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: `sk_test_${name}`,
    STRIPE_PUBLISHABLE_KEY: `pk_test_${name}`,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${proxyPort}`,
    // As in gateway-faults.test.ts: a hung attempt is given up after 1.5 s, two fit in the call's budget.
    STRIPE_TIMEOUT_MS: '1500',
    STRIPE_CALL_BUDGET_MS: '4000',
  };
}

/** Delivers the event `id` of `type` about `object`, signed with `secret`; fails rather than hang. */
export function deliverStripeEvent(
  app: TestApp,
  secret: string,
  event: { id: string; type: string; object: Record<string, unknown> },
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  return withinSeconds(20, () =>
    app.client().request('POST', '/api/webhooks/stripe', {
      rawBody: payload,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signWebhook(payload, secret, Math.floor(Date.now() / 1000)),
      },
    }),
  );
}
