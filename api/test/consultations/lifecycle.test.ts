// The consultation lifecycle end to end on a real Temporal dev server, with the API's activities, the
// sandbox gateway and the ledger: booking, payment, acceptance, the session, escrow and payout; refunds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleApp } from '../helpers/lifecycle-app.js';
import { ledgerBalances as ledgerOf } from '../helpers/ledger-balances.js';
import { book, bookAndPay, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import type { TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const HOUR = 3_600_000;
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await startLifecycleApp(
    // Start is allowed at once and the complaint window lasts 2 s, so a test sees the payout.
    { joinWindowLeadMs: 40 * 24 * HOUR, escrowHoldMs: 2_000 },
  );
  admin = await createSignedInUser(app, { admin: true });
}, 120_000);
afterAll(() => app?.close());

async function parties(at: Date) {
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  const expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  const expert = await expertAt(app, expertUser, at);
  return { client, expertUser, expert };
}

const ledgerBalances = (consultationId: string) => ledgerOf(app, consultationId);

describe('a consultation from booking to payout', () => {
  it('is priced by the server, paid into escrow, accepted, held, then paid out 85 / 15', async () => {
    const at = fullHourAfter(3 * 24 * HOUR);
    const { client, expertUser, expert } = await parties(at);

    const booked = await book(client.client, expert, at, {
      totalAmount: 18000,
      platformFee: 2700,
      expertAmount: 15300,
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'pending_payment',
      totalAmount: { amount: 18000, currency: 'NZD' },
      platformFee: { amount: 2700, currency: 'NZD' },
      expertAmount: { amount: 15300, currency: 'NZD' },
      money: { state: 'none', paid: 0 },
    });
    const id = booked.body.id as string;
    expect(booked.body.deadlines.paymentDueAt).not.toBeNull();

    const intent = await client.client.request('POST', '/api/create-payment-intent', {
      body: { amount: 18000, consultationId: id },
    });
    expect(intent.status).toBe(200);
    const again = await client.client.request('POST', '/api/create-payment-intent', {
      body: { amount: 18000, consultationId: id },
    });
    expect(again.body.paymentIntentId).toBe(intent.body.paymentIntentId);
    const paymentIntentId = intent.body.paymentIntentId as string;

    const declined = await client.client.request('POST', '/api/payments/sandbox/confirm', {
      body: { paymentIntentId, cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined' });
    const notPaid = await client.client.request('POST', '/api/process-payment', {
      body: { consultationId: id, paymentIntentId },
    });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error.code).toBe('payment_not_succeeded');
    expect(await ledgerBalances(id)).toEqual({});

    const paid = await client.client.request('POST', '/api/payments/sandbox/confirm', {
      body: { paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    expect(paid.status).toBe(200);
    const processed = await client.client.request('POST', '/api/process-payment', {
      body: { consultationId: id, paymentIntentId },
    });
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({
      status: 'pending',
      money: { state: 'held', paid: 18000, inEscrow: 18000 },
    });
    // Processing twice changes nothing: one payment in the ledger.
    await client.client.request('POST', '/api/process-payment', {
      body: { consultationId: id, paymentIntentId },
    });
    expect(await ledgerBalances(id)).toEqual({ client_payments: -18000, escrow: 18000 });

    const byClient = await client.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'confirmed' },
    });
    expect(byClient.status).toBe(403);
    const accepted = await expertUser.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'confirmed' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('confirmed');
    const twice = await expertUser.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'confirmed' },
    });
    expect(twice.status).toBe(409);

    const started = await client.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'in_progress' },
    });
    expect(started.body.status).toBe('in_progress');
    const ended = await expertUser.client.request('POST', `/api/consultations/${id}/complete`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'completed', money: { state: 'held' } });

    const paidOut = await eventually(
      async () => (await client.client.request('GET', `/api/consultations/${id}`)).body,
      (c) => c.money.state === 'paid_out',
    );
    expect(paidOut.money).toMatchObject({
      paid: 18000,
      inEscrow: 0,
      paidOut: 15300,
      platformRevenue: 2700,
      refunded: 0,
    });
    // The expert's share is owed (expert_payable) from the release, and moves to payouts when the provider's transfer
    // is made: a step of its own, which a loaded machine may not have reached yet.
    expect(
      await eventually(
        () => ledgerBalances(id),
        (balances) => balances.expert_payable === 0,
      ),
    ).toEqual({
      client_payments: -18000,
      escrow: 0,
      platform_revenue: 2700,
      expert_payable: 0,
      payouts: 15300,
    });

    const revenue = await admin.client.request('GET', '/api/admin/revenue');
    expect(revenue.body.totalRevenue).toContainEqual({ amount: 2700, currency: 'NZD' });
    const dashboard = await expertUser.client.request('GET', '/api/dashboard/summary');
    expect(dashboard.body.asExpert.earned).toEqual([{ amount: 15300, currency: 'NZD' }]);
    const clientDashboard = await client.client.request('GET', '/api/dashboard/summary');
    expect(clientDashboard.body.asClient.spent).toEqual([{ amount: 18000, currency: 'NZD' }]);
    // Each step told the right party, in the app and by e-mail, once.
    const kindsOf = async (user: TestUser) =>
      (await user.client.request('GET', '/api/notifications?pageSize=100')).body.items.map(
        (n: { kind: string }) => n.kind,
      );
    const clientKinds = await kindsOf(client);
    expect(clientKinds.sort()).toEqual(
      [
        'consultation_accepted',
        'consultation_completed',
        'consultation_started',
        'payment_received',
      ].sort(),
    );
    const expertKinds = await eventually(
      () => kindsOf(expertUser),
      (kinds) => kinds.includes('payout_sent'),
    );
    expect(expertKinds).toEqual(expect.arrayContaining(['booking_received', 'payout_sent']));
    expect(expertKinds).not.toContain('payment_received');
    const outbox = await admin.client.request('GET', '/api/admin/outbox?pageSize=100');
    const toClient = outbox.body.items.filter(
      (e: { to: string; consultationId: string }) =>
        e.to === client.email && e.consultationId === id,
    );
    expect(toClient).toHaveLength(4);
    expect((await client.client.request('GET', '/api/admin/outbox')).status).toBe(403);

    // The dashboards read the same ledger: the client spent the total, the expert earned the share this month.
    const month = new Date().toISOString().slice(0, 7);
    const spent = await client.client.request('GET', '/api/dashboard/summary');
    expect(spent.body.asClient.spent).toEqual([{ amount: 18000, currency: 'NZD' }]);
    const earned = await expertUser.client.request('GET', '/api/dashboard/summary');
    expect(earned.body.asExpert).toMatchObject({
      earned: [{ amount: 15300, currency: 'NZD' }],
      byMonth: [{ month, currency: 'NZD', earned: 15300, consultations: 1 }],
    });
  });

  it('shows a consultation to its parties and admins only', async () => {
    const at = fullHourAfter(4 * 24 * HOUR);
    const { client, expertUser, expert } = await parties(at);
    const booked = await book(client.client, expert, at);
    const id = booked.body.id as string;
    const stranger = await createSignedInUser(app);
    expect((await stranger.client.request('GET', `/api/consultations/${id}`)).status).toBe(404);
    expect((await expertUser.client.request('GET', `/api/consultations/${id}`)).status).toBe(200);
    expect((await admin.client.request('GET', `/api/consultations/${id}`)).status).toBe(200);
    const strangerPays = await stranger.client.request('POST', '/api/create-payment-intent', {
      body: { amount: 18000, consultationId: id },
    });
    expect(strangerPays.status).toBe(404);
    const strangerAccepts = await stranger.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'confirmed' },
    });
    expect(strangerAccepts.status).toBe(404);
    const mine = await client.client.request('GET', '/api/consultations');
    expect(mine.body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    const asExpert = await expertUser.client.request(
      'GET',
      '/api/consultations/expert?status=pending_payment',
    );
    expect(asExpert.body.total).toBe(1);
    const filtered = await expertUser.client.request(
      'GET',
      '/api/consultations/expert?status=confirmed',
    );
    expect(filtered.body.total).toBe(0);
  });
});

describe('cancellation refunds', () => {
  it('refunds in full when the client cancels 25 hours before the start', async () => {
    const at = fullHourAfter(25 * HOUR);
    const { client, expert } = await parties(at);
    const paid = await bookAndPay(client.client, expert, at);
    const cancelled = await client.client.request('POST', `/api/consultations/${paid.id}/cancel`, {
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancellation).toMatchObject({
      by: 'client',
      reason: 'cancelled_by_client',
      refund: { amount: 18000 },
    });
    const settled = await eventually(
      async () => (await client.client.request('GET', `/api/consultations/${paid.id}`)).body,
      (c) => c.money.refunded === 18000 && c.money.inEscrow === 0,
    );
    expect(settled.money).toMatchObject({ state: 'refunded', paidOut: 0, platformRevenue: 0 });
    // The refund is owed at once and settled at the provider by the workflow a moment later.
    const ledger = await eventually(
      () => ledgerBalances(paid.id),
      (balances) => balances.refunds === 18000,
    );
    expect(ledger).toMatchObject({ escrow: 0, refunds_payable: 0 });
  });

  it('refunds half when the client cancels a confirmed consultation 23 hours before, and pays the rest out 85 / 15', async () => {
    const at = fullHourAfter(22 * HOUR);
    const { client, expertUser, expert } = await parties(at);
    const paid = await bookAndPay(client.client, expert, at);
    // The policy is for confirmed consultations: a request not yet accepted is refunded whole (cancellation.test.ts).
    await expertUser.client.request('PATCH', `/api/consultations/${paid.id}`, {
      body: { status: 'confirmed' },
    });
    const cancelled = await client.client.request('POST', `/api/consultations/${paid.id}/cancel`);
    expect(cancelled.body.cancellation.refund).toEqual({ amount: 9000, currency: 'NZD' });
    const settled = await eventually(
      async () => (await client.client.request('GET', `/api/consultations/${paid.id}`)).body,
      (c) => c.money.inEscrow === 0 && c.money.refunded === 9000 && c.money.paidOut > 0,
    );
    expect(settled.money).toMatchObject({ paid: 18000, paidOut: 7650, platformRevenue: 1350 });
  });

  it('refunds in full when the expert declines', async () => {
    const at = fullHourAfter(3 * 24 * HOUR);
    const { client, expertUser, expert } = await parties(at);
    const paid = await bookAndPay(client.client, expert, at);
    const declined = await expertUser.client.request('PATCH', `/api/consultations/${paid.id}`, {
      body: { status: 'cancelled' },
    });
    expect(declined.body).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'expert_declined', refund: { amount: 18000 } },
    });
    await eventually(
      async () => (await client.client.request('GET', `/api/consultations/${paid.id}`)).body,
      (c) => c.money.refunded === 18000,
    );
  });
});

describe('booking a slot', () => {
  it('lets exactly one of several concurrent bookings of one slot through', async () => {
    const at = fullHourAfter(5 * 24 * HOUR);
    const expertUser = await createSignedInUser(app);
    const expert = await expertAt(app, expertUser, at);
    const clients = await Promise.all([1, 2, 3, 4, 5].map(() => createSignedInUser(app)));
    const answers = await Promise.all(clients.map((c) => book(c.client, expert, at)));
    // Each answer as its status and error code, so that a failure says what the odd one was.
    const outcomes = answers.map((a) => `${a.status} ${a.body.error?.code ?? 'booked'}`).sort();
    expect(outcomes).toEqual(['201 booked', ...Array<string>(4).fill('409 slot_taken')]);
    const availability = await clients[0]!.client.request(
      'GET',
      `/api/experts/${expert.id}/availability?from=${new Date(at.getTime() - 12 * HOUR).toISOString()}&to=${new Date(at.getTime() + 12 * HOUR).toISOString()}`,
    );
    const starts = availability.body.slots.map((s: { startsAt: string }) => s.startsAt);
    expect(starts).not.toContain(at.toISOString());
    expect(starts).toContain(new Date(at.getTime() + HOUR).toISOString());
  });

  it('refuses a client-sent price that differs from the expert rate, and a time off the hour', async () => {
    const at = fullHourAfter(6 * 24 * HOUR);
    const { client, expert } = await parties(at);
    const cheap = await book(client.client, expert, at, { totalAmount: 100 });
    expect(cheap.status).toBe(422);
    expect(cheap.body.error.code).toBe('price_mismatch');
    const offHour = await book(client.client, expert, new Date(at.getTime() + 30 * 60_000));
    expect(offHour.status).toBe(422);
    expect(offHour.body.error).toMatchObject({ code: 'invalid_start_time' });
    const evening = await book(client.client, expert, new Date(at.getTime() + 7 * HOUR));
    expect(evening.status).toBe(422);
    expect(await app.db.knex('consultations').where({ expert_id: expert.id })).toHaveLength(0);
  });

  it('starts a free Quick Consultation in pending, without payment', async () => {
    const at = fullHourAfter(7 * 24 * HOUR);
    const { client, expertUser, expert } = await parties(at);
    const quick = await book(client.client, expert, at, {
      title: 'Quick Consultation',
      duration: 30,
      totalAmount: 0,
      platformFee: 0,
      expertAmount: 0,
    });
    expect(quick.status).toBe(201);
    expect(quick.body).toMatchObject({
      status: 'pending',
      isQuick: true,
      totalAmount: { amount: 0 },
    });
    const accepted = await expertUser.client.request(
      'PATCH',
      `/api/consultations/${quick.body.id}`,
      {
        body: { status: 'confirmed' },
      },
    );
    expect(accepted.body.status).toBe('confirmed');
    const expertNotes = await expertUser.client.request('GET', '/api/notifications');
    expect(expertNotes.body).toMatchObject({ unread: 1, items: [{ kind: 'booking_received' }] });
    const noteId = expertNotes.body.items[0].id as string;
    const byOther = await client.client.request('POST', `/api/notifications/${noteId}/read`);
    expect(byOther.status).toBe(404);
    expect(
      (await expertUser.client.request('POST', `/api/notifications/${noteId}/read`)).status,
    ).toBe(204);
    const after = await expertUser.client.request('GET', '/api/notifications?unreadOnly=true');
    expect(after.body).toMatchObject({ unread: 0, total: 0 });
  });

  it('does not let an expert book themselves', async () => {
    const at = fullHourAfter(8 * 24 * HOUR);
    const { expertUser, expert } = await parties(at);
    const own = await book(expertUser.client, expert, at);
    expect(own.status).toBe(403);
  });
});
