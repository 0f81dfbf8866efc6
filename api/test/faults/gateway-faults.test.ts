// The payment gateway failing: Stripe (stripe-mock behind a proxy that injects the faults) answering 500, hanging, or
// gone altogether. A call that fails is retried with the same idempotency key and takes effect once; one that cannot
// succeed fails cleanly (502 with the error body) with the consultation unpaid; a refund the workflow makes is
// retried until it goes through, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, eventually, expertAt } from '../helpers/booking.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { startStripeMock, type StripeMockServer } from '../helpers/stripe-mock.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { withinSeconds } from './bounded.js';
import { dailySlots, ledgerOf } from './fault-stack.js';
import { startStripeFaultProxy, type StripeFaultProxy } from './stripe-fault-proxy.js';

const slots = dailySlots();
let mock: StripeMockServer | undefined;
let proxy: StripeFaultProxy;
let app: LifecycleTestApp;
let client: TestUser;
let expert: ExpertRow;

beforeAll(async () => {
  mock = await startStripeMock();
  proxy = await startStripeFaultProxy(() => mock?.port ?? 1);
  app = await startLifecycleApp(
    {},
    {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_faults',
      STRIPE_WEBHOOK_SECRET: 'whsec_faults',
      STRIPE_API_BASE: `http://127.0.0.1:${proxy.port}`,
      // A hung request is given up after a second and a half (8 s in production), then retried while the call's
      // budget allows: a second attempt fits in 4 s, a third does not (18 s in production).
      STRIPE_TIMEOUT_MS: '1500',
      STRIPE_CALL_BUDGET_MS: '4000',
    },
  );
  client = await createSignedInUser(app);
  expert = await expertAt(app, await createSignedInUser(app), slots.first);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await mock?.stop();
});

async function booked() {
  const answer = await book(client.client, expert, slots.next());
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

const createIntent = (consultationId: string) =>
  withinSeconds(30, () =>
    client.client.post('/api/create-payment-intent', { amount: 18000, consultationId }),
  );

/** The requests "Stripe" saw for one path: their idempotency keys and what the proxy did. */
const sentTo = (method: string, path: string) =>
  proxy.seen.filter((request) => request.method === method && request.path === path);

async function expectUnpaid(id: string) {
  const consultation = (await client.client.get(`/api/consultations/${id}`)).body;
  expect(consultation.status).toBe('pending_payment');
  expect(consultation.money).toMatchObject({ paid: 0, inEscrow: 0 });
  expect((await ledgerOf(app, id)).balances).toEqual({});
}

describe('the payment gateway answering 500, hanging or gone', () => {
  it('retries a call answered 500 with the same idempotency key, and it takes effect once', async () => {
    const id = await booked();
    proxy.seen.length = 0;
    proxy.plan(({ method, path, attempt }) =>
      method === 'POST' && path === '/v1/payment_intents' && attempt <= 2 ? 'fail' : 'forward',
    );
    const intent = await createIntent(id);
    expect(intent.status).toBe(200);
    const attempts = sentTo('POST', '/v1/payment_intents');
    expect(attempts.map((a) => a.fault)).toEqual(['fail', 'fail', 'forward']);
    expect(new Set(attempts.map((a) => a.idempotencyKey))).toEqual(
      new Set([`consultation-${id}:payment-intent`]),
    );
    expect(await app.db.knex('consultation_payments').where({ consultation_id: id })).toHaveLength(
      1,
    );

    // The card is charged (Stripe.js); reading the payment back fails twice, then goes through: paid once.
    const paymentIntentId = intent.body.paymentIntentId as string;
    proxy.charge(paymentIntentId);
    proxy.plan(({ method, attempt }) => (method === 'GET' && attempt <= 2 ? 'fail' : 'forward'));
    const processed = await withinSeconds(30, () =>
      client.client.post('/api/process-payment', { consultationId: id, paymentIntentId }),
    );
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body.money).toMatchObject({ paid: 18000, inEscrow: 18000 });
    expect((await ledgerOf(app, id)).memos).toEqual(['client payment into escrow']);
  }, 60_000);

  it('fails cleanly with the consultation unpaid while the gateway hangs or is down, and pays once it is back', async () => {
    const id = await booked();
    proxy.seen.length = 0;
    proxy.plan(() => 'hang');
    const hung = await createIntent(id);
    expect(hung.status).toBe(502);
    expect(hung.body.error).toMatchObject({
      code: 'payment_provider_unavailable',
      message: expect.any(String),
    });
    // Answered within the call's budget: the retry that would have run past it was not made.
    const hungAttempts = sentTo('POST', '/v1/payment_intents');
    expect(hungAttempts.map((a) => a.fault)).toEqual(['hang', 'hang']);
    expect(new Set(hungAttempts.map((a) => a.idempotencyKey))).toEqual(
      new Set([`consultation-${id}:payment-intent`]),
    );
    await expectUnpaid(id);

    // stripe-mock stopped: the connection is refused.
    proxy.plan(() => 'forward');
    await mock!.stop();
    mock = undefined;
    const down = await createIntent(id);
    expect(down.status).toBe(502);
    expect(down.body.error.code).toBe('payment_provider_unavailable');
    await expectUnpaid(id);

    // Back: the client's retry creates the intent, under the same key as every earlier attempt.
    mock = await startStripeMock();
    const intent = await createIntent(id);
    expect(intent.status).toBe(200);
    const keys = new Set(sentTo('POST', '/v1/payment_intents').map((a) => a.idempotencyKey));
    expect(keys).toEqual(new Set([`consultation-${id}:payment-intent`]));
    proxy.charge(intent.body.paymentIntentId);
    const processed = await client.client.post('/api/process-payment', {
      consultationId: id,
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(processed.body.money).toMatchObject({ paid: 18000, inEscrow: 18000 });
  }, 120_000);

  it("refunds once when the gateway fails the workflow's refund several times over", async () => {
    const id = await booked();
    const intent = await createIntent(id);
    const paymentIntentId = intent.body.paymentIntentId as string;
    proxy.charge(paymentIntentId);
    await client.client.post('/api/process-payment', { consultationId: id, paymentIntentId });
    // Five failures: the gateway's own three attempts, then the workflow's retry of the activity fails twice more.
    proxy.seen.length = 0;
    proxy.plan(({ method, path, attempt }) =>
      method === 'POST' && path === '/v1/refunds' && attempt <= 5 ? 'fail' : 'forward',
    );
    const cancelled = await client.client.post(`/api/consultations/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    // The view counts a refund owed as refunded; the ledger tells when the provider has made it.
    await eventually(
      () => ledgerOf(app, id),
      (ledger) => ledger.balances.refunds === 18000,
      60_000,
    );
    const refunded = (await client.client.get(`/api/consultations/${id}`)).body;
    expect(refunded.status).toBe('cancelled');
    expect(refunded.money).toMatchObject({ refunded: 18000, inEscrow: 0 });
    const attempts = sentTo('POST', '/v1/refunds');
    expect(attempts.filter((a) => a.fault === 'forward')).toEqual([
      expect.objectContaining({ status: 200 }),
    ]);
    expect(attempts.length).toBe(6);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);
    const ledger = await ledgerOf(app, id);
    expect(ledger.balances).toEqual({
      client_payments: -18000,
      escrow: 0,
      refunds_payable: 0,
      refunds: 18000,
    });
  }, 120_000);
});
