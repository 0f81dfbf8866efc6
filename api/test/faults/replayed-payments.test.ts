// The same payment confirmation and the same provider webhook delivered ten times, all at once (a client retrying
// on a flaky network, a provider redelivering): one charge, one ledger posting, nothing refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, eventually, expertAt } from '../helpers/booking.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { dailySlots, ledgerOf } from './fault-stack.js';

const TIMES = 10;
const slots = dailySlots();
let app: LifecycleTestApp;
let client: TestUser;
let expert: ExpertRow;

beforeAll(async () => {
  app = await startLifecycleApp({});
  client = await createSignedInUser(app);
  expert = await expertAt(app, await createSignedInUser(app), slots.first);
}, 180_000);
afterAll(() => app?.close());

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const times = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: TIMES }, make));

async function bookWithIntent() {
  const booked = await book(client.client, expert, slots.next());
  expect(booked.status).toBe(201);
  const id = booked.body.id as string;
  const intent = await client.client.post('/api/create-payment-intent', {
    amount: 18000,
    consultationId: id,
  });
  return { id, paymentIntentId: intent.body.paymentIntentId as string };
}

/** One charge at the provider, one payment into escrow on the ledger, no refund. */
async function expectPaidOnce(id: string, paymentIntentId: string) {
  const paid = await eventually(
    async () => (await client.client.get(`/api/consultations/${id}`)).body,
    (c) => c.status === 'pending',
    30_000,
  );
  expect(paid.money).toMatchObject({ paid: 18000, inEscrow: 18000, refunded: 0 });
  const ledger = await ledgerOf(app, id);
  expect(ledger.balances).toEqual({ client_payments: -18000, escrow: 18000 });
  expect(ledger.memos).toEqual(['client payment into escrow']);
  const intents = await app.db.knex('sandbox_payment_intents').where({ consultation_id: id });
  expect(intents.map((i) => [i.id, i.status])).toEqual([[paymentIntentId, 'succeeded']]);
  expect(
    await app.db.knex('sandbox_refunds').where({ payment_intent_id: paymentIntentId }),
  ).toEqual([]);
}

describe('a payment delivered ten times at once', () => {
  it('charges once when the card confirmation and process-payment are each sent ten times', async () => {
    const { id, paymentIntentId } = await bookWithIntent();
    const confirmations = await times(() =>
      client.client.post('/api/payments/sandbox/confirm', { paymentIntentId, ...card }),
    );
    expect(confirmations.map((c) => c.status)).toEqual(Array(TIMES).fill(200));
    const processed = await times(() =>
      client.client.post('/api/process-payment', { consultationId: id, paymentIntentId }),
    );
    expect(processed.map((p) => p.status)).toEqual(Array(TIMES).fill(200));
    await expectPaidOnce(id, paymentIntentId);
  });

  it('charges once when the confirmation is sent ten times at once under one Idempotency-Key', async () => {
    const { id, paymentIntentId } = await bookWithIntent();
    const headers = { 'Idempotency-Key': `pay-${id}` };
    const answers = await times(() =>
      client.client.post(
        '/api/payments/sandbox/confirm',
        { paymentIntentId, ...card },
        { headers },
      ),
    );
    // The first is done, the others answer its answer again or say it is still running.
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.error.code).toBe('idempotency_key_in_use');
      else expect(answer.status).toBe(200);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    await expectPaidOnce(id, paymentIntentId);
  });

  it("posts the provider's event once when the same signed webhook arrives ten times at once", async () => {
    const { id, paymentIntentId } = await bookWithIntent();
    if (app.payments.kind !== 'sandbox') throw new Error('the sandbox gateway is expected');
    // The provider's side: the card is charged and the provider sends its signed event, ten times.
    const { webhook } = await app.payments.confirmSandboxPayment({ paymentIntentId, ...card });
    const deliveries = await times(() =>
      app.client().post('/api/webhooks/stripe', undefined, {
        rawBody: webhook.payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': webhook.signature },
      }),
    );
    expect(deliveries.map((d) => d.status)).toEqual(Array(TIMES).fill(200));
    await expectPaidOnce(id, paymentIntentId);
    // Delivered again later, it is a known duplicate.
    const late = await app.client().post('/api/webhooks/stripe', undefined, {
      rawBody: webhook.payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': webhook.signature },
    });
    expect(late.body).toEqual({ received: true, duplicate: true });
    await expectPaidOnce(id, paymentIntentId);
  });
});
