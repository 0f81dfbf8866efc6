// The experts' availability settings over HTTP: their own only, validated field by field with nothing written on bad
// input, previewed without saving, and obeyed by the public availability (Tuesdays off, a holiday week, a 15-minute
// buffer and 24 hours' notice leave exactly the remaining starts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { addDays, halfHours, instantAt, settingsBody, wallClock } from './schedule-fixtures.js';

const PATH = '/api/experts/me/availability-settings';
const ZONE = 'Pacific/Auckland';
const DAY = 24 * 3_600_000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function anExpert(timeZone = ZONE): Promise<{ user: TestUser; expert: ExpertRow }> {
  const user = await createSignedInUser(app);
  return { user, expert: await insertExpert(app.db.knex, { userId: user.id, timeZone }) };
}

const savedRows = (expertId: string) =>
  app.db.knex('expert_availability').where({ expert_id: expertId });

describe('the settings endpoints', () => {
  it('show the defaults, today’s hours, until the expert saves', async () => {
    const { user } = await anExpert('Australia/Perth');
    const answer = await user.client.get(PATH);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      timeZone: 'Australia/Perth',
      overrides: [],
      horizonDays: 60,
      durations: [30, 60, 90, 120],
      granularityMinutes: 60,
      maxPerDay: null,
      updatedAt: null,
    });
    expect(answer.body.weeklyHours.sunday).toEqual([{ from: '09:00', to: '18:00' }]);
  });

  it('save the whole settings and the expert’s zone', async () => {
    const { user, expert } = await anExpert();
    const body = settingsBody({
      timeZone: 'Australia/Adelaide',
      bufferAfterMinutes: 15,
      maxPerDay: 3,
    });
    const saved = await user.client.put(PATH, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...body, updatedAt: expect.any(String) });
    expect((await user.client.get(PATH)).body).toEqual(saved.body);
    const row = await app.db.knex('experts').where({ id: expert.id }).first('time_zone');
    expect(row.time_zone).toBe('Australia/Adelaide');
  });

  it('refuse a visitor (401) and a user with no expert profile (404)', async () => {
    expect((await app.client().get(PATH)).status).toBe(401);
    expect((await app.client().put(PATH, settingsBody())).status).toBe(401);
    const client = await createSignedInUser(app);
    const answer = await client.client.put(PATH, settingsBody());
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('expert_profile_not_found');
    expect((await client.client.post(`${PATH}/preview`, settingsBody())).status).toBe(404);
  });

  it.each([
    [
      'overlapping ranges',
      {
        weeklyHours: {
          ...settingsBody().weeklyHours,
          monday: [
            { from: '09:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
        },
      },
      'weeklyHours.monday.1',
    ],
    [
      'a reversed range',
      { weeklyHours: { ...settingsBody().weeklyHours, friday: [{ from: '17:00', to: '09:00' }] } },
      'weeklyHours.friday.0',
    ],
    [
      'a range past midnight',
      { weeklyHours: { ...settingsBody().weeklyHours, friday: [{ from: '22:00', to: '25:00' }] } },
      'weeklyHours.friday.0.to',
    ],
    ['an unknown zone', { timeZone: 'Pacific/Atlantis' }, 'timeZone'],
    ['a horizon over 60 days', { horizonDays: 365 }, 'horizonDays'],
    ['a buffer over 240 minutes', { bufferBeforeMinutes: 1440 }, 'bufferBeforeMinutes'],
    [
      'more than 200 overrides',
      {
        overrides: Array.from({ length: 201 }, (_, i) => ({
          date: addDays('2027-01-01', i),
          until: null,
          ranges: [],
          note: null,
        })),
      },
      'overrides',
    ],
    [
      'overlapping overrides',
      {
        overrides: [
          { date: '2027-01-01', until: '2027-01-07', ranges: [], note: null },
          { date: '2027-01-05', until: null, ranges: [], note: null },
        ],
      },
      'overrides.1',
    ],
  ])('refuse %s with a 400 naming the field, and write nothing', async (_label, change, field) => {
    const { user, expert } = await anExpert();
    const answer = await user.client.put(PATH, settingsBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.details).toHaveProperty([field]);
    expect(await savedRows(expert.id)).toHaveLength(0);
    const zone = await app.db.knex('experts').where({ id: expert.id }).first('time_zone');
    expect(zone.time_zone).toBe(ZONE);
  });

  it('refuse thousands of overrides as a body too large (413), and write nothing', async () => {
    const { user, expert } = await anExpert();
    const overrides = Array.from({ length: 5000 }, (_, i) => ({
      date: addDays('2027-01-01', i),
      until: null,
      ranges: [],
      note: null,
    }));
    expect((await user.client.put(PATH, settingsBody({ overrides }))).status).toBe(413);
    expect(await savedRows(expert.id)).toHaveLength(0);
  });

  it('preview a draft as clients would see it, and save nothing', async () => {
    const { user, expert } = await anExpert();
    const draft = settingsBody({
      durations: [30],
      weeklyHours: { ...settingsBody().weeklyHours, saturday: [], sunday: [] },
    });
    const answer = await user.client.post(`${PATH}/preview`, draft);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ expertId: expert.id, duration: 30, durations: [30] });
    expect(answer.body.slots.length).toBeGreaterThan(0);
    for (const slot of answer.body.slots) {
      expect(wallClock(new Date(slot.startsAt), ZONE).weekday).toBeLessThan(5);
    }
    expect(await savedRows(expert.id)).toHaveLength(0);
  });
});

describe('the public availability under the settings', () => {
  it('offers exactly the starts left by Tuesdays off, a holiday week, a 15-minute buffer and 24 h notice', async () => {
    const { user, expert } = await anExpert();
    const now = new Date();
    const today = wallClock(now, ZONE).date;
    const holiday = {
      date: addDays(today, 6),
      until: addDays(today, 12),
      ranges: [],
      note: 'Holidays',
    };
    await user.client.put(
      PATH,
      settingsBody({
        weeklyHours: { ...settingsBody().weeklyHours, tuesday: [] },
        overrides: [holiday],
        bufferAfterMinutes: 15,
        minimumNoticeMinutes: 1440,
      }),
    );
    // A booking at 11:00 on the first day after tomorrow that is not a Tuesday, holding 15 minutes after it.
    let bookedDay = addDays(today, 2);
    while (wallClock(instantAt(bookedDay, '12:00', ZONE), ZONE).weekday === 1)
      bookedDay = addDays(bookedDay, 1);
    const bookedAt = instantAt(bookedDay, '11:00', ZONE);
    const id = await insertConsultationRow(app.db.knex, {
      expert,
      status: 'confirmed',
      scheduledAt: bookedAt,
    });
    await app.db.knex('consultations').where({ id }).update({ buffer_after_minutes: 15 });

    const to = new Date(now.getTime() + 14 * DAY);
    const answer = await app
      .client()
      .get(
        `/api/experts/${expert.id}/availability?from=${now.toISOString()}&to=${to.toISOString()}&duration=60`,
      );
    expect(answer.status).toBe(200);
    const expected = halfHours(now, to)
      .filter((at) => {
        const local = wallClock(at, ZONE);
        if (!local.time.endsWith(':00') || local.time < '09:00' || local.time > '17:00')
          return false;
        if (local.weekday === 1) return false;
        if (local.date >= holiday.date && local.date <= holiday.until) return false;
        if (at.getTime() < now.getTime() + DAY) return false;
        // Ours: [at, at + 75 min) against the booking's [11:00, 12:15).
        const end = at.getTime() + 75 * 60_000;
        return end <= bookedAt.getTime() || at.getTime() >= bookedAt.getTime() + 75 * 60_000;
      })
      .map((at) => at.toISOString());
    expect(answer.body.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual(expected);
    expect(answer.body.nextAvailableAt).toBe(expected[0]);
    expect(answer.body.durations).toEqual([30, 60]);
    const bookedDayStarts = expected.filter((s) => wallClock(new Date(s), ZONE).date === bookedDay);
    expect(bookedDayStarts.map((s) => wallClock(new Date(s), ZONE).time)).toEqual(
      ['09:00', '13:00', '14:00', '15:00', '16:00', '17:00'].filter(
        (t) => instantAt(bookedDay, t, ZONE).getTime() >= now.getTime() + DAY,
      ),
    );
  });

  it('refuses a duration the expert does not offer, and names the ones they do', async () => {
    const { user, expert } = await anExpert();
    await user.client.put(PATH, settingsBody({ durations: [30, 60] }));
    const answer = await app.client().get(`/api/experts/${expert.id}/availability?duration=120`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'duration_not_offered',
      details: { duration: expect.any(String) },
    });
  });

  it('gives the first free start beyond the range asked for', async () => {
    const { user, expert } = await anExpert();
    const today = wallClock(new Date(), ZONE).date;
    await user.client.put(
      PATH,
      settingsBody({
        overrides: [{ date: today, until: addDays(today, 19), ranges: [], note: 'Away' }],
      }),
    );
    const answer = await app.client().get(`/api/experts/${expert.id}/availability`);
    expect(answer.body.slots).toEqual([]);
    expect(answer.body.nextAvailableAt).toBe(
      instantAt(addDays(today, 20), '09:00', ZONE).toISOString(),
    );
  });

  it('never cancels or moves an accepted booking: the expert’s views mark it outside hours', async () => {
    const { user, expert } = await anExpert();
    const date = addDays(wallClock(new Date(), ZONE).date, 3);
    const at = instantAt(date, '10:00', ZONE);
    const clientId = (await createSignedInUser(app)).id;
    const id = await insertConsultationRow(app.db.knex, {
      expert,
      status: 'confirmed',
      scheduledAt: at,
      clientId,
    });
    const read = () => user.client.get(`/api/consultations/${id}`);
    expect((await read()).body.outsideHours).toBe(false);
    await user.client.put(
      PATH,
      settingsBody({ overrides: [{ date, until: null, ranges: [], note: 'Court day' }] }),
    );
    const after = await read();
    expect(after.body).toMatchObject({
      status: 'confirmed',
      scheduledAt: at.toISOString(),
      outsideHours: true,
    });
    const listed = await user.client.get('/api/consultations/expert');
    expect(listed.body.items.find((c: { id: string }) => c.id === id).outsideHours).toBe(true);
    expect(await app.db.knex('consultations').where({ id }).first('status')).toEqual({
      status: 'confirmed',
    });
  });
});
