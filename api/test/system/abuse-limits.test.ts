// Abuse limits (issue 16): sign-ups per address and bookings per account are counted per hour; over the limit is a
// 429 with Retry-After and the error body, and nothing is written.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { book, expertAt, fullHourAfter } from '../helpers/booking.js';
import { createSignedInUser } from '../helpers/users.js';

const DAY = 24 * 3_600_000;
let app: LifecycleTestApp;

beforeAll(async () => {
  app = await startLifecycleApp({}, { SIGNUP_RATE_LIMIT: '2', BOOKING_RATE_LIMIT: '2' });
}, 120_000);
afterAll(() => app?.close());

const userCount = async () => Number((await app.db.knex('users').count({ n: '*' }))[0]!.n);

it('lets two sign-ups from one address through an hour, then answers 429 and makes no account', async () => {
  const signUp = () =>
    app.client().post('/api/auth/email/register', {
      firstName: 'Mere',
      lastName: 'Tane',
      email: `limit-${crypto.randomUUID()}@example.co.nz`,
      password: 'a-long-password',
    });
  expect((await signUp()).status).toBe(201);
  expect((await signUp()).status).toBe(201);
  const before = await userCount();
  const third = await signUp();
  expect(third.status).toBe(429);
  expect(third.body.error.code).toBe('rate_limited');
  expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await userCount()).toBe(before);
});

it('lets one account hold two bookings an hour, then answers 429 and books nothing', async () => {
  const client = await createSignedInUser(app);
  const at = fullHourAfter(3 * DAY);
  const expert = await expertAt(app, await createSignedInUser(app), at);
  expect((await book(client.client, expert, at)).status).toBe(201);
  expect((await book(client.client, expert, new Date(at.getTime() + DAY))).status).toBe(201);
  const third = await book(client.client, expert, new Date(at.getTime() + 2 * DAY));
  expect(third.status).toBe(429);
  expect(third.body.error.message).toBe('Too many bookings from this account. Try again later.');
  expect(await app.db.knex('consultations').where({ client_id: client.id })).toHaveLength(2);
  // Another account is counted apart.
  const other = await createSignedInUser(app);
  expect((await book(other.client, expert, new Date(at.getTime() + 3 * DAY))).status).toBe(201);
});
