// The consultation actions past acceptance, the chat fallback and the admin overdue page, on a real Temporal
// dev server with the API's activities: reschedule, no-show, disputes and their resolution, reminders and
// auto-completion, with who may do each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleApp } from '../helpers/lifecycle-app.js';
import { book, bookAndPay, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import type { TestApp } from '../helpers/test-app.js';
import { ask, openSockets, socketOf } from '../helpers/sockets.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let app: TestApp;
let admin: TestUser;
let daysAhead = 2;

beforeAll(async () => {
  app = await startLifecycleApp(
    // Start is allowed at once and the joining instructions and reminder go out as soon as a booking is
    // confirmed; the complaint window stays open long enough to dispute in.
    {
      joinWindowLeadMs: 60 * DAY,
      joiningInstructionsLeadMs: 60 * DAY,
      startReminderLeadMs: 60 * DAY,
      escrowHoldMs: 10 * 60_000,
    },
  );
  admin = await createSignedInUser(app, { admin: true });
}, 120_000);
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await app?.close();
});

/** A client and an expert with a paid, accepted consultation on a day no other test uses. */
async function confirmed() {
  const at = fullHourAfter(daysAhead++ * DAY);
  const client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  const expertUser = await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' });
  const expert = await expertAt(app, expertUser, at);
  const paid = await bookAndPay(client.client, expert, at);
  const accepted = await expertUser.client.request('PATCH', `/api/consultations/${paid.id}`, {
    body: { status: 'confirmed' },
  });
  expect(accepted.body.status).toBe('confirmed');
  return { at, client, expertUser, expert, id: paid.id as string };
}

async function completed() {
  const parties = await confirmed();
  const { client, expertUser, id } = parties;
  await client.client.request('PATCH', `/api/consultations/${id}`, {
    body: { status: 'in_progress' },
  });
  const ended = await expertUser.client.request('POST', `/api/consultations/${id}/complete`);
  expect(ended.body.status).toBe('completed');
  return parties;
}

/** Moves a consultation's recorded times to an hour that started `days` ago (its workflow's clock stays). */
async function startedDaysAgo(id: string, days: number) {
  const start = new Date(Math.floor((Date.now() - days * DAY) / HOUR) * HOUR);
  await app.db
    .knex('consultations')
    .where({ id })
    .update({ scheduled_at: start, ends_at: new Date(start.getTime() + HOUR) });
}

const read = (user: TestUser, id: string) =>
  user.client.request('GET', `/api/consultations/${id}`).then((r) => r.body);

describe('rescheduling', () => {
  it('moves a consultation more than 24 hours ahead once the other party accepts, and frees the old slot', async () => {
    const { at, client, expertUser, expert, id } = await confirmed();
    const later = new Date(at.getTime() + HOUR);
    // A confirmed consultation's move is a proposal (see reschedule.test.ts): it keeps its time until accepted.
    const proposed = await client.client.request('POST', `/api/consultations/${id}/reschedule`, {
      body: { scheduledAt: later.toISOString() },
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({ status: 'confirmed', scheduledAt: at.toISOString() });
    const moved = await expertUser.client.request(
      'POST',
      `/api/consultations/${id}/reschedule/accept`,
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'confirmed', scheduledAt: later.toISOString() });
    const range = `from=${new Date(at.getTime() - HOUR).toISOString()}&to=${new Date(at.getTime() + 3 * HOUR).toISOString()}`;
    const slots = await client.client.request(
      'GET',
      `/api/experts/${expert.id}/availability?${range}`,
    );
    const starts = slots.body.slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect(starts).toContain(at.toISOString());
    expect(starts).not.toContain(later.toISOString());
  });

  it('refuses a time off the hour, a taken slot, a stranger and a malformed body', async () => {
    const { at, client, expert, id } = await confirmed();
    const other = await createSignedInUser(app);
    const taken = new Date(at.getTime() + 2 * HOUR);
    expect((await book(other.client, expert, taken)).status).toBe(201);

    const offHour = await client.client.request('POST', `/api/consultations/${id}/reschedule`, {
      body: { scheduledAt: new Date(at.getTime() + 90 * 60_000).toISOString() },
    });
    expect(offHour.status).toBe(422);
    expect(offHour.body.error.code).toBe('invalid_start_time');
    const clash = await client.client.request('POST', `/api/consultations/${id}/reschedule`, {
      body: { scheduledAt: taken.toISOString() },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('slot_taken');
    const stranger = await other.client.request('POST', `/api/consultations/${id}/reschedule`, {
      body: { scheduledAt: new Date(at.getTime() + HOUR).toISOString() },
    });
    expect(stranger.status).toBe(404);
    const malformed = await client.client.request('POST', `/api/consultations/${id}/reschedule`, {
      body: { scheduledAt: 'next Tuesday' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toHaveProperty('scheduledAt');
    // A move keeps the horizon of the payment: 60 days after it, not after the move.
    const tooFar = await client.client.request('POST', `/api/consultations/${id}/reschedule`, {
      body: { scheduledAt: new Date(at.getTime() + 61 * DAY).toISOString() },
    });
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.error.code).toBe('beyond_booking_horizon');
    expect((await read(client, id)).scheduledAt).toBe(at.toISOString());
  });
});

describe('notifications of a confirmed consultation', () => {
  it('send both parties joining instructions with a calendar invitation, which stand in for a reminder already due', async () => {
    const { client, expertUser, id, at } = await confirmed();
    const mails = await eventually(
      () => app.db.knex('email_outbox').where({ consultation_id: id }).orderBy('created_at'),
      (rows) => rows.filter((row) => row.kind === 'joining_instructions').length === 2,
    );
    const joining = mails.filter((row) => row.kind === 'joining_instructions');
    expect(joining.map((row) => row.to_address).sort()).toEqual(
      [client.email, expertUser.email].sort(),
    );
    for (const mail of joining) {
      const [invite] = mail.attachments as {
        filename: string;
        contentType: string;
        content: string;
      }[];
      expect(invite).toMatchObject({ contentType: expect.stringContaining('text/calendar') });
      expect(invite!.filename).toMatch(/\.ics$/);
      const stamp = at
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      expect(invite!.content).toContain(`DTSTART:${stamp}`);
      // The same event as in the parties' calendar feeds, so a calendar holding both shows it once.
      expect(invite!.content).toContain(`UID:consultation-${id}@expertbridge\r\n`);
    }
    // Confirmed after the reminder's time: no separate reminder follows the instructions.
    expect(mails.filter((row) => row.kind === 'start_reminder')).toHaveLength(0);
    const inApp = await client.client.request('GET', '/api/notifications');
    const kinds = inApp.body.items.map((item: { kind: string }) => item.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['payment_received', 'consultation_accepted', 'joining_instructions']),
    );
  });
});

describe('attendance', () => {
  it('is recorded with the completion: both parties came to the room', async () => {
    const { client, expertUser, id } = await confirmed();
    for (const party of [client, expertUser]) {
      expect(
        await ask(await socketOf(app.url, party), 'join', { consultationId: id }),
      ).toMatchObject({
        ok: true,
      });
    }
    await client.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'in_progress' },
    });
    await expertUser.client.request('POST', `/api/consultations/${id}/complete`);
    const row = await app.db.knex('consultations').where({ id }).first();
    expect(row).toMatchObject({
      status: 'completed',
      client_attended: true,
      expert_attended: true,
    });
  });
});

describe('expert no-show', () => {
  it('may not be reported before the start, nor by the expert', async () => {
    const { client, expertUser, id } = await confirmed();
    const early = await client.client.request('POST', `/api/consultations/${id}/no-show`);
    expect(early.status).toBe(409);
    const byExpert = await expertUser.client.request('POST', `/api/consultations/${id}/no-show`);
    expect(byExpert.status).toBe(403);
    expect((await read(client, id)).status).toBe('confirmed');
  });
});

describe('disputes', () => {
  it('pause the payout until an admin refunds part, and the ledger shows the split', async () => {
    const { client, expertUser, id } = await completed();
    const byExpert = await expertUser.client.request('POST', `/api/consultations/${id}/dispute`, {
      body: { reason: 'Not mine to dispute' },
    });
    expect(byExpert.status).toBe(403);
    const empty = await client.client.request('POST', `/api/consultations/${id}/dispute`, {
      body: { reason: '   ' },
    });
    expect(empty.status).toBe(400);
    const opened = await client.client.request('POST', `/api/consultations/${id}/dispute`, {
      body: { reason: 'The expert left after 20 minutes.' },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.money).toMatchObject({ state: 'held', inEscrow: 18000 });

    const byClient = await client.client.request(
      'POST',
      `/api/consultations/${id}/resolve-dispute`,
      { body: { resolution: 'release' } },
    );
    expect(byClient.status).toBe(403);
    const noAmount = await admin.client.request(
      'POST',
      `/api/consultations/${id}/resolve-dispute`,
      {
        body: { resolution: 'partial_refund' },
      },
    );
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.error.details).toHaveProperty('refundAmount');
    const resolved = await admin.client.request(
      'POST',
      `/api/consultations/${id}/resolve-dispute`,
      {
        body: { resolution: 'partial_refund', refundAmount: 6000 },
      },
    );
    expect(resolved.status).toBe(200);
    const settled = await eventually(
      () => read(client, id),
      (c) => c.money.inEscrow === 0 && c.money.refunded === 6000 && c.money.paidOut > 0,
    );
    // What is left after the refund is split 85 / 15.
    expect(settled.money).toMatchObject({ paid: 18000, paidOut: 10200, platformRevenue: 1800 });
  });

  it('cannot be opened on a consultation that has not been held', async () => {
    const { client, id } = await confirmed();
    const early = await client.client.request('POST', `/api/consultations/${id}/dispute`, {
      body: { reason: 'Too early' },
    });
    expect(early.status).toBe(409);
  });
});

describe('the chat fallback', () => {
  it('keeps messages in order for the two parties, paged with after', async () => {
    const { client, expertUser, id } = await confirmed();
    const first = await client.client.request('POST', `/api/consultations/${id}/messages`, {
      body: { message: '  Kia ora, I have my GST questions ready.  ' },
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Kia ora, I have my GST questions ready.');
    await expertUser.client.request('POST', `/api/consultations/${id}/messages`, {
      body: { message: 'Great, see you at the start time.' },
    });
    const all = await expertUser.client.request('GET', `/api/consultations/${id}/messages`);
    expect(all.body.items.map((m: { message: string }) => m.message)).toEqual([
      'Kia ora, I have my GST questions ready.',
      'Great, see you at the start time.',
    ]);
    const after = await client.client.request(
      'GET',
      `/api/consultations/${id}/messages?after=${first.body.id}`,
    );
    expect(after.body.items).toHaveLength(1);
    expect(after.body.items[0].message).toBe('Great, see you at the start time.');
  });

  it('refuses strangers, empty and over-long messages, and writes nothing', async () => {
    const { client, id } = await confirmed();
    const stranger = await createSignedInUser(app);
    expect(
      (
        await stranger.client.request('POST', `/api/consultations/${id}/messages`, {
          body: { message: 'hello' },
        })
      ).status,
    ).toBe(404);
    expect((await stranger.client.request('GET', `/api/consultations/${id}/messages`)).status).toBe(
      404,
    );
    const blank = await client.client.request('POST', `/api/consultations/${id}/messages`, {
      body: { message: ' \n ' },
    });
    expect(blank.status).toBe(400);
    const long = await client.client.request('POST', `/api/consultations/${id}/messages`, {
      body: { message: 'x'.repeat(4001) },
    });
    expect(long.status).toBe(400);
    expect(await app.db.knex('chat_messages').where({ consultation_id: id })).toHaveLength(0);
  });

  it('is read-only once the consultation is cancelled', async () => {
    const { client, id } = await confirmed();
    await client.client.request('POST', `/api/consultations/${id}/cancel`);
    const closed = await client.client.request('POST', `/api/consultations/${id}/messages`, {
      body: { message: 'Are you still there?' },
    });
    expect(closed.status).toBe(409);
  });
});

describe('the admin overdue page', () => {
  it('lists an unfinished consultation a week past its end and auto-completes it', async () => {
    const { client, expertUser, id } = await confirmed();
    await ask(await socketOf(app.url, expertUser), 'join', { consultationId: id });
    await client.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'in_progress' },
    });
    // A session that started on time eight days ago and was never ended. (The workflow keeps its own clock, so
    // only the page's listing reads these times; the reminder's own rule is tested in the workflows package.)
    await startedDaysAgo(id, 8);

    expect((await client.client.request('GET', '/api/admin/pending-confirmations')).status).toBe(
      403,
    );
    const summary = await admin.client.request('GET', '/api/admin/pending-confirmations');
    expect(summary.status).toBe(200);
    const listed = summary.body.pendingConsultations.find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({ daysSinceEnd: 7, urgent: true, needsAutoComplete: true });
    // Only the expert ever came to the room.
    expect(listed.attendance.client).toEqual({
      firstJoinedAt: null,
      lastLeftAt: null,
      present: false,
    });
    expect(listed.attendance.expert.firstJoinedAt).not.toBeNull();
    expect(listed.attendance.expert.present).toBe(true);

    const byClient = await client.client.request(
      'POST',
      `/api/admin/send-completion-reminder/${id}`,
    );
    expect(byClient.status).toBe(403);

    const done = await admin.client.request('POST', '/api/admin/auto-complete-overdue');
    expect(done.status).toBe(200);
    expect(done.body.completedCount).toBeGreaterThanOrEqual(1);
    expect((await read(client, id)).status).toBe('completed');
    const after = await admin.client.request('GET', '/api/admin/pending-confirmations');
    expect(after.body.pendingConsultations.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('answers 404 for an unknown consultation and 409 for one that is not overdue', async () => {
    const { id } = await confirmed();
    const unknown = await admin.client.request(
      'POST',
      '/api/admin/send-completion-reminder/7b2d3c4e-5f60-4a1b-8c9d-0e1f2a3b4c5d',
    );
    expect(unknown.status).toBe(404);
    const notLate = await admin.client.request('POST', `/api/admin/send-completion-reminder/${id}`);
    expect(notLate.status).toBe(409);
  });

  it('leaves no words behind when the workflow refuses a reminder', async () => {
    const { client, id } = await confirmed();
    await client.client.request('PATCH', `/api/consultations/${id}`, {
      body: { status: 'in_progress' },
    });
    // Overdue by the recorded times (so the page lists it), not by the workflow's own clock (so it refuses).
    await startedDaysAgo(id, 3);
    const refused = await admin.client.request(
      'POST',
      `/api/admin/send-completion-reminder/${id}`,
      { body: { message: 'Words for a reminder that was never sent.' } },
    );
    expect(refused.status).toBe(409);
    const row = await app.db.knex('consultations').where({ id }).first('reminder_message');
    expect(row.reminder_message).toBeNull();
  });
});

describe('figures from the ledger', () => {
  it('shows admins revenue and the outbox, and no one else', async () => {
    await completed();
    const client = await createSignedInUser(app);
    for (const path of ['/api/admin/revenue', '/api/admin/outbox']) {
      expect((await client.client.request('GET', path)).status).toBe(403);
    }
    const revenue = await admin.client.request('GET', '/api/admin/revenue');
    expect(revenue.status).toBe(200);
    expect(revenue.body.platformFeeRate).toBe(0.15);
    const outbox = await admin.client.request('GET', '/api/admin/outbox?pageSize=100');
    expect(outbox.status).toBe(200);
    const kinds = new Set(outbox.body.items.map((mail: { kind: string }) => mail.kind));
    expect(kinds).toContain('booking_received');
    expect(kinds).toContain('payment_received');
    expect(kinds).toContain('consultation_accepted');
  });

  it('gives each user the figures of their own dashboard', async () => {
    const { client, expertUser } = await completed();
    const mine = await client.client.request('GET', '/api/dashboard/summary');
    expect(mine.status).toBe(200);
    const theirs = await expertUser.client.request('GET', '/api/dashboard/summary');
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toEqual(JSON.stringify(theirs.body));
    const signedOut = await app.client().request('GET', '/api/dashboard/summary');
    expect(signedOut.status).toBe(401);
  });
});
