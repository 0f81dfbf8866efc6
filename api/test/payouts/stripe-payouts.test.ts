// The payout endpoints with PAYMENT_GATEWAY=stripe against stripe-mock: the expert's Express account is created
// once and Stripe's Account Link answered; the sandbox's onboarding pages do not exist; `account.updated` re-reads
// the account from Stripe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/modules/payments/gateway/gateway-webhooks.js';
import { insertExpert } from '../helpers/consultation-rows.js';
import { startStripeMock, type StripeMockServer } from '../helpers/stripe-mock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';

const SECRET = 'whsec_stripe_payouts';
let mock: StripeMockServer;
let app: TestApp;

beforeAll(async () => {
  mock = await startStripeMock();
  app = await startTestApp({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_payouts',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_payouts',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${mock.port}`,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

describe('payout onboarding with Stripe (stripe-mock)', () => {
  it("creates the expert's account once, answers Stripe's link, and keeps the sandbox pages out", async () => {
    const user = await createSignedInUser(app);
    const expert = await insertExpert(app.db.knex, { userId: user.id, payoutAccount: false });
    const first = await user.client.request('POST', '/api/experts/me/payout-account/onboarding');
    expect(first.status).toBe(201);
    expect(first.body.url).toEqual(expect.any(String));
    const row = await app.db.knex('experts').where({ id: expert.id }).first();
    expect(row.stripe_account_id).toMatch(/^acct_/);
    const second = await user.client.request('POST', '/api/experts/me/payout-account/onboarding');
    expect(second.status).toBe(201);
    expect((await app.db.knex('experts').where({ id: expert.id }).first()).stripe_account_id).toBe(
      row.stripe_account_id,
    );
    const synced = await user.client.request('POST', '/api/experts/me/payout-account/sync');
    expect(synced.status).toBe(200);
    expect(synced.body.status).not.toBe('not_started');

    expect(
      (await user.client.request('GET', '/api/payments/sandbox/onboarding/pol_x')).status,
    ).toBe(404);
    const payload = JSON.stringify({
      id: 'evt_stripe_account_1',
      object: 'event',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: row.stripe_account_id, object: 'account' } },
    });
    const delivered = await app.client().request('POST', '/api/webhooks/stripe', {
      rawBody: payload,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signWebhook(payload, SECRET, Math.floor(Date.now() / 1000)),
      },
    });
    expect(delivered.body).toEqual({ received: true, duplicate: false });
  });
});
