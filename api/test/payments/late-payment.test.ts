// A payment that arrives after its booking closed: the card is charged after the payment window expired.
// The charge is refunded whole, both movements reach the ledger, the client is told, and replays of process-payment
// neither call the provider's refund again nor post twice.
import { consultationWorkflowId } from '@expertbridge/workflows';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { book, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: LifecycleTestApp;
let client: TestUser;
let admin: TestUser;
let refundCalls = 0;

beforeAll(async () => {
  app = await startLifecycleApp({ paymentWindowMs: 1_500 });
  client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  admin = await createSignedInUser(app, { admin: true });
  const refund = app.payments.refund.bind(app.payments);
  app.payments.refund = (input) => {
    refundCalls += 1;
    return refund(input);
  };
}, 120_000);
afterAll(() => app?.close());

it('refunds a late payment once, posts it, tells the client, and answers replays without another refund', async () => {
  const at = fullHourAfter(3 * 24 * 3_600_000);
  const expert = await expertAt(app, await createSignedInUser(app), at);
  const booked = await book(client.client, expert, at);
  const id = booked.body.id as string;
  const intent = await client.client.post('/api/create-payment-intent', {
    amount: booked.body.totalAmount.amount,
    consultationId: id,
  });
  await eventually(
    async () => (await client.client.get(`/api/consultations/${id}`)).body,
    (c) => c.status === 'cancelled',
  );
  // Late means after the workflow has closed: while it runs it takes a stray payment and refunds it itself.
  const workflow = app.temporal.workflow.getHandle(consultationWorkflowId(id));
  await eventually(
    async () => (await workflow.describe()).status.name,
    (status) => status !== 'RUNNING',
  );

  const card = await client.client.post('/api/payments/sandbox/confirm', {
    paymentIntentId: intent.body.paymentIntentId,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  expect(card.status).toBe(200);
  for (let i = 0; i < 3; i += 1) {
    const replay = await client.client.post('/api/process-payment', {
      consultationId: id,
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe('booking_closed');
  }
  expect(refundCalls).toBe(1);

  const consultation = (await client.client.get(`/api/consultations/${id}`)).body;
  expect(consultation.money).toMatchObject({
    paid: 18_000,
    refunded: 18_000,
    inEscrow: 0,
    state: 'refunded',
  });
  const entries = await app.db.knex('ledger_entries').where({ consultation_id: id });
  expect(entries.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBe(0);
  expect(new Set(entries.map((entry) => entry.posting_id)).size).toBe(1);

  const notifications = (await client.client.get('/api/notifications')).body.items;
  expect(notifications).toContainEqual(
    expect.objectContaining({ kind: 'refund_issued', consultationId: id }),
  );
  const outbox = (await admin.client.get('/api/admin/outbox?pageSize=100')).body.items;
  expect(outbox).toContainEqual(
    expect.objectContaining({ to: client.email, kind: 'refund_issued', consultationId: id }),
  );
  const revenue = (await admin.client.get('/api/admin/revenue')).body;
  expect(revenue.byCurrency).toContainEqual(
    expect.objectContaining({ currency: 'NZD', paid: 18_000, refunded: 18_000 }),
  );
});
