// The private ICS feed, read back with an independent parser (node-ical; the importer uses ical.js): stable UIDs,
// times in the expert's zone with its VTIMEZONE, SEQUENCE after a move and a cancellation, the room's link, no
// booking that was never paid, an open proposal as a tentative event of its own (gone once answered), a strict
// line check, the address regenerated and revoked, and the rate limit.
import { Writable } from 'node:stream';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { withinOneWindow } from '../helpers/rate-windows.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser, newSession, type TestUser } from '../helpers/users.js';

let app: TestApp;
let client: TestUser;
let auckland: ExpertRow;
let sydney: ExpertRow;
let expertClient: TestClient;
const ids: Record<string, string> = {};
const logLines: string[] = [];

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await startTestApp({ CALENDAR_FEED_RATE_LIMIT: '30', LOG_LEVEL: 'info' }, undefined, {
    logDestination: capture,
  });
  const { knex } = app.db;
  client = await createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
  auckland = await insertExpert(knex);
  sydney = await insertExpert(knex, { timeZone: 'Australia/Sydney' });
  expertClient = await newSession(app, auckland.userId);
  const make = async (
    name: string,
    expert: ExpertRow,
    status: string,
    start: string,
    paid = true,
  ) => {
    ids[name] = await insertConsultationRow(knex, {
      expert,
      status,
      clientId: client.id,
      scheduledAt: at(start),
    });
    if (paid)
      await knex('consultations')
        .where({ id: ids[name] })
        .update({ paid_at: at(start) });
  };
  // 10:00 on Wednesday 13 January 2027 in Auckland (NZDT, +13).
  await make('confirmed', auckland, 'confirmed', '2027-01-12T21:00:00.000Z');
  await make('tentative', auckland, 'pending', '2027-01-19T21:00:00.000Z');
  // 09:00 on Monday 8 March 2027 in Sydney (AEDT, +11).
  await make('sydney', sydney, 'confirmed', '2027-03-07T22:00:00.000Z');
  await make('unpaid', auckland, 'pending_payment', '2027-01-26T21:00:00.000Z', false);
  await make('expired', auckland, 'cancelled', '2027-02-02T21:00:00.000Z', false);
  await make('cancelled', auckland, 'cancelled', '2027-02-09T21:00:00.000Z');
}, 120_000);
afterAll(() => app?.close());

async function feedUrl(user: TestClient): Promise<string> {
  const made = await user.request('POST', '/api/calendar/feed');
  expect(made.status).toBe(201);
  return made.body.url as string;
}

async function readFeed(url: string) {
  const answer = await app.client().request('GET', new URL(url).pathname);
  return answer;
}

const eventsOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
const eventOf = (text: string, id: string) =>
  eventsOf(text).find((event) => event.uid === `consultation-${id}@expertbridge`);

/** RFC 5545's line rules, strictly: CRLF only, 75 octets at most, balanced components. */
function strictLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  const problems: string[] = [];
  const open: string[] = [];
  for (const line of lines) {
    if (line.includes('\n') || line.includes('\r')) problems.push(`bare line break: ${line}`);
    if (Buffer.byteLength(line) > 75) problems.push(`over 75 octets: ${line}`);
    if (line.startsWith('BEGIN:')) open.push(line.slice(6));
    if (line.startsWith('END:') && open.pop() !== line.slice(4))
      problems.push(`unbalanced ${line}`);
    if (!line.startsWith(' ') && !/^[A-Z-]+[;:]/.test(line))
      problems.push(`not a content line: ${line}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(open).toEqual([]);
  // Unfolded, for the checks on whole properties.
  return text.replace(/\r\n /g, '').split('\r\n');
}

describe('the calendar feed', () => {
  it("shows the client's paid consultations in each expert's zone, with the room's link", async () => {
    const url = await feedUrl(client.client);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feeds\/cf_[0-9a-f]{40}\.ics$/);
    expect((await client.client.get('/api/calendar/feed')).body.feed.url).toBe(url);
    const answer = await readFeed(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const text = answer.body as string;
    const lines = strictLines(text);

    const confirmed = eventOf(text, ids.confirmed!)!;
    expect(confirmed.start.toISOString()).toBe('2027-01-12T21:00:00.000Z');
    expect(confirmed.end?.toISOString()).toBe('2027-01-12T22:00:00.000Z');
    expect(confirmed.start.tz).toBe('Pacific/Auckland');
    expect(String(confirmed.sequence)).toBe('0');
    expect(confirmed.status).toBe('CONFIRMED');
    const room = `http://localhost:3000/consultation/${ids.confirmed}`;
    expect(String(confirmed.url)).toBe(room);
    expect(String(confirmed.description)).toContain(room);
    expect(String(confirmed.summary)).toBe('GST registration with Ethan Walker');
    expect(lines).toContain('DTSTART;TZID=Pacific/Auckland:20270113T100000');

    const inSydney = eventOf(text, ids.sydney!)!;
    expect(inSydney.start.toISOString()).toBe('2027-03-07T22:00:00.000Z');
    expect(inSydney.start.tz).toBe('Australia/Sydney');
    expect(lines).toContain('DTSTART;TZID=Australia/Sydney:20270308T090000');
    // One VTIMEZONE for each expert's zone.
    expect(lines.filter((line) => line.startsWith('TZID:'))).toEqual([
      'TZID:Australia/Sydney',
      'TZID:Pacific/Auckland',
    ]);

    expect(eventOf(text, ids.tentative!)!.status).toBe('TENTATIVE');
    const cancelled = eventOf(text, ids.cancelled!)!;
    expect([cancelled.status, String(cancelled.sequence)]).toEqual(['CANCELLED', '1']);
    // Never paid: never in anyone's diary.
    expect(eventOf(text, ids.unpaid!)).toBeUndefined();
    expect(eventOf(text, ids.expired!)).toBeUndefined();
    expect(eventsOf(text)).toHaveLength(4);
  });

  it('keeps the UID through a move across a DST change (SEQUENCE 1) and a cancellation (SEQUENCE 2)', async () => {
    const url = await feedUrl(client.client);
    const { knex } = app.db;
    // As the lifecycle's reschedule writes it: 10:00 on Wednesday 12 May 2027, NZST (+12) after the clocks went back.
    await knex('consultations')
      .where({ id: ids.confirmed })
      .update({
        scheduled_at: at('2027-05-11T22:00:00.000Z'),
        ends_at: at('2027-05-11T23:00:00.000Z'),
        reschedule_count: knex.raw('reschedule_count + 1'),
      });
    let text = (await readFeed(url)).body as string;
    let lines = strictLines(text);
    let moved = eventOf(text, ids.confirmed!)!;
    expect(moved.start.toISOString()).toBe('2027-05-11T22:00:00.000Z');
    expect(moved.start.tz).toBe('Pacific/Auckland');
    expect([String(moved.sequence), moved.status]).toEqual(['1', 'CONFIRMED']);
    expect(lines).toContain('DTSTART;TZID=Pacific/Auckland:20270512T100000');
    // The Auckland VTIMEZONE now spans the change on Sunday 4 April 2027 at 03:00 NZDT.
    const zone = lines.slice(lines.indexOf('TZID:Pacific/Auckland'));
    expect(zone.slice(0, zone.indexOf('END:VTIMEZONE'))).toEqual(
      expect.arrayContaining([
        'BEGIN:STANDARD',
        'DTSTART:20270404T030000',
        'TZOFFSETFROM:+1300',
        'TZOFFSETTO:+1200',
      ]),
    );

    await knex('consultations')
      .where({ id: ids.confirmed })
      .update({ status: 'cancelled', cancelled_at: new Date(), cancelled_by: 'client' });
    text = (await readFeed(url)).body as string;
    lines = strictLines(text);
    moved = eventOf(text, ids.confirmed!)!;
    expect([String(moved.sequence), moved.status]).toEqual(['2', 'CANCELLED']);
  });

  it('shows an open proposal beside the consultation, and drops it once answered', async () => {
    const { knex } = app.db;
    // 10:00 on Wednesday 17 February 2027 in Auckland; the expert proposes 14:00 on Thursday 18 February.
    const id = await insertConsultationRow(knex, {
      expert: auckland,
      status: 'confirmed',
      clientId: client.id,
      scheduledAt: at('2027-02-16T21:00:00.000Z'),
    });
    await knex('consultations')
      .where({ id })
      .update({ paid_at: at('2027-01-01T00:00:00.000Z') });
    const propose = (proposedAt: string) =>
      knex('consultations')
        .where({ id })
        .update({
          reschedule_proposed_by: 'expert',
          reschedule_proposed_start: at('2027-02-18T01:00:00.000Z'),
          reschedule_proposed_end: at('2027-02-18T02:00:00.000Z'),
          reschedule_proposal_message: 'I am in court on Wednesday.',
          reschedule_proposed_at: at(proposedAt),
          reschedule_proposal_expires_at: at('2027-02-15T21:00:00.000Z'),
        });
    const clear = {
      reschedule_proposed_by: null,
      reschedule_proposed_start: null,
      reschedule_proposed_end: null,
      reschedule_proposal_message: null,
      reschedule_proposed_at: null,
      reschedule_proposal_expires_at: null,
    };
    const eventsFor = (text: string) =>
      eventsOf(text).filter((event) => event.uid.startsWith(`consultation-${id}`));
    const clientFeed = await feedUrl(client.client);
    const expertFeed = await feedUrl(expertClient);
    const proposalUid = `consultation-${id}-proposal-${Date.parse('2027-01-10T08:00:00.000Z')}@expertbridge`;

    await propose('2027-01-10T08:00:00.000Z');
    let text = (await readFeed(clientFeed)).body as string;
    const lines = strictLines(text);
    expect(eventsFor(text)).toHaveLength(2);
    const main = eventOf(text, id)!;
    expect(main.start.toISOString()).toBe('2027-02-16T21:00:00.000Z');
    expect([String(main.sequence), main.status]).toEqual(['0', 'CONFIRMED']);
    const proposal = eventsFor(text).find((event) => event.uid === proposalUid)!;
    expect(proposal.status).toBe('TENTATIVE');
    expect(proposal.start.toISOString()).toBe('2027-02-18T01:00:00.000Z');
    expect(proposal.end?.toISOString()).toBe('2027-02-18T02:00:00.000Z');
    expect(proposal.start.tz).toBe('Pacific/Auckland');
    expect(proposal.transparency).toBe('TRANSPARENT');
    expect(String(proposal.summary)).toBe(
      'Proposed new time (by Ethan Walker): GST registration with Ethan Walker',
    );
    const room = `http://localhost:3000/consultation/${id}`;
    expect(String(proposal.description)).toContain(`Accept or decline before `);
    expect(String(proposal.description)).toContain(room);
    // Only who, when and where to answer: the message stays in the app.
    expect(text).not.toContain('court');
    expect(lines).toContain('DTSTART;TZID=Pacific/Auckland:20270218T140000');
    expect(lines).toContain(`RELATED-TO:consultation-${id}@expertbridge`);

    // The expert proposed it: their feed says so in their words.
    text = (await readFeed(expertFeed)).body as string;
    strictLines(text);
    const theirs = eventsFor(text).find((event) => event.uid === proposalUid)!;
    expect(String(theirs.summary)).toBe(
      'Proposed new time (by you): GST registration with Charlotte Ngata',
    );
    expect(String(theirs.description)).toContain('To withdraw the proposal, go to ' + room);

    // Accepted, as the lifecycle writes it: the consultation's own event moves, the proposal's goes.
    await knex('consultations')
      .where({ id })
      .update({
        ...clear,
        scheduled_at: at('2027-02-18T01:00:00.000Z'),
        ends_at: at('2027-02-18T02:00:00.000Z'),
        reschedule_count: knex.raw('reschedule_count + 1'),
      });
    for (const feed of [clientFeed, expertFeed]) {
      text = (await readFeed(feed)).body as string;
      strictLines(text);
      expect(eventsFor(text)).toHaveLength(1);
      const moved = eventOf(text, id)!;
      expect(moved.start.toISOString()).toBe('2027-02-18T01:00:00.000Z');
      expect([String(moved.sequence), moved.status]).toEqual(['1', 'CONFIRMED']);
    }

    // A second proposal has a UID of its own; declined, it leaves the feed.
    await propose('2027-01-11T08:00:00.000Z');
    text = (await readFeed(clientFeed)).body as string;
    const second = eventsFor(text).filter(
      (event) => event.uid !== `consultation-${id}@expertbridge`,
    );
    expect(second.map((event) => event.uid)).toEqual([
      `consultation-${id}-proposal-${Date.parse('2027-01-11T08:00:00.000Z')}@expertbridge`,
    ]);
    await knex('consultations').where({ id }).update(clear);
    text = (await readFeed(clientFeed)).body as string;
    strictLines(text);
    expect(eventsFor(text).map((event) => event.uid)).toEqual([`consultation-${id}@expertbridge`]);
    expect(String(eventOf(text, id)!.sequence)).toBe('1');

    // One past its lapse is left out even before the workflow clears it.
    await propose('2027-01-12T08:00:00.000Z');
    await knex('consultations')
      .where({ id })
      .update({ reschedule_proposal_expires_at: new Date(Date.now() - 60_000) });
    text = (await readFeed(clientFeed)).body as string;
    expect(eventsFor(text)).toHaveLength(1);
  });

  it('shows the expert their own consultations, named after the client', async () => {
    const text = (await readFeed(await feedUrl(expertClient))).body as string;
    strictLines(text);
    expect(String(eventOf(text, ids.tentative!)!.summary)).toBe(
      'GST registration with Charlotte Ngata',
    );
    expect(eventOf(text, ids.sydney!)).toBeUndefined();
  });

  it('stops the old address at once when regenerated, and every address when turned off', async () => {
    const first = await feedUrl(client.client);
    expect((await readFeed(first)).status).toBe(200);
    const second = await feedUrl(client.client);
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);
    expect((await client.client.request('DELETE', '/api/calendar/feed')).status).toBe(204);
    expect((await readFeed(second)).status).toBe(404);
    expect((await client.client.get('/api/calendar/feed')).body).toEqual({ feed: null });
    for (const path of [
      '/api/calendar-feeds/cf_0000000000000000000000000000000000000000.ics',
      '/api/calendar-feeds/not-a-token.ics',
      '/api/calendar-feeds/cf_x',
    ]) {
      const answer = await app.client().request('GET', path, { unchecked: true });
      expect([path, answer.status]).toEqual([path, 404]);
    }
    expect((await app.client().request('POST', '/api/calendar/feed')).status).toBe(401);
  });

  it('keeps feed tokens out of the request log', async () => {
    const url = await feedUrl(client.client);
    expect((await readFeed(url)).status).toBe(200);
    const token = new URL(url).pathname.split('/').at(-1)!.replace('.ics', '');
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    expect(logLines.some((line) => line.includes('"path":"/api/calendar-feeds/….ics"'))).toBe(true);
  });

  it('limits how often one feed is read', async () => {
    // The limit counts per clock hour: the test's hits fit in one.
    await withinOneWindow(app.db.knex, 3600, 60);
    const url = await feedUrl(expertClient);
    let answer = await readFeed(url);
    for (let i = 0; i < 40 && answer.status === 200; i += 1) answer = await readFeed(url);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
