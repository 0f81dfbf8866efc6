// Setting up with Stripe (stripe-mock behind the fault proxy) while it answers 500, hangs, resets the connection or
// acts without its answer arriving. Payout onboarding: the expert gets a clear 502 and retries, and the retry reuses
// the idempotency key, so Stripe makes one account; an `account.updated` that cannot be read back from Stripe is
// answered 503 with nothing recorded, so Stripe delivers it again, and the next delivery takes effect once. A partner's
// payment method domain: a 500 is retried under the same key, a hang never holds the admin's save (the domain is
// recorded failed and the next save registers it under the next attempt's key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/booking.js';
import { insertExpert } from '../helpers/consultation-rows.js';
import { startStripeMock, type StripeMockServer } from '../helpers/stripe-mock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { withinSeconds } from './bounded.js';
import { deliverStripeEvent, stripeThroughProxy } from './stripe-events.js';
import { startStripeFaultProxy, type StripeFaultProxy } from './stripe-fault-proxy.js';

const SECRET = 'whsec_payout_faults';
let mock: StripeMockServer;
let proxy: StripeFaultProxy;
let app: TestApp;

beforeAll(async () => {
  mock = await startStripeMock();
  proxy = await startStripeFaultProxy(() => mock.port);
  app = await startTestApp(stripeThroughProxy(proxy.port, 'payoutfaults', SECRET));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await mock?.stop();
});

const sentTo = (method: string, path: string | RegExp) =>
  proxy.seen.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)),
  );

const startOnboarding = (user: TestUser) =>
  withinSeconds(20, () => user.client.request('POST', '/api/experts/me/payout-account/onboarding'));

async function newExpert() {
  const user = await createSignedInUser(app);
  const expert = await insertExpert(app.db.knex, { userId: user.id, payoutAccount: false });
  const row = () => app.db.knex('experts').where({ id: expert.id }).first();
  return { user, expert, row };
}

const deliverAccountUpdated = (eventId: string, accountId: string) =>
  deliverStripeEvent(app, SECRET, {
    id: eventId,
    type: 'account.updated',
    object: { id: accountId, object: 'account' },
  });

describe('payout onboarding with Stripe failing', () => {
  it('answers 502 while account creation fails, and the retry makes one account under the same key', async () => {
    const { user, expert, row } = await newExpert();
    const key = `payout-account-${expert.id}`;
    proxy.seen.length = 0;
    proxy.plan(({ path }) => (path === '/v1/accounts' ? 'fail' : 'forward'));
    const failed = await startOnboarding(user);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatchObject({
      code: 'payment_provider_unavailable',
      message: expect.any(String),
    });
    expect((await row()).stripe_account_id).toBeNull();

    // The retry: Stripe makes the account but the answer is lost, then a reset; the third attempt hears it.
    proxy.plan(({ path, attempt }) =>
      path === '/v1/accounts'
        ? ((['lost', 'reset'][attempt - 1] as 'lost') ?? 'forward')
        : 'forward',
    );
    const retried = await startOnboarding(user);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const accounts = sentTo('POST', '/v1/accounts');
    expect(accounts.map((request) => request.fault)).toEqual([
      'fail',
      'fail',
      'fail',
      'lost',
      'reset',
      'forward',
    ]);
    // Every attempt under one key: Stripe creates one account, the ones it acted on answer the same account.
    expect(new Set(accounts.map((request) => request.idempotencyKey))).toEqual(new Set([key]));
    expect((await row()).stripe_account_id).toMatch(/^acct_/);
  }, 30_000);

  it('keeps the account when the link hangs, and the retry asks only for a link', async () => {
    const { user, row } = await newExpert();
    proxy.seen.length = 0;
    proxy.plan(({ path }) => (path === '/v1/account_links' ? 'hang' : 'forward'));
    const hung = await startOnboarding(user);
    expect(hung.status).toBe(502);
    expect(hung.body.error.code).toBe('payment_provider_unavailable');
    expect(sentTo('POST', '/v1/account_links').map((request) => request.fault)).toEqual([
      'hang',
      'hang',
    ]);
    const accountId = (await row()).stripe_account_id;
    expect(accountId).toMatch(/^acct_/);

    proxy.plan(() => 'forward');
    const retried = await startOnboarding(user);
    expect(retried.status).toBe(201);
    expect(retried.body.url).toEqual(expect.any(String));
    expect(sentTo('POST', '/v1/accounts')).toHaveLength(1);
    expect((await row()).stripe_account_id).toBe(accountId);
  }, 30_000);
});

describe('account.updated with Stripe failing', () => {
  it('answers 503 with nothing written while the account cannot be read, and takes the redelivery once', async () => {
    const { user, row } = await newExpert();
    const onboarded = await startOnboarding(user);
    expect(onboarded.status, JSON.stringify(proxy.seen)).toBe(201);
    const accountId = (await row()).stripe_account_id as string;
    // As stored before Stripe's event: an old look at the account.
    const OLD = new Date('2026-01-01T00:00:00Z');
    await app.db
      .knex('experts')
      .where({ stripe_account_id: accountId })
      .update({ payout_status: 'restricted', payout_status_updated_at: OLD });
    const before = await row();
    const eventId = `evt_payout_faults_${accountId}`;

    for (const fault of ['fail', 'hang', 'reset'] as const) {
      proxy.plan(({ method, path }) =>
        method === 'GET' && path === `/v1/accounts/${accountId}` ? fault : 'forward',
      );
      const refused = await deliverAccountUpdated(eventId, accountId);
      expect(refused.status, fault).toBe(503);
      expect(refused.body.error.code).toBe('payment_provider_unavailable');
      expect(await row()).toEqual(before);
      expect(await app.db.knex('webhook_events').where({ id: eventId })).toEqual([]);
    }

    proxy.plan(() => 'forward');
    const delivered = await deliverAccountUpdated(eventId, accountId);
    expect(delivered.body).toEqual({ received: true, duplicate: false });
    const synced = await row();
    expect(synced.payout_status).not.toBe('restricted');
    expect(synced.payout_status_updated_at.getTime()).toBeGreaterThan(OLD.getTime());
    expect(await app.db.knex('webhook_events').where({ id: eventId })).toHaveLength(1);
    // Stripe's redeliveries, ten at once after the outage: each answered as a duplicate, none re-read.
    proxy.seen.length = 0;
    const again = await Promise.all(
      Array.from({ length: 10 }, () => deliverAccountUpdated(eventId, accountId)),
    );
    expect(again.map((answer) => answer.body)).toEqual(
      Array(10).fill({ received: true, duplicate: true }),
    );
    expect(sentTo('GET', `/v1/accounts/${accountId}`)).toEqual([]);
  }, 60_000);
});

describe('payment method domains with Stripe failing', () => {
  const DOMAINS = /^\/v1\/payment_method_domains$/;
  const savePartner = (admin: TestUser, name: string, origin: string) =>
    withinSeconds(10, () =>
      admin.client.post('/api/admin/partners', { name, allowedOrigins: [origin] }),
    );

  it('registers once through a 500, under one key', async () => {
    const admin = await createSignedInUser(app, { admin: true });
    proxy.seen.length = 0;
    proxy.plan(({ path, attempt }) => (DOMAINS.test(path) && attempt === 1 ? 'fail' : 'forward'));
    const made = await savePartner(admin, 'Tui Advisory', 'https://tui-advisory.co.nz');
    expect(made.status).toBe(201);
    expect(made.body.partner.paymentMethodDomains[0]).toMatchObject({
      domain: 'tui-advisory.co.nz',
      status: 'active',
    });
    const calls = sentTo('POST', DOMAINS);
    expect(calls.map((request) => request.fault)).toEqual(['fail', 'forward']);
    expect(new Set(calls.map((request) => request.idempotencyKey))).toEqual(
      new Set(['payment-method-domain:tui-advisory.co.nz:1']),
    );
  }, 30_000);

  it('answers the save while Stripe hangs, and the next save registers the domain', async () => {
    const admin = await createSignedInUser(app, { admin: true });
    proxy.seen.length = 0;
    proxy.plan(({ path }) => (DOMAINS.test(path) ? 'hang' : 'forward'));
    const started = Date.now();
    const made = await savePartner(admin, 'Rimu Partners', 'https://rimu-partners.co.nz');
    expect(made.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(made.body.partner.paymentMethodDomains[0].status).not.toBe('active');
    const row = () =>
      app.db.knex('payment_method_domains').where({ domain: 'rimu-partners.co.nz' }).first();
    // The sync gives up within the call's budget and records the domain failed.
    await eventually(row, (current) => current?.status === 'failed', 10_000);

    proxy.plan(() => 'forward');
    const saved = await withinSeconds(10, () =>
      admin.client.patch(`/api/admin/partners/${made.body.partner.id}`, {
        allowedOrigins: ['https://rimu-partners.co.nz'],
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.paymentMethodDomains[0]).toMatchObject({ status: 'active', reason: null });
    const keys = sentTo('POST', DOMAINS).map((request) => request.idempotencyKey);
    expect(keys.at(-1)).toBe('payment-method-domain:rimu-partners.co.nz:2');
    expect(new Set(keys.slice(0, -1))).toEqual(
      new Set(['payment-method-domain:rimu-partners.co.nz:1']),
    );
  }, 30_000);
});
