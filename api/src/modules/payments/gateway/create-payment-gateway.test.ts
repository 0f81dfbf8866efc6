import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.js';
import { createPaymentGateway } from './create-payment-gateway.js';
import { signWebhook } from './gateway-webhooks.js';

// The sandbox only queries when called, so choosing a gateway needs no database.
const db = { knex: {} as Knex };

describe('createPaymentGateway', () => {
  it('gives the sandbox, with no publishable key, when nothing is configured', () => {
    const gateway = createPaymentGateway(loadConfig({}), db);
    expect(gateway.kind).toBe('sandbox');
    expect(gateway.publishableKey).toBeNull();
  });

  it('gives Stripe with its publishable key when PAYMENT_GATEWAY=stripe', () => {
    const config = loadConfig({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    const gateway = createPaymentGateway(config, db);
    expect(gateway.kind).toBe('stripe');
    expect(gateway.publishableKey).toBe('pk_test_abc');
  });

  it('verifies sandbox deliveries with STRIPE_WEBHOOK_SECRET when it is set, and only with it', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'payment_intent.created',
      created: 1,
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    const now = Math.floor(Date.now() / 1000);
    const gateway = createPaymentGateway(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' }), db);
    expect(gateway.kind).toBe('sandbox');
    expect(gateway.parseWebhook(payload, signWebhook(payload, 'whsec_fuzz', now))).toMatchObject({
      id: 'evt_1',
      paymentIntentId: 'pi_1',
    });
    expect(() => gateway.parseWebhook(payload, signWebhook(payload, 'whsec_other', now))).toThrow();
    // Without it the sandbox's secret is its own: a delivery signed with any other does not verify.
    const own = createPaymentGateway(loadConfig({}), db);
    expect(() => own.parseWebhook(payload, signWebhook(payload, 'whsec_fuzz', now))).toThrow();
  });
});
