// An expert sets their own time, in Chromium against the stack as `npm start` runs it with the demo partner's site:
// Tuesdays off, a holiday week, 15 minutes free after each consultation and 24 hours' notice, set in the
// availability editor; their work calendar (an ICS file on a local server, a weekly meeting) imported on the same
// page. The API, the portal's booking dialog and the widget on the partner's page then offer exactly the starts those
// rules leave, worked out here from the rules themselves. A client proposes a new time for a confirmed consultation,
// the expert accepts it in the portal, and both parties' calendar feeds (read with node-ical, not our writer) show the
// moved event with its SEQUENCE raised.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ical from 'node-ical';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookPaid, DEMO, expertProfileOf, launchChromium, setStatus } from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure } from './support/portal.js';
import { startPartnerSiteApi, type Api } from './support/stack.js';

const ZONE = 'Pacific/Auckland';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOTICE = DAY;
const BUFFER_AFTER = 15 * 60_000;
/** The days compared: the booking dialog's first two weeks. */
const DAYS = 14;
const ACTIVE = ['pending_payment', 'pending', 'confirmed', 'in_progress'];

let api: Api;
let partnerOrigin: string;
let browser: Browser;
let icsServer: Server;
let icsUrl: string;
let expertId: string;

const local = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

/** The expert's wall clock at an instant: 'YYYY-MM-DD', 'HH:MM' and the weekday ('Tue'). */
function wallClock(at: Date): { date: string; time: string; weekday: string } {
  const part = (type: string) => local.formatToParts(at).find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    weekday: part('weekday'),
  };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time in the expert's zone (no clock change falls in the days compared). */
function instantAt(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  let guess = naive;
  for (let i = 0; i < 3; i += 1) {
    const seen = wallClock(new Date(guess));
    guess += naive - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(guess);
}

const today = wallClock(new Date()).date;
const holidayFrom = addDays(today, 4);
const holidayUntil = addDays(today, 10);
/** The imported calendar's weekly meeting: Thursdays 13:00 to 14:00 in the expert's zone. */
let meetingDay = addDays(today, 1);
while (wallClock(instantAt(meetingDay, '12:00')).weekday !== 'Thu')
  meetingDay = addDays(meetingDay, 1);

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A work calendar as Google exports one: a weekly meeting with an RRULE, in UTC. */
function workCalendar(): string {
  const start = instantAt(meetingDay, '13:00');
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:Work',
    `X-WR-TIMEZONE:${ZONE}`,
    'BEGIN:VEVENT',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + HOUR))}`,
    'RRULE:FREQ=WEEKLY;COUNT=8',
    `DTSTAMP:${stamp(new Date())}`,
    'UID:weekly-partners-meeting@google.com',
    'SUMMARY:Partners meeting',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

beforeAll(async () => {
  icsServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(workCalendar());
  });
  await new Promise<void>((resolve) => icsServer.listen(0, '127.0.0.1', resolve));
  icsUrl = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}/basic.ics`;
  ({ api, partnerOrigin } = await startPartnerSiteApi({ CALENDAR_IMPORT_ALLOW_LOOPBACK: 'true' }));
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await new Promise((resolve) => icsServer?.close(resolve));
});

/** A browser in the expert's zone, signed in as `email` when given. */
async function contextOf(email?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-NZ', timezoneId: ZONE });
  if (email) {
    const login = await context.request.post(`${api.url}/api/auth/email/login`, {
      data: { email, password: DEMO.password },
    });
    expect(login.ok(), `sign in as ${email}`).toBe(true);
  }
  return context;
}

interface Range {
  start: number;
  end: number;
}

/** What holds the expert's time now: their active consultations (booked before the buffer, so none) and the meeting. */
async function heldTimes(expert: BrowserContext): Promise<Range[]> {
  const list = await (
    await expert.request.get(`${api.url}/api/consultations/expert?pageSize=100`)
  ).json();
  const held: Range[] = list.items
    .filter((c: any) => ACTIVE.includes(c.status))
    .map((c: any) => ({ start: Date.parse(c.scheduledAt), end: Date.parse(c.endsAt) }));
  for (let week = 0; week < 3; week += 1) {
    const start = instantAt(addDays(meetingDay, 7 * week), '13:00').getTime();
    held.push({ start, end: start + HOUR });
  }
  return held;
}

/**
 * The hour-long starts the rules leave on a date, as 'HH:MM' in the expert's zone: 09:00 to 18:00, none on
 * Tuesdays or in the holiday, none inside the notice, none whose hour and the 15 minutes after it touch a held time.
 * Starts within a minute of the notice's edge are left out (`edge`), as the clock moves while the test reads.
 */
function expectedStarts(
  date: string,
  held: Range[],
  now: number,
): { starts: string[]; edge: string[] } {
  const weekday = wallClock(instantAt(date, '12:00')).weekday;
  if (weekday === 'Tue' || (date >= holidayFrom && date <= holidayUntil))
    return { starts: [], edge: [] };
  const starts: string[] = [];
  const edge: string[] = [];
  for (let hour = 9; hour <= 18; hour += 1) {
    const time = `${String(hour).padStart(2, '0')}:00`;
    const at = instantAt(date, time).getTime();
    if (Math.abs(at - (now + NOTICE)) < 60_000) edge.push(time);
    if (at < now + NOTICE) continue;
    const occupied = { start: at, end: at + HOUR + BUFFER_AFTER };
    if (held.some((h) => occupied.start < h.end && h.start < occupied.end)) continue;
    starts.push(time);
  }
  return { starts, edge };
}

/** "9:00 am" as "09:00". */
function twentyFourHour(label: string): string {
  const [, h, m, half] = /^(\d{1,2}):(\d\d)\s*([ap])m$/i.exec(label.trim())!;
  const hour = (Number(h) % 12) + (half!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

const START = /^\d{1,2}:\d\d\s*[ap]m$/i;

/** The times the radios show a person (their labels), as 'HH:MM'. */
async function labelsOf(radios: Locator): Promise<string[]> {
  const labels = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  );
  return labels.map(twentyFourHour);
}

/** The start times a picker shows for a date, once it has them. */
async function timesShown(picker: Locator, date: string): Promise<string[]> {
  await picker.getByLabel(/^Date/).fill(date);
  await picker.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 15_000 });
  return labelsOf(picker.getByRole('radio', { name: START }));
}

function withoutEdge(times: string[], edge: string[]): string[] {
  return times.filter((t) => !edge.includes(t));
}

describe('an expert who sets their own time', () => {
  it('sets Tuesdays off, a holiday, a buffer and notice, imports a calendar; every way in offers the rest', async () => {
    const expert = await contextOf(DEMO.expert);
    expertId = (await expertProfileOf(api.url, expert)).id;
    const page = await expert.newPage();
    await page.goto(`${api.url}/expert/availability`);
    await page.getByRole('heading', { name: 'Your availability' }).waitFor();

    await page.getByRole('button', { name: /^Remove .* on Tuesday$/ }).click();
    let day = page.locator(`[data-day="${holidayFrom}"]`).first();
    if ((await day.count()) === 0) {
      await page.getByRole('button', { name: 'Next month' }).click();
      day = page.locator(`[data-day="${holidayFrom}"]`).first();
    }
    await day.click();
    await page.getByRole('radio', { name: 'Day off' }).check();
    await page.getByLabel(/^Last day/).fill(holidayUntil);
    await page.getByLabel(/^Note/).fill('Summer holiday');
    await page.getByLabel('Free time after each consultation').selectOption('15');
    await page.getByLabel('Minimum notice').selectOption('1440');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await sees(page, 'Availability saved');
    await shot(page, 'expert-time-01-editor');
    await expectAccessible(page, 'availability editor');

    await page.getByLabel('Calendar address (iCal)').fill(icsUrl);
    await page.getByLabel('Name (optional)').fill('Work');
    await page.getByRole('button', { name: 'Add calendar' }).click();
    await sees(page, 'Up to date', 30_000);
    await shot(page, 'expert-time-02-calendar-imported');

    // The API: every date of two weeks, against the rules.
    const visitor = await contextOf();
    const held = await heldTimes(expert);
    const before = Date.now();
    const answer = await (
      await visitor.request.get(`${api.url}/api/experts/${expertId}/availability`, {
        params: { to: new Date(before + DAYS * DAY).toISOString() },
      })
    ).json();
    const byDate = new Map<string, string[]>();
    for (const slot of answer.slots as { startsAt: string }[]) {
      const at = wallClock(new Date(slot.startsAt));
      byDate.set(at.date, [...(byDate.get(at.date) ?? []), at.time]);
    }
    const dates = Array.from({ length: DAYS - 1 }, (_, i) => addDays(today, i));
    for (const date of dates) {
      const { starts, edge } = expectedStarts(date, held, before);
      expect(withoutEdge(byDate.get(date) ?? [], edge), `API on ${date}`).toEqual(
        withoutEdge(starts, edge),
      );
    }
    // The meeting's Thursday lost 12:00 (its buffer reaches 13:00) and 13:00; Tuesdays and the holiday have none.
    expect(byDate.get(meetingDay) ?? []).not.toContain('13:00');
    expect(byDate.get(meetingDay) ?? []).not.toContain('12:00');

    // The portal's booking dialog and the widget show the same starts, date by date.
    const client = await contextOf(DEMO.client);
    const portal = await client.newPage();
    await portal.goto(`${api.url}/expert-profile/${expertId}`);
    await portal.getByRole('button', { name: 'Book Consultation' }).first().click();
    const dialog = portal.getByRole('dialog', { name: 'Book Consultation' });
    await dialog.waitFor();
    const widgetPage: Page = await visitor.newPage();
    await widgetPage.goto(`${partnerOrigin}/`);
    const widget = widgetPage.locator('#inline-widget');
    await widget.scrollIntoViewIfNeeded();
    await widget.getByLabel(/^Date/).waitFor({ timeout: 30_000 });
    const compared = [...dates.slice(1, 6), meetingDay, holidayFrom].filter(
      (d, i, all) => all.indexOf(d) === i,
    );
    for (const date of compared) {
      const now = Date.now();
      const { starts, edge } = expectedStarts(date, held, now);
      const inDialog = await timesShown(dialog, date);
      expect(withoutEdge(inDialog, edge), `booking dialog on ${date}`).toEqual(
        withoutEdge(starts, edge),
      );
      const inWidget = await timesShown(widget, date);
      expect(withoutEdge(inWidget, edge), `widget on ${date}`).toEqual(withoutEdge(starts, edge));
    }
    await shot(portal, 'expert-time-03-booking-dialog');
    await shot(widgetPage, 'expert-time-04-widget');
    await Promise.all([visitor.close(), client.close(), expert.close()]);
  });

  it('moves a confirmed consultation by the client’s proposal and the expert’s yes; both feeds show it', async () => {
    const client = await contextOf(DEMO.client);
    const expert = await contextOf(DEMO.expert);
    const free = async (from: string) => {
      const answer = await (
        await client.request.get(`${api.url}/api/experts/${expertId}/availability`, {
          params: { from: instantAt(from, '00:00').toISOString() },
        })
      ).json();
      return (answer.slots as { startsAt: string }[]).map((s) => s.startsAt);
    };
    const [first] = await free(addDays(holidayUntil, 1));
    const booked = await bookPaid(api.url, client, expertId, first!);
    await setStatus(api.url, expert, booked.id, 'confirmed');
    const feeds = await Promise.all(
      [client, expert].map(async (party) => {
        const made = await party.request.post(`${api.url}/api/calendar/feed`);
        expect(made.status()).toBe(201);
        return ((await made.json()) as { url: string }).url;
      }),
    );

    // The client proposes the first free time two days later; the consultation keeps its time meanwhile.
    const later = (await free(addDays(wallClock(new Date(first!)).date, 2)))[0]!;
    const page = await client.newPage();
    await page.goto(`${api.url}/consultation/${booked.id}`);
    await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule Consultation' });
    await dialog.waitFor();
    const laterLocal = wallClock(new Date(later));
    await dialog.getByLabel(/^Date/).fill(laterLocal.date);
    const choice = dialog.getByRole('radio', { name: START });
    await choice.first().waitFor();
    const labels = await labelsOf(choice);
    await choice.nth(labels.indexOf(laterLocal.time)).check();
    await dialog.getByLabel(/^Message/).fill('Could we make it later that week?');
    // What is about to be proposed, as the dialog shows it: the day typed and the time chosen on it.
    const shown = async () => ({
      date: await dialog.getByLabel(/^Date/).inputValue(),
      time: (await labelsOf(dialog.getByRole('radio', { name: START, checked: true })))[0],
    });
    await expect
      .poll(shown, { message: 'the dialog still shows the day typed and the time chosen' })
      .toEqual({ date: laterLocal.date, time: laterLocal.time });
    await dialog.getByRole('button', { name: 'Propose New Time' }).click();
    await sees(page, 'New Time Proposed');
    await shot(page, 'expert-time-05-proposed');

    const expertPage = await expert.newPage();
    await expertPage.goto(`${api.url}/consultation/${booked.id}`);
    await expertPage.getByRole('button', { name: 'Accept New Time' }).click();
    await sees(expertPage, 'Consultation Moved');
    await shot(expertPage, 'expert-time-06-accepted');

    for (const url of feeds) {
      const text = await (await fetch(url)).text();
      const events = Object.values(ical.sync.parseICS(text)).filter(
        (entry: any) =>
          entry.type === 'VEVENT' && entry.uid === `consultation-${booked.id}@expertbridge`,
      ) as any[];
      expect(events, url).toHaveLength(1);
      expect(new Date(events[0].start).toISOString()).toBe(later);
      expect(Number(events[0].sequence)).toBe(1);
    }
    await Promise.all([client.close(), expert.close()]);
  });
});
