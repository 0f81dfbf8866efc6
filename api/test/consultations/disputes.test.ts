// Disputes from the client's report to an admin's decision, on a real Temporal dev server with the API's
// activities: the admins' list (who may read it, open and resolved, the money at stake), the resolution's
// checks, its ledger postings, and what both parties are told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleApp } from '../helpers/lifecycle-app.js';
import { bookAndPay, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import type { TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const DAY = 24 * 3_600_000;
let app: TestApp;
let admin: TestUser;
let daysAhead = 2;

beforeAll(async () => {
  app = await startLifecycleApp({
    joinWindowLeadMs: 60 * DAY,
    joiningInstructionsLeadMs: 60 * DAY,
    startReminderLeadMs: 60 * DAY,
    escrowHoldMs: 10 * 60_000,
  });
  admin = await createSignedInUser(app, { admin: true });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** A completed consultation (NZ$180.00) whose client has reported a problem. */
async function disputed(reason = 'The expert left after 20 minutes of a 60-minute session.') {
  const at = fullHourAfter(daysAhead++ * DAY);
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  const expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  const expert = await expertAt(app, expertUser, at);
  const { id } = (await bookAndPay(client.client, expert, at)) as { id: string };
  await expertUser.client.request('PATCH', `/api/consultations/${id}`, {
    body: { status: 'confirmed' },
  });
  await client.client.request('PATCH', `/api/consultations/${id}`, {
    body: { status: 'in_progress' },
  });
  const ended = await expertUser.client.request('POST', `/api/consultations/${id}/complete`);
  expect(ended.body.status).toBe('completed');
  const opened = await client.client.request('POST', `/api/consultations/${id}/dispute`, {
    body: { reason },
  });
  expect(opened.status).toBe(200);
  return { client, expertUser, id };
}

const resolve = (user: TestUser, id: string, body: Record<string, unknown>) =>
  user.client.request('POST', `/api/consultations/${id}/resolve-dispute`, { body });

const listed = async (status: 'open' | 'resolved') =>
  (await admin.client.request('GET', `/api/admin/disputes?status=${status}&pageSize=100`)).body
    .items as { id: string; dispute: Record<string, unknown>; money: Record<string, number> }[];

/** The consultation's settled money, once the refund and the payout have gone through. */
const settled = (user: TestUser, id: string) =>
  eventually(
    () => user.client.request('GET', `/api/consultations/${id}`).then((r) => r.body),
    (c) =>
      c.money.inEscrow === 0 &&
      c.money.refunded + c.money.paidOut + c.money.platformRevenue === 18000,
  );

/** The in-app notifications of one kind about one consultation. */
async function notified(user: TestUser, id: string, kind: string) {
  const rows = await eventually(
    () => app.db.knex('notifications').where({ user_id: user.id, consultation_id: id, kind }),
    (found) => found.length > 0,
  );
  return rows as { title: string; body: string }[];
}

describe('the admins’ disputes list', () => {
  it('is for admins only and refuses a status it does not know', async () => {
    const { client, expertUser } = await disputed();
    for (const user of [client, expertUser]) {
      expect((await user.client.request('GET', '/api/admin/disputes')).status).toBe(403);
    }
    const bad = await admin.client.request('GET', '/api/admin/disputes?status=closed');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toHaveProperty('status');
  });

  it('shows an open dispute with its reason and the money at stake in minor units, then as resolved', async () => {
    const { id } = await disputed('The expert never shared the spreadsheet they promised.');
    const page = await admin.client.request('GET', '/api/admin/disputes');
    expect(page.status).toBe(200);
    expect(page.body.counts.open).toBeGreaterThanOrEqual(1);
    const open = (await listed('open')).find((item) => item.id === id);
    expect(open?.dispute).toMatchObject({
      reason: 'The expert never shared the spreadsheet they promised.',
      resolvedAt: null,
      resolution: null,
      note: null,
    });
    expect(open?.money).toMatchObject({ currency: 'NZD', paid: 18000, inEscrow: 18000 });
    expect((await listed('resolved')).some((item) => item.id === id)).toBe(false);

    expect((await resolve(admin, id, { resolution: 'release' })).status).toBe(200);
    expect((await listed('open')).some((item) => item.id === id)).toBe(false);
    const resolved = (await listed('resolved')).find((item) => item.id === id);
    expect(resolved?.dispute).toMatchObject({ resolution: 'release' });
  });
});

describe('resolving a dispute', () => {
  it('refunds part with a note, posts it to the ledger, tells both parties, and is done once', async () => {
    const { client, expertUser, id } = await disputed();
    const tooMuch = await resolve(admin, id, { resolution: 'partial_refund', refundAmount: 18000 });
    expect(tooMuch.status).toBe(422);
    const longNote = await resolve(admin, id, {
      resolution: 'partial_refund',
      refundAmount: 6000,
      note: 'x'.repeat(1001),
    });
    expect(longNote.status).toBe(400);
    expect(longNote.body.error.details).toHaveProperty('note');

    const note = 'The session ended 40 minutes early; a third is refunded.';
    const done = await resolve(admin, id, {
      resolution: 'partial_refund',
      refundAmount: 6000,
      note: `  ${note} `,
    });
    expect(done.status).toBe(200);
    expect(done.body.dispute).toMatchObject({
      resolution: 'partial_refund',
      refund: { amount: 6000, currency: 'NZD' },
      note,
    });
    const again = await resolve(admin, id, { resolution: 'full_refund' });
    expect(again.status).toBe(409);

    const resolution = await app.db
      .knex('ledger_entries')
      .where({ consultation_id: id, memo: 'dispute resolved (partial_refund)' })
      .select('account', 'amount');
    expect(resolution).toEqual(
      expect.arrayContaining([
        { account: 'escrow', amount: -6000 },
        { account: 'refunds_payable', amount: 6000 },
      ]),
    );
    expect((await settled(client, id)).money).toMatchObject({
      refunded: 6000,
      paidOut: 10200,
      platformRevenue: 1800,
    });

    const [toClient] = await notified(client, id, 'dispute_resolved');
    expect(toClient!.body).toContain('NZ$60.00 is refunded to your card');
    expect(toClient!.body).toContain(note);
    const [toExpert] = await notified(expertUser, id, 'dispute_resolved');
    expect(toExpert!.body).toContain('NZ$60.00 is refunded to the client');
    expect(toExpert!.body).toContain(note);
    const mails = await app.db
      .knex('email_outbox')
      .where({ consultation_id: id, kind: 'dispute_resolved' })
      .pluck('to_address');
    expect(mails.sort()).toEqual([client.email, expertUser.email].sort());
  });

  it('tells the client, the expert and the admins when a problem is reported', async () => {
    const { client, expertUser, id } = await disputed();
    const [toClient] = await notified(client, id, 'dispute_opened');
    expect(toClient!.body).toContain('payment stays on hold');
    const [toExpert] = await notified(expertUser, id, 'dispute_opened');
    expect(toExpert!.body).toContain('payout waits');
    expect(await notified(admin, id, 'dispute_opened')).toHaveLength(1);
  });

  it('refunds everything on a full refund and pays the expert nothing', async () => {
    const { client, expertUser, id } = await disputed();
    expect((await resolve(admin, id, { resolution: 'full_refund' })).status).toBe(200);
    expect((await settled(client, id)).money).toMatchObject({
      refunded: 18000,
      paidOut: 0,
      platformRevenue: 0,
    });
    const [toExpert] = await notified(expertUser, id, 'dispute_resolved');
    expect(toExpert!.body).toContain('refunded in full (NZ$180.00)');
  });

  it('pays the expert their 85 % on a release and refunds nothing', async () => {
    const { client, id } = await disputed();
    expect((await resolve(admin, id, { resolution: 'release' })).status).toBe(200);
    expect((await settled(client, id)).money).toMatchObject({
      refunded: 0,
      paidOut: 15300,
      platformRevenue: 2700,
    });
    const [toClient] = await notified(client, id, 'dispute_resolved');
    expect(toClient!.body).toContain('no refund is due');
  });
});
