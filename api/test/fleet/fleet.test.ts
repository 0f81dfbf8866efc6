// A fleet as an operator runs one (scripts/fleet: `npm run fleet`): two API processes and two workers in production
// mode on one PostgreSQL database and one Temporal dev server, behind HAProxy, after `npm run migrate` and `npm run
// seed`. What a single process cannot show: a session, the room and an upload cross processes; bookings are paid and
// accepted through the balancer; a worker killed mid-lifecycle and an API killed mid-request cost nothing but a retry;
// every booking is charged once and the ledger balances. Needs PostgreSQL (TEST_DATABASE_URL, as CI sets it).
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, settlePayments } from '../../bench/booking-checks.js';
import { book, eventually, fullHourAfter, payWithCard } from '../helpers/booking.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import type { TestClient } from '../helpers/test-client.js';
import { ask, next } from '../helpers/sockets.js';
import { validRegistration } from '../onboarding/fixtures.js';
import { dataUrl, pngImage } from '../onboarding/images.js';
import {
  expertFor,
  registerThrough,
  startTestFleet,
  withSession,
  type FleetFixture,
} from './fleet-fixture.js';
import { PollingSocket } from './polling-client.js';

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  process.stdout.write(
    'fleet test skipped: it needs PostgreSQL (set TEST_DATABASE_URL, as CI does)\n',
  );
}

const DAY = 86_400_000;
let fixture: FleetFixture;
let client: Awaited<ReturnType<typeof registerThrough>>;
let expertUser: Awaited<ReturnType<typeof registerThrough>>;
let expert: ExpertRow;
/** Every consultation this file paid for: each must be charged once. */
const paid: string[] = [];
const sockets: Socket[] = [];
let slot = 0;
/** The same hour on successive days, from three days ahead: one expert, never a clash. */
const nextSlot = () => new Date(fullHourAfter(3 * DAY).getTime() + slot++ * DAY);

/** A booking made and paid through `via`, once its workflow has taken the payment in (`pending`). */
async function bookAndPay(via: TestClient): Promise<string> {
  const booked = await book(via, expert, nextSlot());
  expect(booked.status).toBe(201);
  const id = booked.body.id as string;
  await payWithCard(via, id, booked.body.totalAmount.amount as number);
  paid.push(id);
  await eventually(
    async () => (await via.get(`/api/consultations/${id}`)).body.status,
    (s) => s === 'pending',
  );
  return id;
}

function socketOn(url: string, session: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { Cookie: `eb_session=${session}` },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe.skipIf(!serverUrl)('a fleet of two APIs and two workers behind HAProxy', () => {
  beforeAll(async () => {
    const started = Date.now();
    fixture = await startTestFleet(serverUrl!);
    process.stdout.write(`fleet started in ${Date.now() - started} ms\n`);
    client = await registerThrough(fixture.fleet.url, 'client');
    expertUser = await registerThrough(fixture.fleet.url, 'expert');
    expert = await expertFor(fixture.db, expertUser.id, nextSlot());
    slot = 0;
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await fixture?.close();
  });

  it('keeps a session made on one API working on the other; signing out on one ends it on both', async () => {
    const [one, two] = fixture.fleet.apis.map((api) => api.url) as [string, string];
    const user = await registerThrough(one, 'session');
    const onTwo = withSession(two, user.session);
    expect((await onTwo.get('/api/auth/user')).body.id).toBe(user.id);

    expect((await onTwo.get('/api/logout', { unchecked: true })).status).toBe(302);
    expect((await withSession(one, user.session).get('/api/auth/user')).status).toBe(401);
    expect((await withSession(two, user.session).get('/api/auth/user')).status).toBe(401);
  });

  it('books, pays and accepts through the balancer', async () => {
    const id = await bookAndPay(client.client);
    const accepted = await expertUser.client.patch(`/api/consultations/${id}`, {
      status: 'confirmed',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('confirmed');
    // Each process's own metrics port counts what it answered: the one booking, once, on the API that took it.
    const scrapes = await Promise.all(
      fixture.fleet.apis.map(async (api) => (await fetch(api.metricsUrl)).text()),
    );
    const bookings = scrapes.map((text) =>
      Number(
        /expertbridge_http_requests_total\{method="POST",route="\/api\/consultations",status="201"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      ),
    );
    expect(bookings.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await (await fetch(fixture.fleet.workers[0]!.metricsUrl)).text()).toMatch(
      /^expertbridge_consultations\{state="confirmed"\} [1-9]/m,
    );
  });

  it('carries the room between APIs, and keeps a polling client on one process', async () => {
    const id = paid[0]!;
    const [one, two] = fixture.fleet.apis.map((api) => api.url) as [string, string];
    const clientOnOne = await socketOn(one, client.session);
    const expertOnTwo = await socketOn(two, expertUser.session);
    expect(await ask(expertOnTwo, 'join', { consultationId: id })).toMatchObject({ ok: true });
    expect(await ask(clientOnOne, 'join', { consultationId: id })).toMatchObject({ ok: true });
    // The client's second tab, on long-polling through the balancer: each poll is a new request.
    const polling = new PollingSocket(fixture.fleet.url, { eb_session: client.session });
    await polling.open();
    expect(await polling.ask('join', { consultationId: id })).toMatchObject({ ok: true });

    const arrives = next<{ message: string }>(expertOnTwo, 'message');
    expect(
      (await ask(clientOnOne, 'message', { consultationId: id, message: 'Across APIs' })).ok,
    ).toBe(true);
    expect((await arrives).message).toBe('Across APIs');
    expect((await polling.next('message', (m) => m.message === 'Across APIs')).message).toBe(
      'Across APIs',
    );

    const fromPolling = next<{ message: string }>(expertOnTwo, 'message');
    expect((await polling.ask('message', { consultationId: id, message: 'From a poll' })).ok).toBe(
      true,
    );
    expect((await fromPolling).message).toBe('From a poll');
    await polling.close();
    expect(polling.statuses.length).toBeGreaterThanOrEqual(6);
    expect(polling.statuses.every((status) => status === 200)).toBe(true);

    // Without the balancer's cookie, the polls go round-robin, and the process without the session refuses them.
    const dropping = new PollingSocket(fixture.fleet.url, { eb_session: client.session }, false);
    await dropping.open().catch(() => undefined);
    expect(dropping.statuses).toContain(400);
  });

  it('serves a photo uploaded through one API from the other', async () => {
    const [one, two] = fixture.fleet.apis.map((api) => api.url) as [string, string];
    const user = await registerThrough(one, 'photo');
    const bytes = pngImage(4, 4, true);
    const form = validRegistration(user.email) as { user: Record<string, unknown> };
    form.user.profileImageUrl = dataUrl(bytes, 'image/png');
    const registered = await user.client.post('/api/complete-expert-registration', form);
    expect(registered.status).toBe(201);
    const served = await fetch(`${two}${registered.body.user.profileImageUrl as string}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('confirms every booking once when a worker is killed mid-lifecycle', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) ids.push(await bookAndPay(client.client));
    await fixture.fleet.workers[0]!.kill();
    const answers = await Promise.all(
      ids.map((id) => expertUser.client.patch(`/api/consultations/${id}`, { status: 'confirmed' })),
    );
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.status).toBe('confirmed');
      else expect(answer.body.error?.code).toBe('lifecycle_unavailable');
    }
    for (const id of ids) {
      const read = async () => (await client.client.get(`/api/consultations/${id}`)).body.status;
      expect(await eventually(read, (status) => status === 'confirmed', 60_000)).toBe('confirmed');
    }
    process.stdout.write(
      `worker killed: ${answers.filter((a) => a.status === 200).length} of ${ids.length} accepts answered 200\n`,
    );
  }, 120_000);

  it('lets a retry with the same Idempotency-Key through within seconds once the API holding it is killed', async () => {
    const booked = await book(client.client, expert, nextSlot());
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    const amount = booked.body.totalAmount.amount as number;
    const key = randomUUID();
    const body = { amount, consultationId: id };
    // Hold the consultation's row: the payment intent's insert waits behind it, so the request is mid-way for sure.
    const hold = await fixture.db.knex.transaction();
    await hold('consultations').where({ id }).forUpdate().first('id');
    const api = fixture.fleet.apis[0]!;
    const inFlight = withSession(api.url, client.session)
      .post('/api/create-payment-intent', body, { headers: { 'Idempotency-Key': key } })
      .catch((error: unknown) => error);
    await eventually(
      async () =>
        Number(
          (
            await fixture.db.knex('idempotency_keys').whereNull('response_status').count({ n: '*' })
          )[0]!.n,
        ),
      (count) => count > 0,
    );
    await api.kill();
    await hold.rollback();
    expect(await inFlight).toBeInstanceOf(Error);

    const killedAt = Date.now();
    const retry = withSession(fixture.fleet.url, client.session);
    let answer = await retry.post('/api/create-payment-intent', body, {
      headers: { 'Idempotency-Key': key },
    });
    while (answer.status === 409 && Date.now() - killedAt < 30_000) {
      expect(answer.body.error.code).toBe('idempotency_key_in_use');
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await retry.post('/api/create-payment-intent', body, {
        headers: { 'Idempotency-Key': key },
      });
    }
    expect(answer.status).toBe(200);
    process.stdout.write(
      `API killed mid-request: the retry went through ${Date.now() - killedAt} ms later\n`,
    );
    // The booking goes on as any other: paid once, accepted.
    expect(answer.body.paymentIntentId).toEqual(expect.any(String));
    await payWithCard(client.client, id, amount);
    paid.push(id);
    await eventually(
      async () => (await client.client.get(`/api/consultations/${id}`)).body.status,
      (s) => s === 'pending',
    );
    const accepted = await expertUser.client.patch(`/api/consultations/${id}`, {
      status: 'confirmed',
    });
    expect(accepted.body.status).toBe('confirmed');
  }, 120_000);

  it('charged every booking once and kept every posting balanced', async () => {
    const knex = fixture.db.knex;
    expect((await settlePayments(knex, 30_000)).left).toBe(0);
    const charges: { consultation_id: string; n: number }[] = await knex('sandbox_payment_intents')
      .where({ status: 'succeeded' })
      .groupBy('consultation_id')
      .select('consultation_id')
      .count({ n: '*' });
    expect(Object.fromEntries(charges.map((row) => [row.consultation_id, Number(row.n)]))).toEqual(
      Object.fromEntries(paid.map((id) => [id, 1])),
    );
    const ledger = await checkLedger(knex);
    expect(ledger.postings).toBeGreaterThan(0);
    expect(ledger).toMatchObject({
      unbalancedPostings: 0,
      unbalancedConsultations: 0,
      escrowMismatches: 0,
      escrowNotPrice: 0,
      paidConsultations: paid.length,
    });
  });
});
