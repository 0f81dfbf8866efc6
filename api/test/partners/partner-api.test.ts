// The partner server API: a partner's secret key reads its own bookings and webhook deliveries, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';
import {
  attributeToPartner,
  insertEventWithDelivery,
  insertPartner,
  type TestPartner,
} from './partner-fixtures.js';

let app: TestApp;
let expert: ExpertRow;
let smith: TestPartner;
let jones: TestPartner;
const smithBookings: string[] = [];
let jonesBooking: string;
let directBooking: string;

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  expert = await insertExpert(knex);
  smith = await insertPartner(knex, { webhookUrl: 'https://smithco.example.nz/hooks' });
  jones = await insertPartner(knex, { name: 'Jones Law' });
  for (const [index, status] of ['pending_payment', 'confirmed', 'cancelled'].entries()) {
    const id = await insertConsultationRow(knex, {
      expert,
      status,
      scheduledAt: new Date(Date.now() + (index + 3) * 86_400_000),
    });
    await attributeToPartner(knex, id, smith.id);
    // Newest first: each booking made a minute after the one before.
    await knex('consultations')
      .where({ id })
      .update({ created_at: new Date(Date.now() - (10 - index) * 60_000) });
    smithBookings.push(id);
  }
  const day = (n: number) => new Date(Date.now() + n * 86_400_000);
  jonesBooking = await insertConsultationRow(knex, {
    expert,
    status: 'pending',
    scheduledAt: day(8),
  });
  await attributeToPartner(knex, jonesBooking, jones.id);
  directBooking = await insertConsultationRow(knex, {
    expert,
    status: 'confirmed',
    scheduledAt: day(9),
  });
});
afterAll(() => app?.close());

describe('GET /api/partner/bookings', () => {
  it("lists the partner's own bookings, newest first, with its metadata and guest", async () => {
    const response = await app.client().get('/api/partner/bookings', smith.auth);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(response.body.items.map((b: { id: string }) => b.id)).toEqual(
      [...smithBookings].reverse(),
    );
    const [first] = response.body.items;
    expect(first).toMatchObject({
      reference: `EB-${first.id.slice(0, 8).toUpperCase()}`,
      metadata: { utm_source: 'smithco', client_ref: 'SC-1042' },
      guest: { name: 'Charlotte Ngata' },
      price: { total: { amount: 18000, currency: 'NZD' } },
      roomUrl: `http://localhost:3000/consultation/${first.id}`,
    });
  });

  it('filters by status and pages', async () => {
    const confirmed = await app.client().get('/api/partner/bookings?status=confirmed', smith.auth);
    expect(confirmed.body.items.map((b: { id: string }) => b.id)).toEqual([smithBookings[1]]);
    const second = await app.client().get('/api/partner/bookings?page=2&pageSize=2', smith.auth);
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.body.items.map((b: { id: string }) => b.id)).toEqual([smithBookings[0]]);
    const bad = await app.client().get('/api/partner/bookings?status=paid', smith.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toHaveProperty('status');
  });

  it('shows another partner only its own, and direct bookings to nobody', async () => {
    const response = await app.client().get('/api/partner/bookings', jones.auth);
    expect(response.body.items.map((b: { id: string }) => b.id)).toEqual([jonesBooking]);
    expect(JSON.stringify(response.body)).not.toContain(directBooking);
  });
});

describe('GET /api/partner/bookings/{id}', () => {
  it("answers the partner's own booking", async () => {
    const response = await app
      .client()
      .get(`/api/partner/bookings/${smithBookings[2]}`, smith.auth);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: smithBookings[2], status: 'cancelled' });
  });

  it("answers 404 for another partner's booking, a direct booking and a malformed id", async () => {
    for (const id of [jonesBooking, directBooking, 'not-a-uuid']) {
      const response = await app.client().get(`/api/partner/bookings/${id}`, smith.auth);
      expect(response.status).toBe(404);
    }
  });
});

describe('the secret key', () => {
  const paths = () => [
    '/api/partner/bookings',
    `/api/partner/bookings/${smithBookings[0]}`,
    '/api/partner/webhook-deliveries',
  ];

  it('is required: missing, unknown, malformed or a publishable key answer 401 invalid_partner_key', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${smith.secretKey}x` },
      { Authorization: `Bearer sk_${'0'.repeat(40)}` },
      { Authorization: smith.secretKey },
      { Authorization: `Basic ${smith.secretKey}` },
      { Authorization: `Bearer ${smith.webhookSecret}` },
    ];
    for (const path of paths()) {
      for (const headers of wrong) {
        const response = await app.client().get(path, { headers });
        expect(response.status).toBe(401);
        expect(response.body.error.code).toBe('invalid_partner_key');
      }
    }
  });

  it('is never a session: a signed-in admin without the key gets 401', async () => {
    const admin = await createSignedInUser(app, { admin: true });
    const response = await admin.client.get('/api/partner/bookings');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_partner_key');
  });

  it('of a disabled partner answers 403 partner_disabled', async () => {
    const disabled = await insertPartner(app.db.knex, { status: 'disabled' });
    for (const path of paths()) {
      const response = await app.client().get(path, disabled.auth);
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('partner_disabled');
    }
    const replay = await app
      .client()
      .post(`/api/partner/webhook-deliveries/${smithBookings[0]}/replay`, undefined, disabled.auth);
    expect(replay.status).toBe(403);
  });
});

describe('the webhook delivery log', () => {
  it("lists only the partner's deliveries and replays only its own", async () => {
    const { eventId, deliveryId } = await insertEventWithDelivery(
      app.db.knex,
      {
        partnerId: smith.id,
        consultationId: smithBookings[1]!,
        type: 'booking.confirmed',
        url: 'https://smithco.example.nz/hooks',
      },
      {
        status: 'failed',
        attempts: 14,
        last_status_code: 503,
        last_error: 'HTTP 503',
        dispatched_at: new Date(),
      },
    );
    const mine = await app.client().get('/api/partner/webhook-deliveries', smith.auth);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(mine.body.items[0]).toMatchObject({
      id: deliveryId,
      eventId,
      type: 'booking.confirmed',
      bookingId: smithBookings[1],
      status: 'failed',
      attempts: 14,
      lastStatusCode: 503,
      lastError: 'HTTP 503',
      deliveredAt: null,
    });
    const theirs = await app.client().get('/api/partner/webhook-deliveries', jones.auth);
    expect(theirs.body).toMatchObject({ items: [], total: 0 });
    const replayed = await app
      .client()
      .post(`/api/partner/webhook-deliveries/${deliveryId}/replay`, undefined, jones.auth);
    expect(replayed.status).toBe(404);
    const unknown = await app
      .client()
      .post(`/api/partner/webhook-deliveries/${jonesBooking}/replay`, undefined, smith.auth);
    expect(unknown.status).toBe(404);
  });

  it('refuses a replay while the partner has no webhook address', async () => {
    const { deliveryId } = await insertEventWithDelivery(app.db.knex, {
      partnerId: jones.id,
      consultationId: jonesBooking,
      type: 'booking.paid',
      url: 'https://jones.example/hooks',
    });
    const response = await app
      .client()
      .post(`/api/partner/webhook-deliveries/${deliveryId}/replay`, undefined, jones.auth);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('no_webhook_url');
  });
});
