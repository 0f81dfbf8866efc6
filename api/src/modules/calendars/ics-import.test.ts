import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CalendarReadError, ianaZoneOf, readBusyRanges } from './ics-import.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/ics/${name}`, import.meta.url), 'utf8');
const now = new Date('2026-09-20T00:00:00.000Z');
const read = (text: string, extra: Partial<Parameters<typeof readBusyRanges>[1]> = {}) =>
  readBusyRanges(text, { now, days: 62, zone: 'Pacific/Auckland', ...extra }).map((range) => [
    range.start.toISOString(),
    range.end.toISOString(),
  ]);

describe('readBusyRanges', () => {
  it("reads a Google export: a weekly meeting across New Zealand's DST change, minus its EXDATE, with its moved instance, an all-day event and another zone", () => {
    expect(read(fixture('google-export.ics'))).toEqual([
      // Tuesday 22 Sep, 10:00 NZST (+12)
      ['2026-09-21T22:00:00.000Z', '2026-09-21T23:00:00.000Z'],
      // Monday 5 Oct, 09:00 in Sydney, the day after Sydney's clocks went forward (+11)
      ['2026-10-04T22:00:00.000Z', '2026-10-04T23:00:00.000Z'],
      // 6 Oct's meeting moved to Wednesday 7 Oct 14:00 NZDT (+13); 29 Sep is excluded
      ['2026-10-07T01:00:00.000Z', '2026-10-07T02:00:00.000Z'],
      ['2026-10-12T21:00:00.000Z', '2026-10-12T22:00:00.000Z'],
      // The court day: all of 15 Oct in Auckland (X-WR-TIMEZONE)
      ['2026-10-14T11:00:00.000Z', '2026-10-15T11:00:00.000Z'],
      ['2026-10-19T21:00:00.000Z', '2026-10-19T22:00:00.000Z'],
    ]);
  });

  it('reads an Outlook export: Windows zone names, folded lines, free time and an all-day event off', () => {
    const stand = (day: string, hour: string) => [
      `${day}T${hour}:30:00.000Z`,
      `${day}T${hour}:45:00.000Z`,
    ];
    expect(read(fixture('outlook-export.ics'))).toEqual([
      // 08:30 NZST (+12) until the clocks change on Sunday 27 Sep …
      ...['2026-09-20', '2026-09-21', '2026-09-22', '2026-09-23', '2026-09-24'].map((d) =>
        stand(d, '20'),
      ),
      // … then 08:30 NZDT (+13)
      ...['2026-09-27', '2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01'].map((d) =>
        stand(d, '19'),
      ),
      // Labour Day, all day in the expert's zone (the file names none for all-day events)
      ['2026-10-25T11:00:00.000Z', '2026-10-26T11:00:00.000Z'],
    ]);
  });

  it("reads events in another zone across that zone's own DST change, UTC and floating times", () => {
    expect(read(fixture('apple-other-zone.ics'))).toEqual([
      // 09:00 in New York on the morning US clocks went back (EST, −5)
      ['2026-11-01T14:00:00.000Z', '2026-11-01T15:00:00.000Z'],
      ['2026-11-03T00:00:00.000Z', '2026-11-03T01:30:00.000Z'],
      // A floating 12:00 is the expert's noon (NZDT, +13), for two hours
      ['2026-11-03T23:00:00.000Z', '2026-11-04T01:00:00.000Z'],
    ]);
  });

  it('maps Windows and prefixed zone names to IANA ones', () => {
    expect(ianaZoneOf('New Zealand Standard Time')).toBe('Pacific/Auckland');
    expect(ianaZoneOf('AUS Eastern Standard Time')).toBe('Australia/Sydney');
    expect(ianaZoneOf('W. Australia Standard Time')).toBe('Australia/Perth');
    expect(ianaZoneOf('/mozilla.org/20050126_1/Australia/Adelaide')).toBe('Australia/Adelaide');
    expect(ianaZoneOf('Not a zone')).toBeUndefined();
  });

  const calendar = (body: string) =>
    `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${body}END:VCALENDAR\r\n`;
  const failure = (text: string) => {
    try {
      read(text);
    } catch (error) {
      expect(error).toBeInstanceOf(CalendarReadError);
      return (error as Error).message;
    }
    throw new Error('read without failing');
  };

  it('refuses hostile files with a sentence for a person, stopping at its limits', () => {
    const deep = calendar(`${'BEGIN:VEVENT\r\n'.repeat(5_000)}${'END:VEVENT\r\n'.repeat(5_000)}`);
    expect(failure(deep)).toBe('The calendar file is nested too deeply to be read.');
    const forever = calendar(
      'BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20000101T000000Z\r\nDTEND:20000101T000001Z\r\nRRULE:FREQ=SECONDLY\r\nEND:VEVENT\r\n',
    );
    expect(failure(forever)).toBe(
      'A repeating event in the calendar repeats too often to be read.',
    );
    const crowded = calendar(
      'BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20260920T000000Z\r\nDTEND:20260920T000500Z\r\nRRULE:FREQ=MINUTELY;INTERVAL=10\r\nEND:VEVENT\r\n',
    );
    expect(failure(crowded)).toBe('The calendar has more than 5,000 events in the next 62 days.');
    const stuck = calendar(
      'BEGIN:VEVENT\r\nUID:c\r\nDTSTART:20200101T000000Z\r\nDTEND:20200101T010000Z\r\nRRULE:FREQ=MINUTELY;INTERVAL=0\r\nEND:VEVENT\r\n',
    );
    expect(failure(stuck)).toBe('A repeating event in the calendar repeats too often to be read.');
    const malformed = calendar(
      'BEGIN:VEVENT\r\nUID:d\r\nDTSTART:20200101T000000Z\r\nRRULE:FREQ=YEARLY;BYYEARDAY=366;BYMONTH=2\r\nEND:VEVENT\r\n',
    );
    expect(failure(malformed)).toBe('An event in the calendar file could not be read.');
    expect(failure('<html>Sign in</html>')).toBe(
      'This address did not return a calendar (.ics) file.',
    );
    expect(failure('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage\r\n')).toBe(
      'The calendar file is not valid iCalendar data.',
    );
  });
});
