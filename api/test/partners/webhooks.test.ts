// Partner webhooks end to end: bookings attributed to a partner go through the real lifecycle on a Temporal dev
// server, and each event reaches a local receiver standing in for the partner, signed, retried and logged.
import { verifyWebhook, type PartnerWebhookEvent } from '@expertbridge/sdk';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterWorkerStart } from '../../src/composition/worker.js';
import { createPartnerEventsService } from '../../src/modules/partners/webhooks/partner-events.js';
import { createPartnerWebhooksRepository } from '../../src/modules/partners/webhooks/partner-webhooks.repository.js';
import { book, eventually, expertAt, fullHourAfter, payWithCard } from '../helpers/booking.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { assertMatchesSchema } from '../helpers/openapi-validator.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import {
  attributeToPartner,
  insertEventWithDelivery,
  insertPartner,
  NO_ANSWER,
  WebhookReceiver,
  type ReceivedWebhook,
  type TestPartner,
} from './partner-fixtures.js';

const HOUR = 3_600_000;
const ATTEMPTS = 4;
let app: LifecycleTestApp;
let receiver: WebhookReceiver;
let daysAhead = 3;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  app = await startLifecycleApp(
    // Start is allowed at once, so a test reaches completion.
    { joinWindowLeadMs: 40 * 24 * HOUR },
    {
      PARTNER_WEBHOOK_RETRY_JSON: JSON.stringify({
        initialIntervalMs: 200,
        backoffCoefficient: 1.5,
        maximumIntervalMs: 500,
        maximumAttempts: ATTEMPTS,
      }),
    },
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

interface PartnerBooking {
  id: string;
  partner: TestPartner;
  client: TestUser;
  expertUser: TestUser;
}

/** A partner whose webhooks go to `path` on the receiver (planned: `statuses`, then `otherwise`). */
function partnerAt(path: string, statuses: number[] = [], otherwise = 204) {
  return insertPartner(app.db.knex, { webhookUrl: receiver.plan(path, statuses, otherwise) });
}

/** A 60-minute booking three or more days ahead (a full refund if cancelled), made through `partner`. */
async function bookThrough(partner: TestPartner): Promise<PartnerBooking> {
  const at = fullHourAfter((daysAhead += 1) * 24 * HOUR);
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  const expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  const booked = await book(client.client, await expertAt(app, expertUser, at), at);
  expect(booked.status).toBe(201);
  await attributeToPartner(app.db.knex, booked.body.id, partner.id);
  return { id: booked.body.id, partner, client, expertUser };
}

async function pay(booking: PartnerBooking) {
  const paid = await payWithCard(booking.client.client, booking.id, 18000);
  expect(paid.status).toBe('pending');
}

async function accept(booking: PartnerBooking) {
  const accepted = await booking.expertUser.client.patch(`/api/consultations/${booking.id}`, {
    status: 'confirmed',
  });
  expect(accepted.status).toBe(200);
}

/** The webhooks `path` has received once there are `count`. */
function received(path: string, count: number): Promise<ReceivedWebhook[]> {
  return eventually(
    async () => receiver.at(path),
    (list) => list.length >= count,
  );
}

function verified(request: ReceivedWebhook, partner: TestPartner): PartnerWebhookEvent {
  const event = verifyWebhook({
    payload: request.body,
    header: request.headers['expertbridge-signature'] as string,
    secret: partner.webhookSecret,
  });
  assertMatchesSchema('PartnerWebhookEvent', event);
  return event;
}

/** The verified events by type (each delivery runs on its own, so they may arrive in any order). */
function byType(requests: ReceivedWebhook[], partner: TestPartner) {
  const events: Partial<Record<PartnerWebhookEvent['type'], PartnerWebhookEvent>> = {};
  for (const request of requests) {
    const event = verified(request, partner);
    events[event.type] = event;
  }
  return events;
}

async function deliveryLog(partner: TestPartner) {
  const response = await app.client().get('/api/partner/webhook-deliveries', partner.auth);
  expect(response.status).toBe(200);
  return response.body.items as Record<string, unknown>[];
}

/** The partner's delivery log once `done` holds for it. */
function logWhen(partner: TestPartner, done: (items: Record<string, unknown>[]) => boolean) {
  return eventually(() => deliveryLog(partner), done);
}

describe('a partner webhook', () => {
  it('is signed over the raw body: verifyWebhook accepts it, and refuses another body, secret or an old one', async () => {
    const partner = await partnerAt('/signed');
    const booking = await bookThrough(partner);
    await pay(booking);
    const [request] = await received('/signed', 1);
    expect(request!.headers['content-type']).toBe('application/json');
    const header = request!.headers['expertbridge-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const event = verified(request!, partner);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'booking.paid',
      data: {
        booking: {
          id: booking.id,
          status: 'pending',
          money: { paid: 18000, inEscrow: 18000 },
          guest: { name: 'Charlotte Ngata', email: booking.client.email },
          metadata: { utm_source: 'smithco', client_ref: 'SC-1042' },
        },
      },
    });

    const t = Number(/^t=(\d+)/.exec(header)![1]);
    const secret = partner.webhookSecret;
    const changed = request!.body.replace('"status":"pending"', '"status":"confirmed"');
    expect(changed).not.toBe(request!.body);
    expect(() => verifyWebhook({ payload: changed, header, secret })).toThrow(/signature/);
    expect(() => verifyWebhook({ payload: request!.body, header, secret: `${secret}0` })).toThrow(
      /signature/,
    );
    expect(() =>
      verifyWebhook({ payload: request!.body, header, secret, now: (t + 301) * 1000 }),
    ).toThrow(/too old/);

    const [delivery] = await logWhen(partner, (items) => items[0]?.status === 'delivered');
    expect(delivery).toMatchObject({
      eventId: event.id,
      type: 'booking.paid',
      bookingId: booking.id,
      url: `${receiver.url}/signed`,
      attempts: 1,
      lastStatusCode: 204,
      lastError: null,
      deliveredAt: expect.any(String),
    });
  });

  it('tells the partner when its booking is paid, confirmed and cancelled, once each', async () => {
    const partner = await partnerAt('/cancelled');
    const booking = await bookThrough(partner);
    await pay(booking);
    await accept(booking);
    const cancelled = await booking.client.client.post(`/api/consultations/${booking.id}/cancel`, {
      reason: 'Sorted it myself',
    });
    expect(cancelled.status).toBe(200);
    const events = byType(await received('/cancelled', 3), partner);
    expect(Object.keys(events).sort()).toEqual([
      'booking.cancelled',
      'booking.confirmed',
      'booking.paid',
    ]);
    expect(new Set(Object.values(events).map((event) => event.id)).size).toBe(3);
    expect(events['booking.paid']!.data.booking.status).toBe('pending');
    expect(events['booking.confirmed']!.data.booking.status).toBe('confirmed');
    expect(events['booking.cancelled']!.data.booking).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'client', reason: 'cancelled_by_client', refund: { amount: 18000 } },
    });
    const log = await logWhen(partner, (items) =>
      items.every((item) => item.status === 'delivered'),
    );
    expect(log).toHaveLength(3);
  });

  it('tells the partner when its booking is completed', async () => {
    const partner = await partnerAt('/completed');
    const booking = await bookThrough(partner);
    await pay(booking);
    await accept(booking);
    const started = await booking.client.client.patch(`/api/consultations/${booking.id}`, {
      status: 'in_progress',
    });
    expect(started.body.status).toBe('in_progress');
    const ended = await booking.expertUser.client.post(`/api/consultations/${booking.id}/complete`);
    expect(ended.body.status).toBe('completed');
    const events = byType(await received('/completed', 3), partner);
    expect(Object.keys(events).sort()).toEqual([
      'booking.completed',
      'booking.confirmed',
      'booking.paid',
    ]);
    expect(events['booking.completed']!.data.booking).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
    });
  });

  it('tells the partner of each move of its booking, with the start before it', async () => {
    const partner = await partnerAt('/rescheduled');
    const booking = await bookThrough(partner);
    const { client, expertUser } = booking;
    const path = `/api/consultations/${booking.id}`;
    const first = Date.parse((await client.client.get(path)).body.scheduledAt);
    const iso = (ms: number) => new Date(ms).toISOString();
    await pay(booking);
    // Before the expert accepts, the client's move is made at once; after, the expert's proposal waits for the client.
    const moved = await client.client.post(`${path}/reschedule`, {
      scheduledAt: iso(first + HOUR),
    });
    expect(moved.body.scheduledAt).toBe(iso(first + HOUR));
    await accept(booking);
    const proposed = await expertUser.client.post(`${path}/reschedule`, {
      scheduledAt: iso(first + 2 * HOUR),
    });
    expect(proposed.body.scheduledAt).toBe(iso(first + HOUR));
    expect((await client.client.post(`${path}/reschedule/accept`)).status).toBe(200);

    const requests = await received('/rescheduled', 4);
    const moves = requests
      .map((request) => verified(request, partner))
      .filter((event) => event.type === 'booking.rescheduled')
      .map((event) => [event.data.previousScheduledAt, event.data.booking.scheduledAt])
      .sort();
    expect(moves).toEqual([
      [iso(first), iso(first + HOUR)],
      [iso(first + HOUR), iso(first + 2 * HOUR)],
    ]);
  });

  it('is retried until the partner answers 2xx: the third attempt gets through', async () => {
    const partner = await partnerAt('/flaky', [500, 500]);
    const booking = await bookThrough(partner);
    await pay(booking);
    const [delivery] = await logWhen(partner, (items) => items[0]?.status === 'delivered');
    expect(delivery).toMatchObject({ attempts: 3, lastStatusCode: 204, lastError: null });
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(3);
    const ids = requests.map((request) => verified(request, partner).id);
    expect(new Set(ids)).toEqual(new Set([delivery!.eventId]));
  });

  it('ends failed after the last attempt, and a replay sends the same event again', async () => {
    const partner = await partnerAt('/down', [], 500);
    const booking = await bookThrough(partner);
    await pay(booking);
    const [failed] = await logWhen(partner, (items) => items[0]?.status === 'failed');
    expect(failed).toMatchObject({
      attempts: ATTEMPTS,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      deliveredAt: null,
    });
    expect(receiver.at('/down')).toHaveLength(ATTEMPTS);

    // The partner fixes its endpoint, then replays.
    await app.db
      .knex('partners')
      .where({ id: partner.id })
      .update({ webhook_url: receiver.plan('/recovered', []) });
    const other = await partnerAt('/other');
    const theirs = await app
      .client()
      .post(`/api/partner/webhook-deliveries/${failed!.id}/replay`, undefined, other.auth);
    expect(theirs.status).toBe(404);
    const replayed = await app
      .client()
      .post(`/api/partner/webhook-deliveries/${failed!.id}/replay`, undefined, partner.auth);
    expect(replayed.status).toBe(202);
    expect(replayed.body).toMatchObject({
      eventId: failed!.eventId,
      type: 'booking.paid',
      url: `${receiver.url}/recovered`,
      attempts: 0,
    });
    expect(replayed.body.id).not.toBe(failed!.id);
    const [request] = await received('/recovered', 1);
    const event = verified(request!, partner);
    expect(event.id).toBe(failed!.eventId);
    expect(request!.body).toBe(receiver.at('/down')[0]!.body);
    const log = await logWhen(partner, (items) => items[0]?.status === 'delivered');
    expect(log.map((item) => [item.id, item.status])).toEqual([
      [replayed.body.id, 'delivered'],
      [failed!.id, 'failed'],
    ]);
  });

  it('gives up on an attempt that gets no answer within 10 s, and tries again', async () => {
    const partner = await partnerAt('/slow', [NO_ANSWER]);
    const booking = await bookThrough(partner);
    await pay(booking);
    const [delivery] = await eventually(
      () => deliveryLog(partner),
      (items) => items[0]?.status === 'delivered',
      30_000,
    );
    expect(delivery).toMatchObject({ attempts: 2, lastStatusCode: 204 });
    const ids = receiver.at('/slow').map((request) => verified(request, partner).id);
    expect(ids).toEqual([delivery!.eventId, delivery!.eventId]);
  }, 40_000);

  it('is never sent to an address that is not http(s)', async () => {
    const partner = await insertPartner(app.db.knex, { webhookUrl: 'file:///etc/passwd' });
    const booking = await bookThrough(partner);
    await pay(booking);
    const [delivery] = await logWhen(partner, (items) => items[0]?.status === 'failed');
    expect(delivery).toMatchObject({ attempts: 0, lastStatusCode: null });
    expect(delivery!.lastError).toMatch(/http\(s\)/);
  });
});

describe('recording partner events', () => {
  it('records one event a booking and type, and none for a booking made without a partner', async () => {
    const partner = await partnerAt('/recorded');
    const booking = await bookThrough(partner);
    const direct = await bookThrough(partner);
    await app.db.knex('consultations').where({ id: direct.id }).update({ partner_id: null });
    const partnerEvents = createPartnerEventsService({
      repository: createPartnerWebhooksRepository(app.db.knex),
      publicUrl: app.config.PUBLIC_URL,
    });
    const record = (consultationId: string) =>
      app.db.knex.transaction((trx) =>
        partnerEvents.record({ consultationId, type: 'booking.created' }, trx),
      );
    expect(await record(booking.id)).toEqual(expect.any(String));
    expect(await record(booking.id)).toBeUndefined();
    expect(await record(direct.id)).toBeUndefined();
    const events = await app.db
      .knex('partner_events')
      .whereIn('consultation_id', [booking.id, direct.id]);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].payload)).toMatchObject({
      id: events[0].id,
      type: 'booking.created',
      data: { booking: { id: booking.id, status: 'pending_payment' } },
    });
  });

  it('starts, at worker start, the deliveries that were recorded but never started', async () => {
    const partner = await partnerAt('/swept');
    const booking = await bookThrough(partner);
    const payload = JSON.stringify({ id: 'evt_swept', note: 'recorded while Temporal was away' });
    const { deliveryId } = await insertEventWithDelivery(app.db.knex, {
      partnerId: partner.id,
      consultationId: booking.id,
      type: 'booking.created',
      payload,
      url: `${receiver.url}/swept`,
    });
    const logger = pino({ level: 'silent' });
    await afterWorkerStart({ config: app.config, db: app.db, temporal: app.temporal, logger });
    const [request] = await received('/swept', 1);
    expect(request!.body).toBe(payload);
    const row = await app.db.knex('partner_webhook_deliveries').where({ id: deliveryId }).first();
    expect(row.dispatched_at).not.toBeNull();
  });
});
