// Cancelling over HTTP on the real workflow: a request the expert has not accepted is refunded whole even
// at the last minute; a late cancellation of a confirmed one answers with its money settled, not part-way.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { bookAndPay, expertAt, fullHourAfter } from '../helpers/booking.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const HOUR = 3_600_000;
let app: LifecycleTestApp;
let client: TestUser;

beforeAll(async () => {
  app = await startLifecycleApp({});
  client = await createSignedInUser(app);
}, 120_000);
afterAll(() => app?.close());

async function paidBooking() {
  const at = fullHourAfter(3 * HOUR);
  const expertUser = await createSignedInUser(app);
  const expert = await expertAt(app, expertUser, at);
  const paid = await bookAndPay(client.client, expert, at);
  return { id: paid.id as string, expertUser };
}

it('refunds in full a request the expert has not accepted, three hours before the start', async () => {
  const { id, expertUser } = await paidBooking();
  const cancelled = await client.client.post(`/api/consultations/${id}/cancel`, {});
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.cancellation).toMatchObject({ by: 'client', refund: { amount: 18_000 } });
  expect(cancelled.body.money).toMatchObject({
    state: 'refunded',
    paid: 18_000,
    refunded: 18_000,
    paidOut: 0,
    inEscrow: 0,
  });
  const summary = (await expertUser.client.get('/api/dashboard/summary')).body;
  expect(summary.asExpert.earned).toEqual([]);
});

it('answers a late cancellation of a confirmed consultation with the money settled', async () => {
  const { id, expertUser } = await paidBooking();
  await expertUser.client.patch(`/api/consultations/${id}`, { status: 'confirmed' });
  const cancelled = await client.client.post(`/api/consultations/${id}/cancel`, {});
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.money).toMatchObject({
    paid: 18_000,
    refunded: 9_000,
    inEscrow: 0,
    paidOut: 7_650,
    platformRevenue: 1_350,
  });
  // A read later shows the same figures: the answer was not taken part-way.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const later = (await client.client.get(`/api/consultations/${id}`)).body;
  expect(later.money).toEqual(cancelled.body.money);
  const summary = (await expertUser.client.get('/api/dashboard/summary')).body;
  expect(summary.asExpert.earned).toEqual([{ amount: 7_650, currency: 'NZD' }]);
});
