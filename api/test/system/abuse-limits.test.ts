// Abuse limits: sign-ups per e-mail and (higher) per address, bookings per account and per address, each counted
// per hour, and chat messages per account and per address, over REST and in the live room. Over a limit is a 429
// with Retry-After and the error body (the room: `rate_limited` with `retryAfter`), and nothing is written. The
// address is the one the API takes everywhere: behind the trusted proxy (TRUST_PROXY), the X-Forwarded-For entry it
// added (the last).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertAt, fullHourAfter } from '../helpers/booking.js';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { withinOneWindow } from '../helpers/rate-windows.js';
import { ask, openSockets, socketOf } from '../helpers/sockets.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const DAY = 24 * 3_600_000;
let app: LifecycleTestApp;

beforeAll(async () => {
  app = await startLifecycleApp(
    {},
    {
      TRUST_PROXY: 'true',
      SIGNUP_RATE_LIMIT: '2',
      SIGNUP_IP_RATE_LIMIT: '3',
      BOOKING_RATE_LIMIT: '2',
      BOOKING_IP_RATE_LIMIT: '3',
      CHAT_RATE_LIMIT: '2',
      CHAT_IP_RATE_LIMIT: '3',
      // Sign-in's window is a second: its sweep of ended windows runs at once (and must spare the others').
      LOGIN_RATE_WINDOW_SECONDS: '1',
    },
  );
}, 120_000);
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await app?.close();
});

let addresses = 0;
/** A client address of its own, as the proxy reports it (after whatever the client itself sent). */
const freshAddress = () => `198.51.100.${++addresses}`;
const from = (address: string) => ({ 'X-Forwarded-For': `203.0.113.250, ${address}` });

const userCount = async () => Number((await app.db.knex('users').count({ n: '*' }))[0]!.n);

function expectLimited(
  answer: { status: number; headers: Headers; body: any },
  message: string,
): void {
  expect(answer.status).toBe(429);
  expect(answer.body.error).toEqual({ code: 'rate_limited', message });
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
}

describe('sign-up', () => {
  const signUp = (address: string, email = `limit-${crypto.randomUUID()}@example.co.nz`) =>
    app
      .client()
      .post(
        '/api/auth/email/register',
        { firstName: 'Mere', lastName: 'Tane', email, password: 'a-long-password' },
        { headers: from(address) },
      );

  it('lets three sign-ups from one address through an hour, more than one e-mail may make, then answers 429 and makes no account', async () => {
    // The limit counts per clock hour: the test's hits fit in one.
    await withinOneWindow(app.db.knex, 3600, 60);
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signUp(address)).status).toBe(201);
    const before = await userCount();
    expectLimited(await signUp(address), 'Too many sign-ups from this address. Try again later.');
    expect(await userCount()).toBe(before);
    // The address the client claims comes before the proxy's entry and counts for nothing.
    const spoofed = await app.client().post(
      '/api/auth/email/register',
      {
        firstName: 'Mere',
        lastName: 'Tane',
        email: `limit-${crypto.randomUUID()}@example.co.nz`,
        password: 'a-long-password',
      },
      { headers: { 'X-Forwarded-For': `${freshAddress()}, ${address}` } },
    );
    expect(spoofed.status).toBe(429);
  });

  it('counts the sign-ups for one e-mail address from every address', async () => {
    const email = `wanted-${crypto.randomUUID()}@example.co.nz`;
    expect((await signUp(freshAddress(), email)).status).toBe(201);
    expect((await signUp(freshAddress(), email)).body.error.code).toBe('email_taken');
    expectLimited(
      await signUp(freshAddress(), email),
      'Too many sign-ups for this e-mail address. Try again later.',
    );
    // Another e-mail from a new address is not affected.
    expect((await signUp(freshAddress())).status).toBe(201);
  });
});

describe('booking', () => {
  let expert: ExpertRow;
  let day = 3;
  beforeAll(async () => {
    expert = await expertAt(app, await createSignedInUser(app), fullHourAfter(3 * DAY));
  });
  const book = (client: TestClient, address: string) =>
    client.request('POST', '/api/consultations', {
      body: {
        expertId: expert.id,
        title: 'GST registration for my new business',
        duration: 60,
        scheduledAt: fullHourAfter(day++ * DAY).toISOString(),
      },
      headers: from(address),
    });
  const bookingsOf = (user: TestUser) => app.db.knex('consultations').where({ client_id: user.id });

  it('lets one account hold two bookings an hour, from any address, then answers 429 and books nothing', async () => {
    // The limit counts per clock hour: the test's hits fit in one.
    await withinOneWindow(app.db.knex, 3600, 60);
    const client = await createSignedInUser(app);
    expect((await book(client.client, freshAddress())).status).toBe(201);
    expect((await book(client.client, freshAddress())).status).toBe(201);
    expectLimited(
      await book(client.client, freshAddress()),
      'Too many bookings from this account. Try again later.',
    );
    expect(await bookingsOf(client)).toHaveLength(2);
    // Another account is counted apart.
    const other = await createSignedInUser(app);
    expect((await book(other.client, freshAddress())).status).toBe(201);
  });

  it('lets one address make three bookings an hour, more than one account may, whichever accounts make them', async () => {
    const address = freshAddress();
    const users = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(app)));
    for (const user of users.slice(0, 3))
      expect((await book(user.client, address)).status).toBe(201);
    const last = users[3]!;
    expectLimited(
      await book(last.client, address),
      'Too many bookings from this address. Try again later.',
    );
    expect(await bookingsOf(last)).toHaveLength(0);
    expect((await book(last.client, freshAddress())).status).toBe(201);
  });

  it("keeps the hour's count when sign-in sweeps its own ended windows", async () => {
    const client = await createSignedInUser(app);
    expect((await book(client.client, freshAddress())).status).toBe(201);
    expect((await book(client.client, freshAddress())).status).toBe(201);
    // A sign-in attempt sweeps the counters of windows older than its own second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const signIn = await app
      .client()
      .post(
        '/api/auth/email/login',
        { email: 'nobody@example.co.nz', password: 'wrong-password' },
        { headers: from(freshAddress()) },
      );
    expect(signIn.status).toBe(401);
    expect((await book(client.client, freshAddress())).status).toBe(429);
  });
});

describe('chat', () => {
  let expert: ExpertRow;
  let expertUser: TestUser;
  let slot = 0;
  beforeAll(async () => {
    expertUser = await createSignedInUser(app);
    expert = await insertExpert(app.db.knex, { userId: expertUser.id });
  });
  async function consultation() {
    const client = await createSignedInUser(app);
    const scheduledAt = new Date(Math.ceil(Date.now() / 3_600_000 + 24 + slot++) * 3_600_000);
    const id = await insertConsultationRow(app.db.knex, {
      expert,
      status: 'confirmed',
      clientId: client.id,
      scheduledAt,
    });
    return { client, id };
  }
  const stored = async (id: string) =>
    Number(
      (await app.db.knex('chat_messages').where({ consultation_id: id }).count({ n: '*' }))[0]!.n,
    );

  it('limits REST messages per account and per address', async () => {
    const { client, id } = await consultation();
    // REST's chat counters have windows of 10 s: the test's hits fit in the first 6 s of one.
    await withinOneWindow(app.db.knex, 10, 6);
    const address = freshAddress();
    const send = (user: TestUser, at: string) =>
      user.client.request('POST', `/api/consultations/${id}/messages`, {
        body: { message: 'Hello there' },
        headers: from(at),
      });
    expect((await send(client, address)).status).toBe(201);
    expect((await send(client, address)).status).toBe(201);
    expectLimited(
      await send(client, freshAddress()),
      'You are sending messages too quickly. Try again shortly.',
    );
    // The other party, from the same address: the address has one message left.
    expect((await send(expertUser, address)).status).toBe(201);
    expectLimited(
      await send(expertUser, address),
      'Too many messages from this address. Try again shortly.',
    );
    expect(await stored(id)).toBe(3);
  });

  it('limits room messages per account and per address', async () => {
    const { client, id } = await consultation();
    const address = freshAddress();
    const clientSocket = await socketOf(app.url, client, undefined, from(address));
    const expertSocket = await socketOf(app.url, expertUser, undefined, from(address));
    const elsewhere = await socketOf(app.url, expertUser, undefined, from(freshAddress()));
    for (const socket of [clientSocket, expertSocket, elsewhere]) {
      expect((await ask(socket, 'join', { consultationId: id })).ok).toBe(true);
    }
    const send = (socket: typeof clientSocket) =>
      ask(socket, 'message', { consultationId: id, message: 'Hello there' });
    expect((await send(clientSocket)).ok).toBe(true);
    expect((await send(clientSocket)).ok).toBe(true);
    expect(await send(clientSocket)).toMatchObject({
      ok: false,
      error: { code: 'rate_limited' },
      retryAfter: expect.any(Number),
    });
    // The expert from the same address takes the address's last message, then is refused.
    expect((await send(expertSocket)).ok).toBe(true);
    expect(await send(expertSocket)).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    // The same expert from another address still has their own allowance.
    expect((await send(elsewhere)).ok).toBe(true);
    expect(await stored(id)).toBe(4);
  });

  it('keeps a flooder that was disconnected out of the room for the cool-down, by account and by address', async () => {
    const { client, id } = await consultation();
    const address = freshAddress();
    const flooder = await socketOf(app.url, client, undefined, from(address));
    await ask(flooder, 'join', { consultationId: id });
    const gone = new Promise<string>((resolve) => flooder.once('disconnect', resolve));
    // CHAT_RATE_LIMIT (2) messages pass; the third refusal in a row closes the socket.
    const answers = [];
    for (let i = 0; i < 5 && flooder.connected; i++) {
      answers.push(await ask(flooder, 'message', { consultationId: id, message: `flood ${i}` }));
    }
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, false, false, false]);
    expect(await gone).toBe('io server disconnect');

    const refusal = { data: { error: { code: 'rate_limited' }, retryAfter: expect.any(Number) } };
    // The same account from another address, and another account from the same address, are refused.
    await expect(socketOf(app.url, client, undefined, from(freshAddress()))).rejects.toMatchObject(
      refusal,
    );
    const neighbour = await createSignedInUser(app);
    await expect(socketOf(app.url, neighbour, undefined, from(address))).rejects.toMatchObject(
      refusal,
    );
    // Anyone else is let in.
    await expect(
      socketOf(app.url, neighbour, undefined, from(freshAddress())),
    ).resolves.toBeDefined();
    expect(await stored(id)).toBe(2);
  });
});
