// The widget API on a real Temporal dev server with the sandbox gateway: a partner's key from its own origins only,
// the guest's booking, its token (scoped, expiring, revocable, unforgeable), payment through the portal's gateway and
// workflow, the room entry on our own origin, the account claim from the e-mail, and the partner report.
import { verifyWebhook } from '@expertbridge/sdk';
import { resolveLifecycleConfig, responseDeadline } from '@expertbridge/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { withinOneWindow } from '../helpers/rate-windows.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { WebhookReceiver } from '../partners/partner-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ORIGIN = 'https://smithco.example.nz';
let app: LifecycleTestApp;
let admin: TestUser;
let expert: ExpertRow;
let partner: { id: string; publishableKey: string };
const at = fullHourAfter(3 * DAY);
let slot = 0;
/** A fresh bookable start for each booking (the expert's zone makes `at` noon; later days keep the hour). */
const nextStart = () => new Date(at.getTime() + slot++ * DAY);

beforeAll(async () => {
  app = await startLifecycleApp({}, { WIDGET_BOOKING_RATE_LIMIT: '50' });
  admin = await createSignedInUser(app, { admin: true });
  expert = await expertAt(app, await createSignedInUser(app), at);
  const made = await admin.client.post('/api/admin/partners', {
    name: 'Smith & Co Lawyers',
    allowedOrigins: [ORIGIN, 'http://localhost:3001'],
  });
  partner = made.body.partner;
}, 120_000);
afterAll(() => app?.close());

function widgetHeaders(extra: Record<string, string> = {}, key = partner.publishableKey) {
  return { 'X-Partner-Key': key, Origin: ORIGIN, ...extra };
}

function widget(client: TestClient = app.client()) {
  return {
    get: (path: string, extra?: Record<string, string>, key?: string) =>
      client.get(path, { headers: widgetHeaders(extra, key) }),
    post: (path: string, body?: unknown, extra?: Record<string, string>, key?: string) =>
      client.post(path, body, { headers: widgetHeaders(extra, key) }),
  };
}

const guestEmail = () => `guest-${crypto.randomUUID()}@example.co.nz`;

async function book(extra: Record<string, unknown> = {}) {
  const answer = await widget().post('/api/widget/bookings', {
    expertId: expert.id,
    scheduledAt: nextStart().toISOString(),
    title: 'Buying a rental property with my sister',
    guest: { name: 'Mere Tane', email: guestEmail() },
    metadata: { utm_source: 'newsletter', utm_campaign: 'spring', matter: '2026-114' },
    ...extra,
  });
  if (answer.status !== 201) throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function pay(id: string, token: string, cardNumber = '4242 4242 4242 4242') {
  const intent = await widget().post(
    `/api/widget/bookings/${id}/payment-intent`,
    undefined,
    bearer(token),
  );
  expect(intent.status).toBe(200);
  const card = await widget().post(
    `/api/widget/bookings/${id}/sandbox-confirm`,
    { paymentIntentId: intent.body.paymentIntentId, cardNumber, expiry: '12/40', cvc: '123' },
    bearer(token),
  );
  return { intent: intent.body, card };
}

describe('who may call the widget API', () => {
  it('refuses a missing or unknown key (401), another origin or none (403), and a disabled partner (403)', async () => {
    const path = `/api/widget/experts/${expert.id}`;
    const client = app.client();
    const missing = await client.get(path, { headers: { Origin: ORIGIN } });
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('invalid_partner_key');
    expect((await widget().get(path, {}, 'pk_test_nobody')).status).toBe(401);
    const elsewhere = await client.get(path, {
      headers: { 'X-Partner-Key': partner.publishableKey, Origin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.code).toBe('origin_not_allowed');
    expect(elsewhere.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const noOrigin = await client.get(path, {
      headers: { 'X-Partner-Key': partner.publishableKey },
    });
    expect(noOrigin.status).toBe(403);

    const ok = await widget().get(path);
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(expert.id);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(ok.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(ok.headers.get('Set-Cookie')).toBeNull();

    const other = (
      await admin.client.post('/api/admin/partners', {
        name: 'Closed Firm',
        allowedOrigins: ['https://closed.example'],
      })
    ).body.partner;
    await admin.client.patch(`/api/admin/partners/${other.id}`, { status: 'disabled' });
    const disabled = await client.get(path, {
      headers: { 'X-Partner-Key': other.publishableKey, Origin: 'https://closed.example' },
    });
    expect(disabled.status).toBe(403);
    expect(disabled.body.error.code).toBe('partner_disabled');
  });

  it('answers a CORS preflight for a listed origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${app.url}/api/widget/bookings`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, x-partner-key, authorization',
        },
      });
    const allowed = await preflight('http://localhost:3001');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3001');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/X-Partner-Key/);
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('serves the availability and the payment terms to the partner', async () => {
    const slots = await widget().get(`/api/widget/experts/${expert.id}/availability?duration=60`);
    expect(slots.status).toBe(200);
    expect(slots.body.slots.length).toBeGreaterThan(0);
    const config = await widget().get('/api/widget/payments/config');
    expect(config.body).toMatchObject({ gateway: 'sandbox', platformFeeBasisPoints: 1500 });
  });
});

describe('a guest books and pays inside the widget', () => {
  it('makes a password-less client, attributes the booking, pays through the workflow and shows the money', async () => {
    const email = guestEmail();
    const booked = await book({ guest: { name: 'Mere Tane', email: email.toUpperCase() } });
    expect(booked).toMatchObject({
      status: 'pending_payment',
      reference: `EB-${booked.id.slice(0, 8).toUpperCase()}`,
      price: {
        total: { amount: 18_000, currency: 'NZD' },
        platformFee: { amount: 2_700, currency: 'NZD' },
        expertShare: { amount: 15_300, currency: 'NZD' },
      },
      metadata: { utm_source: 'newsletter', utm_campaign: 'spring', matter: '2026-114' },
    });
    expect(booked.bookingToken).toMatch(/^ebt_/);
    const user = await app.db.knex('users').where({ email }).first();
    expect(user).toMatchObject({ first_name: 'Mere', last_name: 'Tane', password_hash: null });
    const row = await app.db.knex('consultations').where({ id: booked.id }).first();
    expect(row.partner_id).toBe(partner.id);
    expect(row.client_id).toBe(user.id);

    const { card } = await pay(booked.id, booked.bookingToken);
    expect(card.status).toBe(200);
    const processed = await widget().post(
      `/api/widget/bookings/${booked.id}/process-payment`,
      { paymentIntentId: card.body.paymentIntentId },
      bearer(booked.bookingToken),
    );
    expect(processed.status).toBe(200);
    expect(processed.body.status).toBe('pending');
    expect(processed.body.money).toMatchObject({ state: 'held', paid: 18_000, inEscrow: 18_000 });
    // The guest is told when the expert must answer: the booking's own deadline, as the room states it.
    expect(booked.responseDueAt).toBeNull();
    const paidRow = await app.db.knex('consultations').where({ id: booked.id }).first();
    const window = resolveLifecycleConfig(paidRow.lifecycle_config).expertResponseWindowMs;
    expect(processed.body.responseDueAt).toBe(
      new Date(
        responseDeadline(paidRow.paid_at.getTime(), paidRow.scheduled_at.getTime(), window),
      ).toISOString(),
    );
    const read = await widget().get(
      `/api/widget/bookings/${booked.id}`,
      bearer(booked.bookingToken),
    );
    expect(read.body.status).toBe('pending');

    // The expert sees it like any booking.
    const expertView = await app.db
      .knex('consultations')
      .where({ expert_id: expert.id, id: booked.id })
      .first();
    expect(expertView.status).toBe('pending');
  });

  it('keeps a declined booking unpaid', async () => {
    const booked = await book();
    const { card } = await pay(booked.id, booked.bookingToken, '4000 0000 0000 0002');
    expect(card.status).toBe(402);
    expect(card.body.error.code).toBe('card_declined');
    const read = await widget().get(
      `/api/widget/bookings/${booked.id}`,
      bearer(booked.bookingToken),
    );
    expect(read.body.status).toBe('pending_payment');
    expect(read.body.money.paid).toBe(0);
  });

  it('links a known e-mail to its client and ends the sessions of an unclaimed account', async () => {
    const known = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
    await app.db.knex('users').where({ id: known.id }).update({ password_hash: 'x' });
    const booked = await book({ guest: { name: 'Someone Else', email: known.email } });
    expect((await app.db.knex('consultations').where({ id: booked.id }).first()).client_id).toBe(
      known.id,
    );
    expect((await known.client.get('/api/auth/user')).status).toBe(200);

    const email = guestEmail();
    const first = await book({ guest: { name: 'Aroha', email } });
    const guestId = (await app.db.knex('users').where({ email }).first()).id;
    expect((await app.db.knex('users').where({ id: guestId }).first()).last_name).toBe('');
    const entry = await app.client().post('/api/widget/room-entry', undefined, {
      headers: bearer(first.bookingToken),
    });
    expect(entry.status).toBe(200);
    await book({ guest: { name: 'Aroha', email } });
    const live = await app.db.knex('sessions').where({ user_id: guestId }).whereNull('revoked_at');
    expect(live).toHaveLength(0);
  });

  it.each([
    ['a 45-minute booking', { duration: 45 }, 'duration'],
    // A Quick Consultation is 30 minutes at no charge, asked for with a zero price: a partner's guest always pays.
    [
      'a zero price (no Quick Consultations through partners)',
      { duration: 30, totalAmount: 0 },
      '_',
    ],
    ['a guest without an e-mail', { guest: { name: 'Mere' } }, 'guest.email'],
    ['a malformed e-mail', { guest: { name: 'Mere', email: 'mere@' } }, 'guest.email'],
    [
      '21 metadata keys',
      { metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
      'metadata',
    ],
    ['a metadata key with a space', { metadata: { 'utm source': 'x' } }, 'metadata.utm source'],
    [
      'a metadata value over 500 characters',
      { metadata: { utm_term: 'x'.repeat(501) } },
      'metadata.utm_term',
    ],
    ['a metadata value that is not text', { metadata: { count: 3 } }, 'metadata.count'],
    ['an unknown field', { clientId: crypto.randomUUID() }, '_'],
  ])('refuses %s with a 400 and writes nothing', async (_label, change, field) => {
    const email = guestEmail();
    const before = await app.db.knex('consultations').count({ n: '*' });
    const answer = await widget().post('/api/widget/bookings', {
      expertId: expert.id,
      scheduledAt: nextStart().toISOString(),
      title: 'Advice',
      guest: { name: 'Mere Tane', email },
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toHaveProperty([field]);
    expect(await app.db.knex('consultations').count({ n: '*' })).toEqual(before);
    expect(await app.db.knex('users').where({ email })).toHaveLength(0);
  });

  it('refuses a taken slot or a bad start with no account left behind', async () => {
    const taken = nextStart();
    await book({ scheduledAt: taken.toISOString() });
    const email = guestEmail();
    const again = await widget().post('/api/widget/bookings', {
      expertId: expert.id,
      scheduledAt: taken.toISOString(),
      title: 'Advice',
      guest: { name: 'Mere Tane', email },
    });
    expect(again.status).toBe(409);
    const offHour = await widget().post('/api/widget/bookings', {
      expertId: expert.id,
      scheduledAt: new Date(nextStart().getTime() + 30 * 60_000).toISOString(),
      title: 'Advice',
      guest: { name: 'Mere Tane', email },
    });
    expect(offHour.status).toBe(422);
    expect(await app.db.knex('users').where({ email })).toHaveLength(0);
  });
});

describe('the partner hears of it', () => {
  it('sends a signed booking.created with the booking, its guest and metadata to the webhook address', async () => {
    const receiver = await new WebhookReceiver().start();
    try {
      const made = await admin.client.post('/api/admin/partners', {
        name: 'Hooked Firm',
        allowedOrigins: [ORIGIN],
        webhookUrl: receiver.plan('/hooks', []),
      });
      const { partner: firm, webhookSecret } = made.body;
      const email = guestEmail();
      const answer = await widget().post(
        '/api/widget/bookings',
        {
          expertId: expert.id,
          scheduledAt: nextStart().toISOString(),
          title: 'Advice',
          guest: { name: 'Mere Tane', email },
          metadata: { utm_source: 'newsletter' },
        },
        {},
        firm.publishableKey,
      );
      expect(answer.status).toBe(201);
      const [delivered] = await eventually(
        async () => receiver.at('/hooks'),
        (received) => received.length > 0,
      );
      const event = verifyWebhook({
        payload: delivered!.body,
        header: String(delivered!.headers['expertbridge-signature']),
        secret: webhookSecret,
      });
      expect(event).toMatchObject({
        type: 'booking.created',
        data: {
          booking: {
            id: answer.body.id,
            status: 'pending_payment',
            guest: { name: 'Mere Tane', email },
            metadata: { utm_source: 'newsletter' },
          },
        },
      });
    } finally {
      await receiver.close();
    }
  });
});

describe('bookings per address', () => {
  it('are limited per partner: over the limit is a 429 with Retry-After that writes nothing', async () => {
    // The limit counts per clock hour: the test's hits fit in one.
    await withinOneWindow(app.db.knex, 3600, 60);
    const firm = (
      await admin.client.post('/api/admin/partners', { name: 'Busy', allowedOrigins: [ORIGIN] })
    ).body.partner;
    const attempt = (email: string) =>
      widget().post(
        '/api/widget/bookings',
        {
          expertId: expert.id,
          scheduledAt: nextStart().toISOString(),
          title: 'Advice',
          guest: { name: 'Mere Tane', email },
        },
        {},
        firm.publishableKey,
      );
    expect((await attempt(guestEmail())).status).toBe(201);
    await app.db
      .knex('rate_limit_hits')
      .where('key', 'like', `widget-booking:${firm.id}:%`)
      .update({ count: 50 });
    const email = guestEmail();
    const refused = await attempt(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await app.db.knex('users').where({ email })).toHaveLength(0);
    // Another partner's widget on the same address is counted apart.
    expect(
      (
        await widget().post('/api/widget/bookings', {
          expertId: expert.id,
          scheduledAt: nextStart().toISOString(),
          title: 'Advice',
          guest: { name: 'Mere Tane', email: guestEmail() },
        })
      ).status,
    ).toBe(201);
  });
});

describe('the booking token', () => {
  it('opens its own booking only, and no forged, foreign or revoked token opens anything', async () => {
    const mine = await book();
    const theirs = await book();
    const path = `/api/widget/bookings/${mine.id}`;
    const refused = async (headers: Record<string, string>, key?: string) => {
      const answer = await widget().get(path, headers, key);
      expect(answer.status).toBe(401);
      return answer.body.error.code;
    };
    expect((await widget().get(path, bearer(mine.bookingToken))).status).toBe(200);
    expect(await refused({})).toBe('invalid_booking_token');
    expect(await refused(bearer(theirs.bookingToken))).toBe('invalid_booking_token');
    const [body, signature] = mine.bookingToken.slice(4).split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, bid: theirs.id })).toString(
      'base64url',
    );
    expect(await refused(bearer(`ebt_${forgedBody}.${signature}`))).toBe('invalid_booking_token');
    expect(await refused(bearer(`${mine.bookingToken.slice(0, -2)}AA`))).toBe(
      'invalid_booking_token',
    );
    expect(await refused({ Authorization: `Basic ${mine.bookingToken}` })).toBe(
      'invalid_booking_token',
    );

    // Another partner's key with this booking's token.
    const other = (
      await admin.client.post('/api/admin/partners', { name: 'Other', allowedOrigins: [ORIGIN] })
    ).body.partner;
    expect(await refused(bearer(mine.bookingToken), other.publishableKey)).toBe(
      'invalid_booking_token',
    );

    await app.db
      .knex('booking_tokens')
      .where({ consultation_id: mine.id })
      .update({ revoked_at: new Date() });
    expect(await refused(bearer(mine.bookingToken))).toBe('invalid_booking_token');
    expect(
      (await widget().get(`/api/widget/bookings/${theirs.id}`, bearer(theirs.bookingToken))).status,
    ).toBe(200);
  });

  it('past its expiry reads its booking until the booking ends, and pays and opens nothing', async () => {
    const mine = await book();
    const path = `/api/widget/bookings/${mine.id}`;
    await app.db
      .knex('booking_tokens')
      .where({ consultation_id: mine.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const read = await widget().get(path, bearer(mine.bookingToken));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: mine.id, scheduledAt: mine.scheduledAt });
    for (const answer of [
      await widget().post(`${path}/payment-intent`, {}, bearer(mine.bookingToken)),
      await app.client().post('/api/widget/room-entry', undefined, {
        headers: bearer(mine.bookingToken),
      }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('invalid_booking_token');
    }
    // Still for this booking and this partner only.
    const other = await book();
    const elsewhere = await widget().get(
      `/api/widget/bookings/${other.id}`,
      bearer(mine.bookingToken),
    );
    expect(elsewhere.status).toBe(401);

    // The booking over (its times moved into the past): the expired token reads nothing more.
    await app.db
      .knex('consultations')
      .where({ id: mine.id })
      .update({
        scheduled_at: new Date(Date.now() - 2 * HOUR),
        ends_at: new Date(Date.now() - HOUR),
      });
    const after = await widget().get(path, bearer(mine.bookingToken));
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('invalid_booking_token');
  });

  it('stops working when the partner rotates its keys', async () => {
    const firm = (
      await admin.client.post('/api/admin/partners', { name: 'Rotating', allowedOrigins: [ORIGIN] })
    ).body.partner;
    const answer = await widget().post(
      '/api/widget/bookings',
      {
        expertId: expert.id,
        scheduledAt: nextStart().toISOString(),
        title: 'Advice',
        guest: { name: 'Mere Tane', email: guestEmail() },
      },
      {},
      firm.publishableKey,
    );
    expect(answer.status).toBe(201);
    const rotated = (await admin.client.post(`/api/admin/partners/${firm.id}/rotate-keys`)).body
      .partner;
    const path = `/api/widget/bookings/${answer.body.id}`;
    expect(
      (await widget().get(path, bearer(answer.body.bookingToken), firm.publishableKey)).status,
    ).toBe(401);
    const withNewKey = await widget().get(
      path,
      bearer(answer.body.bookingToken),
      rotated.publishableKey,
    );
    expect(withNewKey.status).toBe(401);
    expect(withNewKey.body.error.code).toBe('invalid_booking_token');
  });
});

describe('into the room and the account', () => {
  it('exchanges a new guest’s token once for a session on our origin; an existing account must sign in', async () => {
    const booked = await book();
    const guest = app.client();
    const entry = await guest.post('/api/widget/room-entry', undefined, {
      headers: bearer(booked.bookingToken),
    });
    expect(entry.status).toBe(200);
    expect(entry.body).toEqual({
      consultationId: booked.id,
      location: `/consultation/${booked.id}`,
    });
    expect((await guest.get(`/api/consultations/${booked.id}`)).status).toBe(200);
    const again = await app.client().post('/api/widget/room-entry', undefined, {
      headers: bearer(booked.bookingToken),
    });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('token_already_used');

    const known = await createSignedInUser(app);
    await app.db.knex('users').where({ id: known.id }).update({ password_hash: 'x' });
    const theirs = await book({ guest: { name: 'Impostor', email: known.email } });
    const refused = await app.client().post('/api/widget/room-entry', undefined, {
      headers: bearer(theirs.bookingToken),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('sign_in_required');
    expect(refused.headers.get('Set-Cookie')).toBeNull();
  });

  it('claims the account with the link in the confirmation e-mail, once', async () => {
    const email = guestEmail();
    const booked = await book({ guest: { name: 'Mere Tane', email } });
    const { card } = await pay(booked.id, booked.bookingToken);
    await widget().post(
      `/api/widget/bookings/${booked.id}/process-payment`,
      { paymentIntentId: card.body.paymentIntentId },
      bearer(booked.bookingToken),
    );
    const mail = await eventually(
      async () =>
        (await admin.client.get('/api/admin/outbox?pageSize=100')).body.items.find(
          (item: { to: string }) => item.to === email,
        ),
      (found) => found !== undefined,
    );
    const code = /\/claim#code=(\S+)/.exec(mail.text)?.[1];
    expect(code).toBeDefined();

    const guest = app.client();
    expect(
      (await guest.post('/api/auth/claim', { code: `${code}x`, password: 'a-new-password' }))
        .status,
    ).toBe(404);
    expect((await guest.post('/api/auth/claim', { code, password: 'short' })).status).toBe(400);
    const claimed = await guest.post('/api/auth/claim', { code, password: 'a-new-password' });
    expect(claimed.status).toBe(200);
    expect(claimed.body.email).toBe(email);
    expect((await guest.get(`/api/consultations/${booked.id}`)).status).toBe(200);
    expect(
      (await app.client().post('/api/auth/claim', { code, password: 'another-one' })).status,
    ).toBe(404);
    const login = await app
      .client()
      .post('/api/auth/email/login', { email, password: 'a-new-password' });
    expect(login.status).toBe(200);
  });
});

describe('the partner report', () => {
  it('counts the partner’s bookings and what was paid, by month', async () => {
    const report = await admin.client.get(`/api/admin/partners/${partner.id}/report`);
    expect(report.status).toBe(200);
    const total = await app.db
      .knex('consultations')
      .where({ partner_id: partner.id })
      .count({ n: '*' });
    const paid = await app.db
      .knex('consultations')
      .where({ partner_id: partner.id })
      .whereNotNull('paid_at')
      .count({ n: '*' });
    expect(report.body.totals.bookings).toBe(Number(total[0]!.n));
    expect(report.body.totals.paidBookings).toBe(Number(paid[0]!.n));
    expect(report.body.totals.paidBookings).toBeGreaterThanOrEqual(2);
    expect(report.body.totals.value).toEqual([
      { amount: 18_000 * report.body.totals.paidBookings, currency: 'NZD' },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(report.body.months[0]).toMatchObject({ month, bookings: report.body.totals.bookings });
    expect((await app.client().get(`/api/admin/partners/${partner.id}/report`)).status).toBe(401);
  });
});
