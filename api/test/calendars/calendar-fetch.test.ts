// The fetcher of imported calendars against a local server: what it refuses before connecting (private, loopback,
// link-local and unique-local addresses, a hostname resolving to one, on redirects too) and how big or slow answers
// fail, a resolver that never answers too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_FETCH_TIMEOUT_MS,
  CalendarFetchError,
  checkedAddress,
  fetchCalendar,
  MAX_CALENDAR_BYTES,
} from '../../src/modules/calendars/safe-fetch.js';
import { startIcsServer, type IcsServer } from './ics-server.js';

let server: IcsServer;
beforeAll(async () => {
  server = await startIcsServer();
});
afterAll(() => server.close());

const loopback = { allowLoopback: true };
const failure = async (url: string, limits: Parameters<typeof fetchCalendar>[1]) => {
  const error = await fetchCalendar(url, limits).then(
    () => new Error('fetched'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CalendarFetchError);
  return (error as Error).message;
};
const PRIVATE = "That address is on a private network. Use your calendar's public iCal address.";

describe('fetchCalendar', () => {
  it('fetches a calendar, following a redirect, when loopback is allowed', async () => {
    expect(await fetchCalendar(`${server.url}/google.ics`, loopback)).toContain('X-WR-TIMEZONE');
    expect(await fetchCalendar(`${server.url}/redirect.ics`, loopback)).toContain('X-WR-TIMEZONE');
  });

  it('refuses private, loopback, link-local and unique-local addresses before connecting', async () => {
    const before = server.hits.get('/google.ics') ?? 0;
    const strict = { allowLoopback: false };
    for (const url of [
      `${server.url}/google.ics`,
      'http://10.1.2.3/calendar.ics',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/calendar.ics',
      'http://[fc00::1]/calendar.ics',
      'http://[::ffff:127.0.0.1]/calendar.ics',
      'http://192.168.1.1/calendar.ics',
      'http://0.0.0.0/calendar.ics',
    ]) {
      expect([url, await failure(url, strict)]).toEqual([url, PRIVATE]);
    }
    // Loopback allowed for tests still leaves the private ranges out.
    expect(await failure('http://10.1.2.3/calendar.ics', loopback)).toBe(PRIVATE);
    expect(server.hits.get('/google.ics') ?? 0).toBe(before);
  });

  it('refuses a hostname that resolves to a private address, even among public ones', async () => {
    const resolve = async (host: string) =>
      host === 'calendar.intranet.example'
        ? [
            { address: '203.0.113.10', family: 4 },
            { address: '10.0.0.5', family: 4 },
          ]
        : [];
    expect(
      await failure('https://calendar.intranet.example/cal.ics', { allowLoopback: false, resolve }),
    ).toBe(PRIVATE);
    expect(await failure('http://localhost:1/cal.ics', { allowLoopback: false })).toBe(PRIVATE);
    expect(
      await failure('https://calendar.example.invalid/x.ics', { allowLoopback: false }),
    ).toMatch(/could not find the calendar's server/);
  });

  it('checks the address of every redirect, and stops after three', async () => {
    expect(await failure(`${server.url}/redirect-private.ics`, loopback)).toBe(PRIVATE);
    expect(await failure(`${server.url}/redirect-loop.ics`, loopback)).toBe(
      "The calendar's server redirected us too many times.",
    );
    expect(server.hits.get('/redirect-loop.ics')).toBe(4);
  });

  it('accepts only http, https and webcal', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/x.ics',
      'gopher://x',
      'not a url',
    ]) {
      expect(await failure(url, loopback)).toBe(
        'Use an http:// or https:// (or webcal://) address.',
      );
    }
  });

  it('fails a 20 MB answer at 5 MB, declared or streamed, and a server that never finishes', async () => {
    expect(MAX_CALENDAR_BYTES).toBe(5 * 1024 * 1024);
    expect(CALENDAR_FETCH_TIMEOUT_MS).toBe(10_000);
    expect(await failure(`${server.url}/huge.ics`, loopback)).toBe(
      'The calendar file is larger than 5 MB.',
    );
    expect(await failure(`${server.url}/huge-declared.ics`, loopback)).toBe(
      'The calendar file is larger than 5 MB.',
    );
    const started = Date.now();
    expect(await failure(`${server.url}/slow.ics`, { ...loopback, timeoutMs: 700 })).toBe(
      "The calendar's server did not answer within 1 second.",
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await failure(`${server.url}/missing.ics`, loopback)).toMatch(
      /no calendar at this address \(404\)/,
    );
  });

  it("gives up on a resolver that never answers within the time limit, not the resolver's own", async () => {
    let asked = 0;
    const silent = { resolve: () => ((asked += 1), new Promise<never>(() => {})) };
    const started = Date.now();
    expect(
      await failure('https://calendar.example.nz/cal.ics', {
        allowLoopback: false,
        timeoutMs: 700,
        ...silent,
      }),
    ).toBe("We could not find the calendar's server (calendar.example.nz).");
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(asked).toBe(1);
    // The check when an import is added has the same bound, by default the fetch's.
    const check = checkedAddress(new URL('https://calendar.example.nz/cal.ics'), {
      allowLoopback: false,
      timeoutMs: 300,
      ...silent,
    });
    await expect(check).rejects.toThrow(CalendarFetchError);
    expect(asked).toBe(2);
  });
});
