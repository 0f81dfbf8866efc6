// Payment method domains on the partner's record: each domain of its origins registered once with the gateway
// after the admin's save (the sandbox at once; Stripe through stripe-mock, whose OpenAPI checks each request's
// shape), one taken off turned off, localhost shown as unsupported, and a provider that failed tried again by
// the worker's start-up sweep without holding up the save.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDomainsFor } from '../../src/composition/money-parts.js';
import {
  createStripeClient,
  StripePaymentGateway,
} from '../../src/modules/payments/gateway/stripe-gateway.js';
import { createLogger } from '../../src/platform/logger.js';
import { startStripeMock, type StripeMockServer } from '../helpers/stripe-mock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

type Sent = { method: string; path: string; idempotency_key?: string; body?: unknown };

let mock: StripeMockServer;
beforeAll(async () => {
  mock = await startStripeMock();
});
afterAll(() => mock?.stop());

/** The Stripe gateway on stripe-mock (or on a port nothing listens on), recording what it sent. */
function stripeGateway(port: number, sent: Sent[]) {
  const client: Stripe = createStripeClient({
    secretKey: 'sk_test_123',
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    emitEventBodies: true,
  });
  client.on('request', (event: Sent) => sent.push(event));
  return new StripePaymentGateway({
    client,
    publishableKey: 'pk_test_123',
    webhookSecret: 'whsec_test',
    limits: { attemptTimeoutMs: 2_000, budgetMs: 2_000, retries: 0 },
  });
}

const domainCalls = (sent: Sent[]) =>
  sent.filter((request) => request.path.startsWith('/v1/payment_method_domains'));

describe('payment method domains with the sandbox gateway', () => {
  let app: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await createSignedInUser(app, { admin: true });
  });
  afterAll(() => app?.close());

  it('shows each origin’s domain active at once, without wallets, and localhost as unsupported', async () => {
    const made = await admin.client.post('/api/admin/partners', {
      name: 'Smith & Co Lawyers',
      allowedOrigins: [
        'https://smithco.co.nz',
        'https://www.smithco.co.nz',
        'http://localhost:3001',
      ],
    });
    expect(made.status).toBe(201);
    const none = { applePay: 'inactive', googlePay: 'inactive', link: 'inactive' };
    expect(made.body.partner.paymentMethodDomains).toEqual([
      { domain: 'smithco.co.nz', status: 'active', wallets: none, reason: null },
      { domain: 'www.smithco.co.nz', status: 'active', wallets: none, reason: null },
      {
        domain: 'localhost',
        status: 'unsupported',
        wallets: none,
        reason: 'A local or reserved name cannot be registered.',
      },
    ]);
    // The portal's own origin is one of the domains too (here localhost, so unsupported).
    const rows = await app.db.knex('payment_method_domains').orderBy('domain');
    expect(rows.map((row) => [row.domain, row.status])).toEqual([
      ['localhost', 'unsupported'],
      ['smithco.co.nz', 'active'],
      ['www.smithco.co.nz', 'active'],
    ]);

    const edited = await admin.client.patch(`/api/admin/partners/${made.body.partner.id}`, {
      allowedOrigins: ['https://smithco.co.nz'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.paymentMethodDomains.map((d: { domain: string }) => d.domain)).toEqual([
      'smithco.co.nz',
    ]);
    const www = await app.db.knex('payment_method_domains').where({ domain: 'www.smithco.co.nz' });
    expect(www[0].status).toBe('inactive');
  });
});

describe('payment method domains with the Stripe gateway (stripe-mock)', () => {
  let app: TestApp;
  let admin: TestUser;
  const sent: Sent[] = [];
  let gateway: StripePaymentGateway;
  beforeAll(async () => {
    gateway = stripeGateway(mock.port, sent);
    app = await startTestApp({}, async () => ({
      deps: { payments: gateway },
      close: async () => {},
    }));
    admin = await createSignedInUser(app, { admin: true });
  });
  afterAll(() => app?.close());

  it('registers a domain once, with its idempotency key, reads the wallets, and turns it off when removed', async () => {
    const made = await admin.client.post('/api/admin/partners', {
      name: 'Harbour Accounting',
      allowedOrigins: ['https://harbour-accounting.com.au'],
    });
    expect(made.status).toBe(201);
    expect(domainCalls(sent)).toEqual(
      [
        {
          method: 'POST',
          path: '/v1/payment_method_domains',
          idempotency_key: 'payment-method-domain:harbour-accounting.com.au:1',
          body: { domain_name: 'harbour-accounting.com.au' },
        },
      ].map((request) => expect.objectContaining(request)),
    );
    const [domain] = made.body.partner.paymentMethodDomains;
    // stripe-mock answers its fixture: enabled, each wallet's status as Stripe words it.
    expect(domain).toMatchObject({ domain: 'harbour-accounting.com.au', status: 'active' });
    expect(Object.keys(domain.wallets)).toEqual(['applePay', 'googlePay', 'link']);
    const row = await app.db
      .knex('payment_method_domains')
      .where({ domain: 'harbour-accounting.com.au' })
      .first();
    expect(row.provider_id).toMatch(/^pmd_/);

    // Saved again with the same origins: nothing registered twice.
    sent.length = 0;
    const same = await admin.client.patch(`/api/admin/partners/${made.body.partner.id}`, {
      allowedOrigins: ['https://harbour-accounting.com.au'],
    });
    expect(same.status).toBe(200);
    expect(domainCalls(sent)).toEqual([]);

    const moved = await admin.client.patch(`/api/admin/partners/${made.body.partner.id}`, {
      allowedOrigins: ['https://harbouraccounting.com.au'],
    });
    expect(moved.status).toBe(200);
    const calls = domainCalls(sent);
    expect(calls).toHaveLength(2);
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/v1/payment_method_domains',
        body: { domain_name: 'harbouraccounting.com.au' },
      }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `/v1/payment_method_domains/${row.provider_id}`,
        idempotency_key: 'payment-method-domain:harbour-accounting.com.au:2',
        body: { enabled: false },
      }),
    );
  });

  it('records a domain failed when Stripe cannot be reached, answers the save, and the start-up sweep registers it', async () => {
    const failing: Sent[] = [];
    const unreachable = stripeGateway(1, failing);
    const down = await startTestApp({}, async () => ({
      deps: { payments: unreachable },
      close: async () => {},
    }));
    try {
      const downAdmin = await createSignedInUser(down, { admin: true });
      const started = Date.now();
      const made = await downAdmin.client.post('/api/admin/partners', {
        name: 'Kauri Legal',
        allowedOrigins: ['https://kauri.legal'],
      });
      expect(made.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      const [domain] = made.body.partner.paymentMethodDomains;
      expect(domain).toMatchObject({ domain: 'kauri.legal', status: 'failed' });
      expect(domain.reason).toEqual(expect.any(String));

      // What the worker's start-up sweep runs, now that Stripe answers.
      const parts = { db: down.db, config: down.config, logger: createLogger(down.config) };
      sent.length = 0;
      await paymentDomainsFor(parts, gateway).sync();
      expect(domainCalls(sent)).toEqual([
        expect.objectContaining({
          path: '/v1/payment_method_domains',
          idempotency_key: 'payment-method-domain:kauri.legal:2',
          body: { domain_name: 'kauri.legal' },
        }),
      ]);
      const shown = await downAdmin.client.get(`/api/admin/partners/${made.body.partner.id}`);
      expect(shown.body.paymentMethodDomains[0]).toMatchObject({
        domain: 'kauri.legal',
        status: 'active',
        reason: null,
      });
    } finally {
      await down.close();
    }
  });
});
