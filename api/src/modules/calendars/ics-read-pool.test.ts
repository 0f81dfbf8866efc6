import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CalendarReadError, readBusyRanges } from './ics-import.js';
import { slowToParse } from '../../../test/calendars/ics-server.js';
import { createIcsReadPool, type IcsReadPool } from './ics-read-pool.js';
import { API_NODE_FLAGS } from '../../../../scripts/node-flags.mjs';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/ics/${name}`, import.meta.url), 'utf8');
const options = { now: new Date('2026-09-20T00:00:00.000Z'), days: 62, zone: 'Pacific/Auckland' };
const calendar = (body: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${body}END:VCALENDAR\r\n`;

const pools: IcsReadPool[] = [];
const pool = (limits: Parameters<typeof createIcsReadPool>[0] = {}) => {
  const made = createIcsReadPool(limits);
  pools.push(made);
  return made;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

async function refusal(read: Promise<unknown>): Promise<string> {
  const error = await read.then(
    () => new Error('read without failing'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CalendarReadError);
  return (error as Error).message;
}

describe('reading calendars on a thread', () => {
  it('answers what readBusyRanges answers, and its refusals in the same words', async () => {
    const reader = pool();
    const text = fixture('google-export.ics');
    expect(await reader.read(text, options)).toEqual(readBusyRanges(text, options));
    const forever = calendar(
      'BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20000101T000000Z\r\nDTEND:20000101T000001Z\r\nRRULE:FREQ=SECONDLY\r\nEND:VEVENT\r\n',
    );
    expect(await refusal(reader.read(forever, options))).toBe(
      'A repeating event in the calendar repeats too often to be read.',
    );
    // Reads at once share the threads and each gets its own answer.
    const texts = ['google-export.ics', 'outlook-export.ics', 'apple-other-zone.ics'].map(fixture);
    const answers = await Promise.all([...texts, ...texts].map((t) => reader.read(t, options)));
    expect(answers).toEqual([...texts, ...texts].map((t) => readBusyRanges(t, options)));
  });

  it('stops a read slow inside the parser at its time limit while the main thread stays free, then reads on', async () => {
    const reader = pool({ timeLimitMs: 1_000, threads: 1 });
    // The thread is warm (loaded), so the limit is the read's alone.
    await reader.read(fixture('google-export.ics'), options);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    try {
      expect(await refusal(reader.read(slowToParse, options))).toBe(
        'The calendar file takes too long to read.',
      );
    } finally {
      clearInterval(ticker);
    }
    // Had the parse run on this thread, not one tick would have fired until it ended.
    expect(ticks).toBeGreaterThan(10);
    expect(await reader.read(fixture('outlook-export.ics'), options)).toEqual(
      readBusyRanges(fixture('outlook-export.ics'), options),
    );
  });

  it('fails a read whose thread runs out of memory, and reads on', async () => {
    const reader = pool({ maxHeapMb: 32, threads: 1 });
    const events = Array.from(
      { length: 19_000 },
      (_, i) =>
        `BEGIN:VEVENT\r\nUID:${i}@example.nz\r\nDTSTART:20261001T000000Z\r\nDTEND:20261001T010000Z\r\nSUMMARY:${'x'.repeat(150)}\r\nEND:VEVENT\r\n`,
    );
    expect(await refusal(reader.read(calendar(events.join('')), options))).toBe(
      'The calendar file needs too much memory to be read.',
    );
    expect(await reader.read(fixture('google-export.ics'), options)).toHaveLength(6);
  });

  it('starts its thread in a process run as production runs it (node --import tsx)', async () => {
    const pool = fileURLToPath(new URL('./ics-read-pool.ts', import.meta.url));
    const google = fileURLToPath(
      new URL('../../../test/fixtures/ics/google-export.ics', import.meta.url),
    );
    const script = `
      import { readFileSync } from 'node:fs';
      import { createIcsReadPool } from ${JSON.stringify(pool)};
      const busy = await createIcsReadPool().read(readFileSync(${JSON.stringify(google)}, 'utf8'), {
        now: new Date('2026-09-20T00:00:00.000Z'), days: 62, zone: 'Pacific/Auckland',
      });
      console.log(JSON.stringify(busy));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...API_NODE_FLAGS, '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
    );
    const expected = readBusyRanges(fixture('google-export.ics'), options);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
