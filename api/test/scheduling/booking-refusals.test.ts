// Every way in obeys the expert's availability, on a real Temporal dev server: the portal's booking, the widget's
// (a partner's) booking and a move each refuse a start outside it with its own code and write nothing; the exclusion
// constraint holds buffers, so of two bookings racing for neighbouring hours one wins; an imported calendar's busy
// time (through the ExternalBusyTimes port) refuses and hides a start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsultationsRepository } from '../../src/modules/consultations/consultations.repository.js';
import { createSchedulingRepository } from '../../src/modules/scheduling/scheduling.repository.js';
import { createSchedulingService } from '../../src/modules/scheduling/scheduling.service.js';
import { book, fullHourAfter } from '../helpers/booking.js';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { addDays, instantAt, settingsBody, wallClock } from './schedule-fixtures.js';

const ZONE = 'Pacific/Auckland';
const ORIGIN = 'https://smithco.example.nz';
const HOUR = 3_600_000;
let app: LifecycleTestApp;
let client: TestUser;
let expert: ExpertRow;
let publishableKey: string;
const today = wallClock(new Date(), ZONE).date;

/** The first local date from `from` on that is not a Tuesday (the expert's day off). */
function workday(from: string): string {
  let date = from;
  while (wallClock(instantAt(date, '12:00', ZONE), ZONE).weekday === 1) date = addDays(date, 1);
  return date;
}
const day1 = workday(addDays(today, 3));
const day2 = workday(addDays(day1, 1));
const day3 = workday(addDays(day2, 1));
const day4 = workday(addDays(day3, 1));
let tuesday = addDays(today, 3);
while (wallClock(instantAt(tuesday, '12:00', ZONE), ZONE).weekday !== 1)
  tuesday = addDays(tuesday, 1);

async function anExpertWith(change: Record<string, unknown>): Promise<ExpertRow> {
  const user = await createSignedInUser(app);
  const made = await insertExpert(app.db.knex, { userId: user.id, timeZone: ZONE });
  const saved = await user.client.put(
    '/api/experts/me/availability-settings',
    settingsBody(change),
  );
  if (saved.status !== 200) throw new Error(`settings refused: ${JSON.stringify(saved.body)}`);
  return made;
}

/** A consultation already holding the expert's time, with the 15 minutes after it its settings keep free. */
async function held(at: Date, clientId?: string): Promise<string> {
  const id = await insertConsultationRow(app.db.knex, {
    expert,
    status: 'confirmed',
    scheduledAt: at,
    ...(clientId ? { clientId } : {}),
  });
  await app.db.knex('consultations').where({ id }).update({ buffer_after_minutes: 15 });
  return id;
}

const consultationCount = async () =>
  Number(
    (await app.db.knex('consultations').where({ expert_id: expert.id }).count({ n: '*' }))[0]!.n,
  );

let moved: string;
beforeAll(async () => {
  app = await startLifecycleApp({}, { WIDGET_BOOKING_RATE_LIMIT: '50' });
  client = await createSignedInUser(app);
  expert = await anExpertWith({
    weeklyHours: { ...settingsBody().weeklyHours, tuesday: [] },
    bufferAfterMinutes: 15,
    minimumNoticeMinutes: 1440,
    horizonDays: 30,
    maxPerDay: 2,
  });
  await held(instantAt(day1, '11:00', ZONE));
  await held(instantAt(day2, '09:00', ZONE));
  await held(instantAt(day2, '14:00', ZONE));
  moved = await held(instantAt(day3, '10:00', ZONE), client.id);
  const admin = await createSignedInUser(app, { admin: true });
  const partner = await admin.client.post('/api/admin/partners', {
    name: 'Smith & Co Lawyers',
    allowedOrigins: [ORIGIN],
  });
  publishableKey = partner.body.partner.publishableKey;
}, 120_000);
afterAll(() => app?.close());

/** A guest's booking through the partner's widget. */
const widgetBook = (of: ExpertRow, at: Date, duration: number) =>
  app.client().post(
    '/api/widget/bookings',
    {
      expertId: of.id,
      scheduledAt: at.toISOString(),
      duration,
      title: 'Buying a rental property with my sister',
      guest: { name: 'Mere Tane', email: `guest-${crypto.randomUUID()}@example.co.nz` },
    },
    { headers: { 'X-Partner-Key': publishableKey, Origin: ORIGIN } },
  );

/** Each refusal: a start (and a duration), the status and the code. */
const refusals: [string, () => Date, number, number, string][] = [
  ['off the hour', () => instantAt(day1, '10:30', ZONE), 60, 422, 'invalid_start_time'],
  ['on a Tuesday', () => instantAt(tuesday, '10:00', ZONE), 60, 422, 'outside_availability'],
  ['before 09:00', () => instantAt(day1, '08:00', ZONE), 60, 422, 'outside_availability'],
  ['within 24 hours', () => fullHourAfter(2 * HOUR), 60, 422, 'insufficient_notice'],
  [
    'beyond 30 days',
    () => instantAt(workday(addDays(today, 35)), '10:00', ZONE),
    60,
    422,
    'beyond_booking_horizon',
  ],
  ['for 90 minutes', () => instantAt(day1, '15:00', ZONE), 90, 422, 'duration_not_offered'],
  ['on a full day', () => instantAt(day2, '16:00', ZONE), 60, 422, 'daily_limit_reached'],
  ['inside a booking’s buffer', () => instantAt(day1, '12:00', ZONE), 60, 409, 'slot_taken'],
];

describe('a booking outside the expert’s availability', () => {
  it.each(refusals)(
    'is refused %s through the portal',
    async (_label, start, duration, status, code) => {
      const before = await consultationCount();
      const answer = await book(client.client, expert, start(), { duration });
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
      if (status === 422)
        expect(Object.keys(answer.body.error.details)).toEqual([
          duration === 90 ? 'duration' : 'scheduledAt',
        ]);
      expect(await consultationCount()).toBe(before);
    },
  );

  it.each(refusals)(
    'is refused %s through a partner’s widget',
    async (_label, start, duration, status, code) => {
      const before = await consultationCount();
      const answer = await widgetBook(expert, start(), duration);
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
      expect(await consultationCount()).toBe(before);
    },
  );

  it.each(refusals.filter(([, , duration]) => duration === 60))(
    'is refused %s as a move',
    async (_label, start, _duration, status, code) => {
      const answer = await client.client.post(`/api/consultations/${moved}/reschedule`, {
        scheduledAt: start().toISOString(),
      });
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
      const row = await app.db.knex('consultations').where({ id: moved }).first('scheduled_at');
      expect(row.scheduled_at.toISOString()).toBe(instantAt(day3, '10:00', ZONE).toISOString());
    },
  );

  it('is taken when it fits, holding its buffer, which moves with it', async () => {
    const occupied = async (id: string) => {
      const row = await app.db
        .knex('consultations')
        .where({ id })
        .first('blocked_from', 'blocked_until');
      return [row.blocked_from.toISOString(), row.blocked_until.toISOString()];
    };
    const at = instantAt(day1, '15:00', ZONE);
    const answer = await book(client.client, expert, at, { duration: 30 });
    expect(answer.status).toBe(201);
    expect(await occupied(answer.body.id)).toEqual([
      at.toISOString(),
      new Date(at.getTime() + 45 * 60_000).toISOString(),
    ]);
    const later = instantAt(day4, '15:00', ZONE);
    const move = await client.client.post(`/api/consultations/${answer.body.id}/reschedule`, {
      scheduledAt: later.toISOString(),
    });
    expect(move.status).toBe(200);
    expect(await occupied(answer.body.id)).toEqual([
      later.toISOString(),
      new Date(later.getTime() + 45 * 60_000).toISOString(),
    ]);
  });
});

describe('an expert who offers only 30 minutes, through a partner’s widget', () => {
  it('is booked for 30 minutes at half the hourly rate, in whole cents, and refused any other length', async () => {
    const short = await anExpertWith({ durations: [30] });
    // An odd rate: 15,055 cents an hour is 7,527.5 for half an hour, rounded half up.
    await app.db.knex('experts').where({ id: short.id }).update({ hourly_rate_amount: 15_055 });
    const offered = await app.client().get(`/api/widget/experts/${short.id}/availability`, {
      headers: { 'X-Partner-Key': publishableKey, Origin: ORIGIN },
    });
    expect([offered.body.durations, offered.body.duration]).toEqual([[30], 30]);

    const booked = await widgetBook(short, instantAt(day1, '10:00', ZONE), 30);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ duration: 30, status: 'pending_payment' });
    expect(booked.body.price).toEqual({
      total: { amount: 7528, currency: 'NZD' },
      platformFee: { amount: 1129, currency: 'NZD' },
      expertShare: { amount: 6399, currency: 'NZD' },
    });
    expect(Date.parse(booked.body.endsAt) - Date.parse(booked.body.scheduledAt)).toBe(30 * 60_000);

    const before = await app.db.knex('consultations').where({ expert_id: short.id });
    const longer = await widgetBook(short, instantAt(day1, '14:00', ZONE), 60);
    expect([longer.status, longer.body.error?.code]).toEqual([422, 'duration_not_offered']);
    expect(Object.keys(longer.body.error.details)).toEqual(['duration']);
    expect(await app.db.knex('consultations').where({ expert_id: short.id })).toEqual(before);
  });
});

describe('the exclusion constraint with buffers', () => {
  it('lets one of two racing bookings of neighbouring hours win when a buffer joins them', async () => {
    const racer = await anExpertWith({ bufferAfterMinutes: 15 });
    const clients = [await createSignedInUser(app), await createSignedInUser(app)];
    const answers = await Promise.all(
      ['10:00', '11:00'].map((time, i) =>
        book(clients[i]!.client, racer, instantAt(day1, time, ZONE)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await app.db.knex('consultations').where({ expert_id: racer.id })).toHaveLength(1);
  });

  it('lets only one of two bookings racing for the last place of a day win', async () => {
    const limited = await anExpertWith({ maxPerDay: 1 });
    const clients = [await createSignedInUser(app), await createSignedInUser(app)];
    const answers = await Promise.all(
      ['10:00', '14:00'].map((time, i) =>
        book(clients[i]!.client, limited, instantAt(day1, time, ZONE)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.error).toMatchObject({
      code: 'daily_limit_reached',
      details: { scheduledAt: expect.any(String) },
    });
    expect(await app.db.knex('consultations').where({ expert_id: limited.id })).toHaveLength(1);
    // The database holds the limit even for a writer that skips the check.
    await expect(
      insertConsultationRow(app.db.knex, {
        expert: limited,
        status: 'pending_payment',
        scheduledAt: instantAt(day1, '16:00', ZONE),
      }),
    ).rejects.toMatchObject({ code: 'EB001' });
  });

  it('refuses a row whose occupied range, buffers included, overlaps another', async () => {
    const other = await insertExpert(app.db.knex, { timeZone: ZONE });
    const at = instantAt(day2, '10:00', ZONE);
    const first = await insertConsultationRow(app.db.knex, {
      expert: other,
      status: 'confirmed',
      scheduledAt: at,
    });
    await app.db.knex('consultations').where({ id: first }).update({ buffer_after_minutes: 30 });
    await expect(
      insertConsultationRow(app.db.knex, {
        expert: other,
        status: 'pending_payment',
        scheduledAt: new Date(at.getTime() + HOUR),
      }),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});

describe('an imported calendar’s busy time', () => {
  it('refuses the start it covers and leaves it out of the availability', async () => {
    const busy = { start: instantAt(day3, '13:30', ZONE), end: instantAt(day3, '14:00', ZONE) };
    const scheduling = createSchedulingService({
      repository: createSchedulingRepository(app.db.knex),
      booked: createConsultationsRepository(app.db.knex),
      external: { busyRanges: async (id) => (id === expert.id ? [busy] : []) },
    });
    const subject = { id: expert.id, timeZone: ZONE };
    const request = { duration: 60, platformLatest: new Date(Date.now() + 60 * 24 * HOUR) };
    await expect(
      scheduling.checkBookable(subject, {
        ...request,
        scheduledAt: instantAt(day3, '13:00', ZONE),
      }),
    ).rejects.toMatchObject({ status: 422, code: 'expert_busy' });
    const starts = (
      await scheduling.availability(subject, { from: instantAt(day3, '00:00', ZONE), duration: 60 })
    ).slots
      .map((s) => wallClock(new Date(s.startsAt), ZONE))
      .filter((local) => local.date === day3)
      .map((local) => local.time);
    expect(starts).not.toContain('13:00');
    expect(starts).toContain('14:00');
  });
});
