// Moving a consultation by proposal, on a real Temporal dev server with the API's activities: the client moves one
// the expert has not accepted at once; otherwise one party proposes, the other accepts (it moves, both are told) or
// declines, the proposer withdraws, or it lapses; the booking rules are checked again at acceptance; the ledger
// never changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleApp } from '../helpers/lifecycle-app.js';
import { book, bookAndPay, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { ledgerBalances } from '../helpers/ledger-balances.js';
import type { TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let app: TestApp;
let admin: TestUser;
let daysAhead = 3;
/** The start of the consultation whose proposal lapses: free rescheduling of it ends a few seconds after boot. */
let lapsingAt: Date;
const LAPSE_AFTER_MS = 50_000;

beforeAll(async () => {
  lapsingAt = fullHourAfter(2 * DAY);
  app = await startLifecycleApp({
    freeRescheduleLeadMs: lapsingAt.getTime() - Date.now() - LAPSE_AFTER_MS,
  });
  admin = await createSignedInUser(app, { admin: true });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** A client and an expert with a consultation paid (and, unless `pending`, accepted). */
async function booked(options: { at?: Date; pending?: boolean } = {}) {
  const at = options.at ?? fullHourAfter(daysAhead++ * DAY);
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  const expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  const expert = await expertAt(app, expertUser, at);
  const paid = await bookAndPay(client.client, expert, at);
  const id = paid.id as string;
  if (!options.pending) {
    const accepted = await expertUser.client.patch(`/api/consultations/${id}`, {
      status: 'confirmed',
    });
    expect(accepted.body.status).toBe('confirmed');
  }
  return { at, client, expertUser, expert, id };
}

const propose = (user: TestUser, id: string, at: Date, message?: string) =>
  user.client.request('POST', `/api/consultations/${id}/reschedule`, {
    body: { scheduledAt: at.toISOString(), ...(message ? { message } : {}) },
  });
const answer = (user: TestUser, id: string, verb: 'accept' | 'decline' | 'withdraw') =>
  user.client.request('POST', `/api/consultations/${id}/reschedule/${verb}`);

/** The kinds of the in-app notifications `user` has of the consultation, and of its e-mails to them. */
async function told(user: TestUser, id: string) {
  const inApp = await user.client.get('/api/notifications?pageSize=100');
  const mails = await app.db
    .knex('email_outbox')
    .where({ consultation_id: id, to_address: user.email });
  return {
    inApp: (inApp.body.items as { kind: string; consultationId: string }[])
      .filter((n) => n.consultationId === id)
      .map((n) => n.kind),
    mail: mails.map((m: { kind: string }) => m.kind),
  };
}

describe('a proposal of a new time', () => {
  it('lapses unanswered when free rescheduling ends, and both are told', async () => {
    const { at, client, expertUser, id } = await booked({ at: lapsingAt });
    const proposed = await propose(expertUser, id, new Date(at.getTime() + HOUR));
    expect(proposed.status).toBe(200);
    const expiresAt = Date.parse(proposed.body.rescheduleProposal.expiresAt);
    expect(expiresAt).toBeLessThan(Date.now() + LAPSE_AFTER_MS);
    const lapsed = await eventually(
      () => client.client.get(`/api/consultations/${id}`).then((r) => r.body),
      (body) => body.rescheduleProposal === null,
      LAPSE_AFTER_MS + 20_000,
    );
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(lapsed.scheduledAt).toBe(at.toISOString());
    for (const user of [client, expertUser]) {
      const { inApp, mail } = await eventually(
        () => told(user, id),
        (t) => t.mail.includes('reschedule_lapsed'),
      );
      expect(inApp).toContain('reschedule_lapsed');
      expect(mail).toContain('reschedule_lapsed');
    }
  }, 90_000);

  it('moves the consultation when the other party accepts; both are told and the ledger stays', async () => {
    const { at, client, expertUser, expert, id } = await booked();
    const ledger = await ledgerBalances(app, id);
    const later = new Date(at.getTime() + HOUR);
    const proposed = await propose(expertUser, id, later, 'Court moved my hearing.');
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({
      status: 'confirmed',
      scheduledAt: at.toISOString(),
      rescheduleProposal: {
        proposedBy: 'expert',
        scheduledAt: later.toISOString(),
        endsAt: new Date(later.getTime() + HOUR).toISOString(),
        message: 'Court moved my hearing.',
      },
    });
    // It lapses when free rescheduling of the current time ends.
    expect(proposed.body.rescheduleProposal.expiresAt).toBe(
      proposed.body.deadlines.freeRescheduleUntil,
    );
    // The client hears of it (in the app and by e-mail, with the expert's note); the expert does not.
    const clientTold = await eventually(
      () => told(client, id),
      (t) => t.mail.includes('reschedule_proposed'),
    );
    expect(clientTold.inApp).toContain('reschedule_proposed');
    const [mail] = await app.db
      .knex('email_outbox')
      .where({ consultation_id: id, kind: 'reschedule_proposed' });
    expect(mail.text).toContain('Court moved my hearing.');
    expect((await told(expertUser, id)).inApp).not.toContain('reschedule_proposed');

    const accepted = await answer(client, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'confirmed',
      scheduledAt: later.toISOString(),
      rescheduleProposal: null,
    });
    expect(accepted.body.deadlines.noShowReportableAt).toBe(
      new Date(later.getTime() + 15 * 60_000).toISOString(),
    );
    const expertTold = await eventually(
      () => told(expertUser, id),
      (t) => t.mail.includes('reschedule_accepted') && t.mail.includes('consultation_rescheduled'),
    );
    expect(expertTold.inApp).toEqual(
      expect.arrayContaining(['reschedule_accepted', 'consultation_rescheduled']),
    );
    const clientAfter = await eventually(
      () => told(client, id),
      (t) => t.mail.includes('consultation_rescheduled'),
    );
    expect(clientAfter.inApp).not.toContain('reschedule_accepted');
    expect(await ledgerBalances(app, id)).toEqual(ledger);
    // The old hour is free again, the new one taken.
    const range = `from=${new Date(at.getTime() - HOUR).toISOString()}&to=${new Date(at.getTime() + 3 * HOUR).toISOString()}`;
    const slots = await client.client.get(`/api/experts/${expert.id}/availability?${range}`);
    const starts = slots.body.slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect(starts).toContain(at.toISOString());
    expect(starts).not.toContain(later.toISOString());
  });

  it('is declined by the other party or withdrawn by its proposer, and the time stays', async () => {
    const { at, client, expertUser, id } = await booked();
    expect((await propose(client, id, new Date(at.getTime() + HOUR))).status).toBe(200);
    const declined = await answer(expertUser, id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      scheduledAt: at.toISOString(),
      rescheduleProposal: null,
    });
    await eventually(
      () => told(client, id),
      (t) => t.inApp.includes('reschedule_declined') && t.mail.includes('reschedule_declined'),
    );

    expect((await propose(expertUser, id, new Date(at.getTime() + 2 * HOUR))).status).toBe(200);
    const withdrawn = await answer(expertUser, id, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      scheduledAt: at.toISOString(),
      rescheduleProposal: null,
    });
    await eventually(
      () => told(client, id),
      (t) => t.inApp.includes('reschedule_withdrawn') && t.mail.includes('reschedule_withdrawn'),
    );
    const again = await answer(client, id, 'decline');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('no_reschedule_proposal');
  });

  it('is answered only by the other party, withdrawn only by its proposer, and unknown to strangers', async () => {
    const { at, client, expertUser, id } = await booked();
    const stranger = await createSignedInUser(app);
    expect((await propose(client, id, new Date(at.getTime() + HOUR))).status).toBe(200);
    for (const [user, verb, status] of [
      [client, 'accept', 403],
      [client, 'decline', 403],
      [expertUser, 'withdraw', 403],
      [stranger, 'accept', 404],
      [stranger, 'withdraw', 404],
      [admin, 'accept', 403],
    ] as const) {
      const refused = await answer(user, id, verb);
      expect([verb, refused.status]).toEqual([verb, status]);
    }
    expect((await propose(stranger, id, new Date(at.getTime() + 2 * HOUR))).status).toBe(404);
    const read = await client.client.get(`/api/consultations/${id}`);
    expect(read.body.rescheduleProposal).toMatchObject({
      proposedBy: 'client',
      scheduledAt: new Date(at.getTime() + HOUR).toISOString(),
    });
  });

  it('is replaced by its proposer, and the other party must answer it before proposing', async () => {
    const { at, client, expertUser, id } = await booked();
    expect((await propose(client, id, new Date(at.getTime() + HOUR))).status).toBe(200);
    const replaced = await propose(client, id, new Date(at.getTime() + 2 * HOUR), 'Or 2 pm?');
    expect(replaced.status).toBe(200);
    expect(replaced.body.rescheduleProposal).toMatchObject({
      proposedBy: 'client',
      scheduledAt: new Date(at.getTime() + 2 * HOUR).toISOString(),
      message: 'Or 2 pm?',
    });
    const counter = await propose(expertUser, id, new Date(at.getTime() + 3 * HOUR));
    expect(counter.status).toBe(409);
    expect(counter.body.error.code).toBe('reschedule_proposal_open');
    const tooLong = await propose(client, id, new Date(at.getTime() + HOUR), 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details).toHaveProperty('message');
    expect(
      (await client.client.get(`/api/consultations/${id}`)).body.rescheduleProposal,
    ).toMatchObject({
      scheduledAt: new Date(at.getTime() + 2 * HOUR).toISOString(),
    });
  });

  it('is refused at acceptance when its time was booked meanwhile, and stays open', async () => {
    const { at, client, expertUser, expert, id } = await booked();
    const later = new Date(at.getTime() + HOUR);
    expect((await propose(expertUser, id, later)).status).toBe(200);
    const other = await createSignedInUser(app);
    expect((await book(other.client, expert, later)).status).toBe(201);
    const refused = await answer(client, id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('slot_taken');
    const read = await client.client.get(`/api/consultations/${id}`);
    expect(read.body).toMatchObject({
      scheduledAt: at.toISOString(),
      rescheduleProposal: { proposedBy: 'expert', scheduledAt: later.toISOString() },
    });
  });

  it('is not needed by a client whose request the expert has not accepted: it moves at once', async () => {
    const { at, client, expertUser, id } = await booked({ pending: true });
    const later = new Date(at.getTime() + HOUR);
    const moved = await propose(client, id, later);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'pending',
      scheduledAt: later.toISOString(),
      rescheduleProposal: null,
    });
    // The expert asking is a proposal, even before accepting.
    const proposed = await propose(expertUser, id, new Date(at.getTime() + 2 * HOUR));
    expect(proposed.body).toMatchObject({
      scheduledAt: later.toISOString(),
      rescheduleProposal: { proposedBy: 'expert' },
    });
  });
});
