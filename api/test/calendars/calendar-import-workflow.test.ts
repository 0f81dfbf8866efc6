// Calendars on a real Temporal dev server with the in-process worker: adding an import fetches it at once (its own
// workflow), a refresh fetches it again, and the worker's Schedule refreshes every import each period; a booking
// made and moved through the lifecycle shows, moved, in both parties' feeds.
import { CALENDAR_IMPORTS_SCHEDULE_ID } from '@expertbridge/workflows';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, expertAt, fullHourAfter, zoneWhereNoon } from '../helpers/booking.js';
import { insertExpert } from '../helpers/consultation-rows.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser, newSession } from '../helpers/users.js';
import { startIcsServer, type IcsServer } from './ics-server.js';

let app: LifecycleTestApp;
let ics: IcsServer;
let me: TestClient;

beforeAll(async () => {
  ics = await startIcsServer();
  app = await startLifecycleApp(
    {},
    { CALENDAR_IMPORT_ALLOW_LOOPBACK: 'true', CALENDAR_IMPORT_PERIOD_MS: '10000' },
  );
  me = await newSession(app, (await insertExpert(app.db.knex)).userId);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await ics?.close();
});

const HOUR = 3_600_000;
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** A calendar with one busy hour starting `hoursAhead` from now (on the hour). */
function calendarAt(hoursAhead: number): { text: string; start: string } {
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR);
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VEVENT',
    'UID:moving@google.com',
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + HOUR))}`,
    'SUMMARY:Hearing',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  return { text, start: start.toISOString() };
}

async function busyStarts(): Promise<string[]> {
  const answer = await me.get('/api/experts/me/busy-times');
  return answer.body.items.map((item: { start: string }) => item.start);
}

async function eventually<T>(read: () => Promise<T>, want: T, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(want) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

describe('calendar import workflows', () => {
  it('fetches a new import at once, again on refresh, and on the schedule', async () => {
    const first = calendarAt(24);
    ics.set('/moving.ics', first.text);
    const made = await me.request('POST', '/api/experts/me/calendar-imports', {
      body: { url: `${ics.url}/moving.ics` },
    });
    expect(made.status).toBe(201);
    expect(await eventually(busyStarts, [first.start], 20_000)).toEqual([first.start]);
    expect((await me.get('/api/experts/me/calendar-imports')).body.items[0]).toMatchObject({
      status: 'ok',
      busyCount: 1,
    });

    const second = calendarAt(48);
    ics.set('/moving.ics', second.text);
    const refreshed = await me.request(
      'POST',
      `/api/experts/me/calendar-imports/${made.body.id}/refresh`,
    );
    expect(refreshed.status).toBe(202);
    expect(await eventually(busyStarts, [second.start], 20_000)).toEqual([second.start]);

    const schedule = await app.temporal.schedule.getHandle(CALENDAR_IMPORTS_SCHEDULE_ID).describe();
    expect(schedule.spec.intervals?.map((interval) => interval.every)).toEqual([10_000]);
    // Nobody asks now: the schedule's next run (every 10 s here) picks the change up.
    const third = calendarAt(72);
    ics.set('/moving.ics', third.text);
    expect(await eventually(busyStarts, [third.start], 30_000)).toEqual([third.start]);
  }, 120_000);

  it("shows a booking moved through the lifecycle in both parties' feeds, same UID, SEQUENCE 1", async () => {
    const at = fullHourAfter(3 * 24 * HOUR);
    const client = await createSignedInUser(app);
    const expertUser = await createSignedInUser(app);
    const expert = await expertAt(app, expertUser, at);
    const booked = await bookAndPay(client.client, expert, at);
    const id = booked.id as string;
    const feeds = await Promise.all(
      [client, expertUser].map(async (user) => {
        const made = await user.client.request('POST', '/api/calendar/feed');
        return new URL(made.body.url as string).pathname;
      }),
    );
    const eventIn = async (path: string) => {
      const text = (await app.client().request('GET', path)).body as string;
      return Object.values(ical.sync.parseICS(text)).find(
        (item): item is VEvent =>
          item?.type === 'VEVENT' && item.uid === `consultation-${id}@expertbridge`,
      );
    };
    for (const path of feeds) {
      const event = await eventIn(path);
      expect([event?.start.toISOString(), String(event?.sequence)]).toEqual([
        at.toISOString(),
        '0',
      ]);
    }
    // The client moves it an hour later, as their booking allows.
    const later = new Date(at.getTime() + HOUR);
    const moved = await client.client.request('POST', `/api/consultations/${id}/reschedule`, {
      body: { scheduledAt: later.toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.scheduledAt).toBe(later.toISOString());
    for (const path of feeds) {
      const event = await eventIn(path);
      expect([event?.start.toISOString(), String(event?.sequence), event?.status]).toEqual([
        later.toISOString(),
        '1',
        expect.stringMatching(/^(TENTATIVE|CONFIRMED)$/),
      ]);
      expect(event?.start.tz).toBe(zoneWhereNoon(at));
    }
  }, 120_000);
});
