// The directory's stored next free time: right after every change it depends on (the expert's settings, a booking
// made, cancelled or moved, an imported calendar's busy times), never shown once it has passed, and the filter
// `availableWithin` keeps exactly the experts with a free start in the window. Bookings are written as rows: every
// way of booking, cancelling or moving ends in such a write, and the triggers behind the stored time watch the rows.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueRepository } from '../../src/modules/catalogue/catalogue.repository.js';
import {
  createNextAvailable,
  startNextAvailableSweep,
} from '../../src/modules/catalogue/next-available.js';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { schedulingOver } from '../helpers/scheduling.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { addDays, settingsBody, wallClock } from '../scheduling/schedule-fixtures.js';

const ZONE = 'Pacific/Auckland';
const DAY = 86_400_000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

interface Listed {
  expert: ExpertRow;
  owner: TestUser;
  /** A word only this expert's title has, to find them alone in the directory. */
  word: string;
}

async function anExpert(settings?: Record<string, unknown>): Promise<Listed> {
  const owner = await createSignedInUser(app);
  const expert = await insertExpert(app.db.knex, { userId: owner.id, timeZone: ZONE });
  const word = `zq${randomUUID().slice(0, 8)}`;
  await app.db
    .knex('experts')
    .where({ id: expert.id })
    .update({ title: `Adviser ${word}` });
  if (settings) await save({ expert, owner, word }, settings);
  return { expert, owner, word };
}

async function save(listed: Listed, change: Record<string, unknown>) {
  const saved = await listed.owner.client.put(
    '/api/experts/me/availability-settings',
    settingsBody(change),
  );
  expect(saved.status).toBe(200);
}

/** The expert as the directory shows them (GET /api/experts/{id}). */
async function shown(listed: Listed): Promise<string | null> {
  const response = await app.client().get(`/api/experts/${listed.expert.id}`);
  expect(response.status).toBe(200);
  return response.body.nextAvailableAt;
}

/** The first free 60-minute start as the availability endpoint answers it: the rule the stored time must match. */
async function firstFree(listed: Listed): Promise<string | null> {
  const response = await app
    .client()
    .get(`/api/experts/${listed.expert.id}/availability?duration=60`);
  expect(response.status).toBe(200);
  return response.body.nextAvailableAt;
}

async function stored(listed: Listed) {
  return app.db
    .knex('experts')
    .where({ id: listed.expert.id })
    .first('next_available_at', 'next_available_until');
}

/** Whether the directory filtered by `days` lists the expert (found alone by their title's word). */
async function listedWithin(listed: Listed, days: number): Promise<boolean> {
  const response = await app
    .client()
    .get(`/api/experts?searchTerm=${listed.word}&availableWithin=${days}`);
  expect(response.status).toBe(200);
  return response.body.items.some((item: { id: string }) => item.id === listed.expert.id);
}

const book = (listed: Listed, at: string, status = 'confirmed') =>
  insertConsultationRow(app.db.knex, { expert: listed.expert, status, scheduledAt: new Date(at) });

describe('the stored next free time', () => {
  it('is the availability rule’s first free 60-minute start, for an expert who never saved settings', async () => {
    const listed = await anExpert();
    const expected = await firstFree(listed);
    expect(expected).not.toBeNull();
    expect(await shown(listed)).toBe(expected);
    expect((await stored(listed)).next_available_at.toISOString()).toBe(expected);
  });

  it('follows the settings when they are saved', async () => {
    const listed = await anExpert();
    const before = await shown(listed);
    await save(listed, { minimumNoticeMinutes: 3 * 1440 });
    // The save marks it stale at once; the next read computes it again.
    expect((await stored(listed)).next_available_until).toBeNull();
    const after = await shown(listed);
    expect(after).toBe(await firstFree(listed));
    expect(Date.parse(after!)).toBeGreaterThanOrEqual(Date.now() + 3 * DAY);
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
  });

  it('uses the shortest offered duration when 60 minutes is not offered', async () => {
    const listed = await anExpert({ durations: [30, 90], granularityMinutes: 30 });
    const response = await app.client().get(`/api/experts/${listed.expert.id}/availability`);
    expect(response.body.duration).toBe(30);
    expect(await shown(listed)).toBe(response.body.nextAvailableAt);
  });

  it('moves past a booking made, back when it is cancelled, and follows it when moved', async () => {
    const listed = await anExpert();
    const first = (await shown(listed))!;
    const id = await book(listed, first);
    const second = (await shown(listed))!;
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
    expect(second).toBe(await firstFree(listed));

    await app.db.knex('consultations').where({ id }).update({ status: 'cancelled' });
    expect(await shown(listed)).toBe(first);

    // Booked again, then moved away from the first start: the first start is free again.
    const again = await book(listed, first);
    expect(await shown(listed)).toBe(second);
    const later = new Date(Date.parse(first) + 5 * DAY);
    await app.db
      .knex('consultations')
      .where({ id: again })
      .update({ scheduled_at: later, ends_at: new Date(later.getTime() + 3_600_000) });
    expect(await shown(listed)).toBe(first);
  });

  it('follows an imported calendar’s busy times when an import refreshes', async (context) => {
    if (!(await app.db.knex.schema.hasTable('calendar_busy_times'))) context.skip();
    const listed = await anExpert();
    const first = (await shown(listed))!;
    const [imported] = await app.db
      .knex('calendar_imports')
      .insert({ expert_id: listed.expert.id, name: 'Work', url: 'https://cal.example.nz/a.ics' })
      .returning('id');
    await app.db.knex('calendar_busy_times').insert({
      import_id: imported.id,
      expert_id: listed.expert.id,
      starts_at: new Date(first),
      ends_at: new Date(Date.parse(first) + 2 * 3_600_000),
    });
    expect((await stored(listed)).next_available_until).toBeNull();
    expect(await shown(listed)).toBe(await firstFree(listed));
    await app.db.knex('calendar_busy_times').where({ import_id: imported.id }).delete();
    expect(await shown(listed)).toBe(first);
  });

  it('is never shown once it has passed: a stale one is computed again on read and by the sweep', async () => {
    const listed = await anExpert();
    const expected = await firstFree(listed);
    const past = new Date(Date.now() - 3_600_000);
    await app.db
      .knex('experts')
      .where({ id: listed.expert.id })
      .update({ next_available_at: past, next_available_until: past });
    const page = await app.client().get(`/api/experts?searchTerm=${listed.word}`);
    expect(page.body.items[0].nextAvailableAt).toBe(expected);

    // A client's favourites list the same experts, computed again when stale too.
    const fan = await createSignedInUser(app);
    expect((await fan.client.put(`/api/me/favorites/${listed.expert.id}`)).status).toBeLessThan(
      300,
    );
    await app.db
      .knex('experts')
      .where({ id: listed.expert.id })
      .update({ next_available_at: past, next_available_until: past });
    const favourites = await fan.client.get('/api/me/favorites');
    expect(favourites.body.items[0].nextAvailableAt).toBe(expected);

    await app.db
      .knex('experts')
      .where({ id: listed.expert.id })
      .update({ next_available_at: past, next_available_until: past });
    const knex = app.db.knex;
    const sweeper = createNextAvailable({
      repository: createCatalogueRepository(knex),
      times: schedulingOver(knex),
    });
    while ((await sweeper.sweep(100)) === 100);
    expect((await stored(listed)).next_available_at.toISOString()).toBe(expected);

    // The API process's sweep makes a first pass as it starts.
    await app.db
      .knex('experts')
      .where({ id: listed.expert.id })
      .update({ next_available_at: past, next_available_until: past });
    const sweep = startNextAvailableSweep({
      nextAvailable: sweeper,
      logger: pino({ enabled: false }),
      intervalMs: 60_000,
    });
    await vi.waitFor(async () =>
      expect((await stored(listed)).next_available_at.toISOString()).toBe(expected),
    );
    await sweep.stop();
  });
});

describe('GET /api/experts?availableWithin', () => {
  const today = wallClock(new Date(), ZONE).date;
  let open: Listed;
  let fullyBooked: Listed;
  let onHoliday: Listed;
  let farNotice: Listed;
  let stalePast: Listed;

  beforeAll(async () => {
    open = await anExpert();
    // One start a day (10:00), bookable three days ahead: every one of them taken.
    const oneSlot = [{ from: '10:00', to: '10:00' }];
    fullyBooked = await anExpert({
      weeklyHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
          (day) => [day, oneSlot],
        ),
      ),
      horizonDays: 3,
    });
    const availability = await app
      .client()
      .get(`/api/experts/${fullyBooked.expert.id}/availability?duration=60`);
    for (const slot of availability.body.slots) await book(fullyBooked, slot.startsAt);
    onHoliday = await anExpert({
      overrides: [{ date: today, until: addDays(today, 10), ranges: [], note: 'Summer holiday' }],
    });
    farNotice = await anExpert({ minimumNoticeMinutes: 14 * 1440 });
    // A stored time inside the window that has passed, for an expert on holiday for the next ten days.
    stalePast = await anExpert({
      overrides: [{ date: today, until: addDays(today, 10), ranges: [], note: null }],
    });
    await shown(stalePast);
    const soon = new Date(Date.now() + 3_600_000);
    await app.db
      .knex('experts')
      .where({ id: stalePast.expert.id })
      .update({ next_available_at: soon, next_available_until: new Date(Date.now() - 60_000) });
  });

  it('lists an expert with a free start in the window', async () => {
    expect(await listedWithin(open, 7)).toBe(true);
    expect(await listedWithin(open, 1)).toBe(true);
  });

  it('leaves out a fully booked expert, at any window', async () => {
    expect(await shown(fullyBooked)).toBeNull();
    expect(await listedWithin(fullyBooked, 7)).toBe(false);
    expect(await listedWithin(fullyBooked, 60)).toBe(false);
  });

  it('leaves out an expert on holiday through the window, and lists them past it', async () => {
    expect(await listedWithin(onHoliday, 7)).toBe(false);
    expect(await listedWithin(onHoliday, 14)).toBe(true);
  });

  it('leaves out an expert whose notice reaches past the window', async () => {
    expect(await listedWithin(farNotice, 7)).toBe(false);
    expect(await listedWithin(farNotice, 16)).toBe(true);
  });

  it('does not trust a stored time that has passed', async () => {
    expect(await listedWithin(stalePast, 7)).toBe(false);
    expect(Date.parse((await shown(stalePast))!)).toBeGreaterThan(Date.now() + 9 * DAY);
  });

  it('refuses a window outside 1..60 days, naming the field', async () => {
    for (const days of ['0', '61', 'soon', '1.5']) {
      const response = await app.client().get(`/api/experts?availableWithin=${days}`);
      expect(response.status).toBe(400);
      expect(response.body.error.details).toHaveProperty('availableWithin');
    }
  });
});
