// Idempotency-Key on the POSTs that create a booking or move money: the same key and body answer the first
// answer again and do nothing twice; another body is 409; callers do not share keys; a first answer that was a
// refusal is kept too; a card confirmed ten times under one key is charged once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const DAY = 24 * 3_600_000;
let app: LifecycleTestApp;
let client: TestUser;
let expert: ExpertRow;
const at = fullHourAfter(3 * DAY);
let day = 0;
const nextStart = () => new Date(at.getTime() + day++ * DAY).toISOString();

beforeAll(async () => {
  app = await startLifecycleApp({});
  client = await createSignedInUser(app);
  expert = await expertAt(app, await createSignedInUser(app), at);
}, 120_000);
afterAll(() => app?.close());

const count = async (table: string, where: Record<string, unknown>) =>
  Number((await app.db.knex(table).where(where).count({ n: '*' }))[0]!.n);

const booking = (scheduledAt: string, title = 'GST registration') => ({
  expertId: expert.id,
  title,
  duration: 60,
  scheduledAt,
});

describe('Idempotency-Key', () => {
  it('answers a repeated booking with the first answer and books once; another body is 409', async () => {
    const body = booking(nextStart());
    const headers = { 'Idempotency-Key': 'booking-attempt-1' };
    const first = await client.client.post('/api/consultations', body, { headers });
    expect(first.status).toBe(201);
    const again = await client.client.post('/api/consultations', body, { headers });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(
      await count('consultations', {
        client_id: client.id,
        scheduled_at: new Date(body.scheduledAt),
      }),
    ).toBe(1);

    const other = await client.client.post(
      '/api/consultations',
      { ...body, title: 'Other' },
      { headers },
    );
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency_key_reused');

    // Another caller's key of the same name is its own.
    const someoneElse = await createSignedInUser(app);
    const theirs = await someoneElse.client.post('/api/consultations', booking(nextStart()), {
      headers,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it('keeps a refusal as the answer, and refuses a malformed key', async () => {
    const offHour = new Date(Date.parse(nextStart()) + 30 * 60_000).toISOString();
    const headers = { 'Idempotency-Key': 'off-hour' };
    const first = await client.client.post('/api/consultations', booking(offHour), { headers });
    expect(first.status).toBe(422);
    const again = await client.client.post('/api/consultations', booking(offHour), { headers });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
    const malformed = await client.client.post('/api/consultations', booking(nextStart()), {
      headers: { 'Idempotency-Key': 'has space' },
    });
    expect(malformed.status).toBe(400);
  });

  it('lets a retry take over a key whose request never wrote its answer, once its lease ran out', async () => {
    const body = booking(nextStart(), 'Trust deed review');
    const headers = { 'Idempotency-Key': 'answer-lost' };
    const first = await client.client.post('/api/consultations', body, { headers });
    expect(first.status).toBe(201);
    // As the key is left when the database went away before the request could write its answer: its process
    // renews the lease no more, the request being over.
    const [{ scope_key: scopeKey }] = await app.db
      .knex('idempotency_keys')
      .whereLike('response_body', `%${first.body.id}%`)
      .select('scope_key');
    const leaveUnanswered = (leaseLeft: string) =>
      app.db
        .knex('idempotency_keys')
        .where({ scope_key: scopeKey })
        .update({
          response_status: null,
          response_body: null,
          lease_until: app.db.knex.raw(`now() + interval '${leaseLeft}'`),
        });

    await leaveUnanswered('5 seconds');
    const whileRunning = await client.client.post('/api/consultations', body, { headers });
    expect(whileRunning.status).toBe(409);
    expect(whileRunning.body.error.code).toBe('idempotency_key_in_use');

    await leaveUnanswered('-1 second');
    const retried = await client.client.post('/api/consultations', body, { headers });
    // It runs afresh: the slot is the first request's, so this one books nothing, and its answer is kept.
    expect(retried.status).toBe(409);
    expect(retried.body.error.code).toBe('slot_taken');
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    const replayed = await client.client.post('/api/consultations', body, { headers });
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(
      await count('consultations', {
        client_id: client.id,
        scheduled_at: new Date(body.scheduledAt),
      }),
    ).toBe(1);
  });

  it('charges a card confirmed ten times under one key once', async () => {
    const booked = await client.client.post('/api/consultations', booking(nextStart()));
    const intent = await client.client.post('/api/create-payment-intent', {
      amount: booked.body.totalAmount.amount,
      consultationId: booked.body.id,
    });
    const card = {
      paymentIntentId: intent.body.paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    };
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(
        await client.client.post('/api/payments/sandbox/confirm', card, {
          headers: { 'Idempotency-Key': 'pay-once' },
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(
      answers.slice(1).every((answer) => answer.headers.get('Idempotent-Replayed') === 'true'),
    ).toBe(true);
    // The payment is posted when its recording reaches the ledger, which may come just after the answer.
    const postings = async () =>
      Number(
        (
          await app.db
            .knex('ledger_entries')
            .where({ consultation_id: booked.body.id })
            .countDistinct({ n: 'posting_id' })
        )[0]!.n,
      );
    expect(await eventually(postings, (n) => n > 0)).toBe(1);
  });
});
