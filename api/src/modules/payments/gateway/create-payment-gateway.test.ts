import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.js';
import { createPaymentGateway } from './create-payment-gateway.js';

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
});
