// Imported calendars over the API, without Temporal (the fetch is the worker's activity, run here directly with a
// fixed clock): who may use them, the addresses refused, at most five, the busy times a Google export yields and
// that a failed fetch keeps, and a deletion taking them away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalendarImportActivities } from '../../src/modules/calendars/calendar-import-activities.js';
import { createCalendarsRepository } from '../../src/modules/calendars/calendars.repository.js';
import { createExternalBusyTimes } from '../../src/modules/calendars/external-busy-times.js';
import { createIcsReadPool } from '../../src/modules/calendars/ics-read-pool.js';
import { insertExpert, type ExpertRow } from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser, newSession } from '../helpers/users.js';
import { slowToParse, startIcsServer, type IcsServer } from './ics-server.js';

let app: TestApp;
let ics: IcsServer;
let expert: ExpertRow;
let me: TestClient;
let other: TestClient;
let fetchNow: ReturnType<typeof createCalendarImportActivities>['refreshCalendarImport'];
// A shorter time limit than production's, for the file that is slow to parse.
const reader = createIcsReadPool({ timeLimitMs: 2_000 });

beforeAll(async () => {
  app = await startTestApp({ CALENDAR_IMPORT_ALLOW_LOOPBACK: 'true' });
  ics = await startIcsServer();
  expert = await insertExpert(app.db.knex);
  me = await newSession(app, expert.userId);
  other = await newSession(app, (await insertExpert(app.db.knex)).userId);
  fetchNow = createCalendarImportActivities({
    repository: createCalendarsRepository(app.db.knex),
    limits: { allowLoopback: true },
    now: () => new Date('2026-09-20T00:00:00.000Z'),
    reader,
  }).refreshCalendarImport;
}, 120_000);
afterAll(async () => {
  await reader.close();
  await ics?.close();
  await app?.close();
});

const window = '?from=2026-09-20T00:00:00.000Z&to=2026-11-21T00:00:00.000Z';

describe('calendar imports', () => {
  it('imports a Google export: pending, then its busy times, without titles', async () => {
    const made = await me.request('POST', '/api/experts/me/calendar-imports', {
      body: { url: `${ics.url}/google.ics?key=secret-0a1b2c`, name: 'Work' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Work',
      status: 'pending',
      busyCount: 0,
      lastError: null,
    });
    expect(made.body.url).toBe(`${ics.url}/google.ics?…`);

    expect(await fetchNow({ importId: made.body.id })).toEqual({ outcome: 'ok', busyCount: 6 });
    const list = await me.get('/api/experts/me/calendar-imports');
    expect(list.body.items).toMatchObject([{ id: made.body.id, status: 'ok', busyCount: 6 }]);
    const busy = await me.get(`/api/experts/me/busy-times${window}`);
    expect(busy.body.items.map((item: { start: string }) => item.start)).toEqual([
      '2026-09-21T22:00:00.000Z',
      '2026-10-04T22:00:00.000Z',
      '2026-10-07T01:00:00.000Z',
      '2026-10-12T21:00:00.000Z',
      '2026-10-14T11:00:00.000Z',
      '2026-10-19T21:00:00.000Z',
    ]);
    expect(Object.keys(busy.body.items[0]).sort()).toEqual(['end', 'importId', 'start']);
    // What the availability rules read through their port.
    const ranges = await createExternalBusyTimes(createCalendarsRepository(app.db.knex)).busyRanges(
      expert.id,
      new Date('2026-10-07T00:00:00.000Z'),
      new Date('2026-10-08T00:00:00.000Z'),
    );
    expect(ranges).toEqual([
      { start: new Date('2026-10-07T01:00:00.000Z'), end: new Date('2026-10-07T02:00:00.000Z') },
    ]);

    // A fetch that fails keeps the last good busy times and says why.
    ics.set('/google.ics', '<html>Sign in to continue</html>');
    expect(await fetchNow({ importId: made.body.id })).toMatchObject({ outcome: 'failed' });
    const failed = (await me.get('/api/experts/me/calendar-imports')).body.items[0];
    expect(failed).toMatchObject({ status: 'failed', busyCount: 6 });
    expect(failed.lastError).toBe(
      'This address did not return a calendar (.ics) file. Your last busy times from this calendar still apply.',
    );
    expect((await me.get(`/api/experts/me/busy-times${window}`)).body.items).toHaveLength(6);
    // Hostile files fail the same way, bounded.
    const lastError = async () => (await me.get('/api/experts/me/calendar-imports')).body.items[0];
    ics.set('/google.ics', `BEGIN:VCALENDAR\r\n${'X'.repeat(20 * 1024 * 1024)}`);
    await fetchNow({ importId: made.body.id });
    expect(await lastError()).toMatchObject({
      status: 'failed',
      busyCount: 6,
      lastError: expect.stringMatching(/^The calendar file is larger than 5 MB\./),
    });
    const nested = `${'BEGIN:VEVENT\r\n'.repeat(10_000)}${'END:VEVENT\r\n'.repeat(10_000)}`;
    ics.set('/google.ics', `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${nested}END:VCALENDAR\r\n`);
    await fetchNow({ importId: made.body.id });
    expect((await lastError()).lastError).toMatch(/^The calendar file is nested too deeply/);
    // Slow inside the parser, where only the reading thread's time limit stops it.
    ics.set('/google.ics', slowToParse);
    expect(await fetchNow({ importId: made.body.id })).toEqual({
      outcome: 'failed',
      error:
        'The calendar file takes too long to read. Your last busy times from this calendar still apply.',
    });
    expect((await me.get(`/api/experts/me/busy-times${window}`)).body.items).toHaveLength(6);

    // Another expert sees none of it and cannot touch it.
    expect((await other.get('/api/experts/me/calendar-imports')).body.items).toEqual([]);
    expect((await other.get(`/api/experts/me/busy-times${window}`)).body.items).toEqual([]);
    const path = `/api/experts/me/calendar-imports/${made.body.id}`;
    expect((await other.request('DELETE', path)).status).toBe(404);
    expect((await other.request('POST', `${path}/refresh`)).status).toBe(404);
    // No Temporal in this app: a refresh cannot start.
    expect((await me.request('POST', `${path}/refresh`)).status).toBe(503);

    expect((await me.request('DELETE', path)).status).toBe(204);
    expect((await me.get(`/api/experts/me/busy-times${window}`)).body.items).toEqual([]);
    expect((await me.request('DELETE', path)).status).toBe(404);
  });

  it('refuses addresses it must not fetch, naming the field, and writes nothing', async () => {
    for (const url of [
      'ftp://example.com/calendar.ics',
      'not an address',
      'http://10.0.0.1/calendar.ics',
      'http://169.254.169.254/latest/meta-data',
      'https://[fc00::1]/calendar.ics',
    ]) {
      const answer = await me.request('POST', '/api/experts/me/calendar-imports', {
        body: { url },
      });
      expect([url, answer.status, Object.keys(answer.body.error.details ?? {})]).toEqual([
        url,
        400,
        ['url'],
      ]);
    }
    for (const body of [
      {},
      { url: 'x'.repeat(2001) },
      { url: 'https://a.example/x.ics', extra: 1 },
    ]) {
      expect((await me.request('POST', '/api/experts/me/calendar-imports', { body })).status).toBe(
        400,
      );
    }
    expect((await me.get('/api/experts/me/calendar-imports')).body.items).toEqual([]);
    expect(
      (await me.get('/api/experts/me/busy-times?from=2026-09-20T00:00:00Z&to=2026-12-01T00:00:00Z'))
        .body.error.details,
    ).toEqual({ to: 'The range is at most 62 days' });
  });

  it('takes at most five calendars per expert', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await me.request('POST', '/api/experts/me/calendar-imports', {
        body: { url: `webcal://127.0.0.1:9/calendar-${i}.ics` },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.name).toBe('127.0.0.1');
    }
    const sixth = await me.request('POST', '/api/experts/me/calendar-imports', {
      body: { url: `${ics.url}/outlook.ics` },
    });
    expect([sixth.status, sixth.body.error.code]).toEqual([422, 'calendar_import_limit']);
    expect((await me.get('/api/experts/me/calendar-imports')).body.items).toHaveLength(5);
  });

  it('is for approved experts only', async () => {
    const someone = await createSignedInUser(app);
    expect((await someone.client.get('/api/experts/me/calendar-imports')).status).toBe(403);
    expect((await someone.client.get('/api/experts/me/busy-times')).status).toBe(403);
    expect((await app.client().get('/api/experts/me/calendar-imports')).status).toBe(401);
  });
});
