import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatRelative } from './dates.js';
import { currencySymbol, formatMoney, parseDollars } from './money.js';
import {
  clipGraphemes,
  formatRating,
  graphemeCount,
  initials,
  overLimit,
  truncate,
} from './text.js';
import { dateKeyIn, formatTime, hourIn, nextDateKey, startOfDayIn, timeZoneName } from './zones.js';

const NZ = { timeZone: 'Pacific/Auckland' };

describe('money', () => {
  it('uses NZ$ for NZD and anything else, A$ for AUD', () => {
    expect(currencySymbol('NZD')).toBe('NZ$');
    expect(currencySymbol('AUD')).toBe('A$');
    expect(currencySymbol('USD')).toBe('NZ$');
  });
  it('shows whole dollars by default, rounding the cents', () => {
    expect(formatMoney({ amount: 18000, currency: 'NZD' })).toBe('NZ$180');
    expect(formatMoney({ amount: 18050, currency: 'NZD' })).toBe('NZ$181');
    expect(formatMoney({ amount: 18049, currency: 'AUD' })).toBe('A$180');
  });
  it('groups thousands in en-NZ and shows cents on request', () => {
    expect(formatMoney({ amount: 123456789, currency: 'NZD' })).toBe('NZ$1,234,568');
    expect(formatMoney({ amount: 15050, currency: 'AUD' }, { decimals: true })).toBe('A$150.50');
  });
  it('parses typed dollars into cents and refuses anything else', () => {
    expect(parseDollars(' 150 ')).toBe(15000);
    expect(parseDollars('150.5')).toBe(15050);
    expect(parseDollars('1.999')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(parseDollars('')).toBeNull();
  });
});

describe('dates', () => {
  const iso = '2026-11-22T01:00:00.000Z';
  it('formats a long date in New Zealand English', () => {
    expect(formatDate(iso, NZ)).toBe('22 November 2026');
  });
  it('formats a short date-time with hours and minutes', () => {
    expect(formatDateTime(iso, NZ)).toBe('22 Nov 2026, 2:00 pm');
  });
  it('says minutes ago under an hour, hours under a day, days under a week, else the date', () => {
    const now = new Date(iso);
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(formatRelative(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelative(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(formatRelative(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatRelative(ago(23 * 3_600_000), now)).toBe('23 hours ago');
    expect(formatRelative(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(formatRelative(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(formatRelative(ago(7 * 86_400_000), now, NZ)).toBe('15 November 2026');
  });
  it('says just now under a minute (never "0 minutes ago"), also for a clock a little behind', () => {
    const now = new Date(iso);
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(formatRelative(at(0), now, { justNow: 'just now' })).toBe('just now');
    expect(formatRelative(at(-59_999), now, { justNow: 'just now' })).toBe('just now');
    expect(formatRelative(at(5_000), now, { justNow: 'just now' })).toBe('just now');
    expect(formatRelative(at(-30_000), now)).toBe('now');
  });
  it('words one of a unit in the singular', () => {
    const now = new Date(iso);
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(formatRelative(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelative(ago(119_999), now)).toBe('1 minute ago');
    expect(formatRelative(ago(2 * 86_400_000), now)).toBe('2 days ago');
  });
  it('words a configured duration in the largest unit that states it exactly, never "0 hours"', () => {
    expect(formatDuration(10 * 60_000)).toBe('10 minutes');
    expect(formatDuration(60_000)).toBe('1 minute');
    expect(formatDuration(48 * 3_600_000)).toBe('48 hours');
    expect(formatDuration(24 * 3_600_000)).toBe('24 hours');
    expect(formatDuration(30 * 86_400_000)).toBe('30 days');
    expect(formatDuration(90 * 60_000)).toBe('90 minutes');
    expect(formatDuration(5_000)).toBe('5 seconds');
    expect(formatDuration(1_500)).toBe('2 seconds');
    expect(formatDuration(1)).toBe('1 second');
  });
});

describe('text', () => {
  it('truncates at 150 characters by default with ...', () => {
    const long = 'a'.repeat(151);
    expect(truncate(long)).toBe(`${'a'.repeat(150)}...`);
    expect(truncate('a'.repeat(150))).toBe('a'.repeat(150));
    expect(truncate('hello world', 6)).toBe('hello...');
  });
  it('builds initials from first and last name', () => {
    expect(initials('charlotte', 'Ngata')).toBe('CN');
    expect(initials('Ethan', '')).toBe('E');
  });
  it('takes whole characters for initials: emoji, flags, ZWJ sequences, combining marks, astral scripts', () => {
    expect(initials('🦊', 'Fox')).toBe('🦊F');
    expect(initials('🇳🇿 Aroha', 'Ngata')).toBe('🇳🇿N');
    expect(initials('👩‍💻 Mere', '👨‍👩‍👧‍👦')).toBe('👩‍💻👨‍👩‍👧‍👦');
    // "é" written as e + U+0301 (combining acute): the accent stays with its letter.
    expect(initials('e\u0301milie', 'o\u0308zil')).toBe('E\u0301O\u0308');
    expect(initials('𝒜da', '𠀋li')).toBe('𝒜𠀋');
    expect(initials('  ', null)).toBe('');
    // No lone surrogate anywhere in the result.
    expect(initials('🦊', 'Fox')).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
  it('counts what a reader sees as characters', () => {
    expect(graphemeCount('')).toBe(0);
    expect(graphemeCount('Kia ora')).toBe(7);
    expect(graphemeCount('🦊')).toBe(1);
    expect(graphemeCount('🇳🇿🇦🇺')).toBe(2);
    expect(graphemeCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(graphemeCount('e\u0301')).toBe(1);
    expect(graphemeCount('👍🏽 ok')).toBe(4);
  });
  it('holds a limit in characters people see under the storage ceiling in code points, as the API does', () => {
    expect(overLimit('🦊'.repeat(10), 10)).toBe(undefined);
    expect(overLimit('🦊'.repeat(11), 10)).toBe('characters');
    expect(overLimit('🇳🇿'.repeat(6), 10)).toBe('storage');
    expect(overLimit('🇳🇿'.repeat(6), 10, 12)).toBe(undefined);
  });
  it('cuts between characters, never inside an emoji, a flag or a letter with its accent', () => {
    expect(clipGraphemes('🦊🦊🦊', 2)).toBe('🦊🦊');
    expect(clipGraphemes('🇳🇿🇦🇺', 1)).toBe('🇳🇿');
    expect(clipGraphemes('ae\u0301b', 2)).toBe('ae\u0301');
    expect(clipGraphemes('abc', 0)).toBe('');
    expect(clipGraphemes('abc', 10)).toBe('abc');
    expect(truncate(`${'a'.repeat(149)}👨‍👩‍👧‍👦tail`)).toBe(`${'a'.repeat(149)}👨‍👩‍👧‍👦...`);
    expect(truncate('🦊'.repeat(150))).toBe('🦊'.repeat(150));
    expect(truncate('🦊'.repeat(151), 100)).toBe(`${'🦊'.repeat(100)}...`);
  });
  it('shows ratings with one decimal', () => {
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
  });
});

describe('time zones', () => {
  it('finds where a day starts in a zone, across daylight-saving changes', () => {
    expect(startOfDayIn('2026-12-01', 'Pacific/Auckland').toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
    // New Zealand leaves daylight time at 03:00 on 5 April and enters it at 02:00 on 27 September.
    expect(startOfDayIn('2026-04-05', 'Pacific/Auckland').toISOString()).toBe(
      '2026-04-04T11:00:00.000Z',
    );
    expect(startOfDayIn('2026-09-27', 'Pacific/Auckland').toISOString()).toBe(
      '2026-09-26T12:00:00.000Z',
    );
    expect(startOfDayIn('2026-12-01', 'Australia/Perth').toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
  });
  it('reads the calendar date and hour of an instant on a zone’s clock', () => {
    const start = new Date('2026-11-30T20:00:00.000Z');
    expect(dateKeyIn(start, 'Pacific/Auckland')).toBe('2026-12-01');
    expect(dateKeyIn(start, 'Australia/Perth')).toBe('2026-12-01');
    expect(dateKeyIn(start, 'UTC')).toBe('2026-11-30');
    expect(hourIn(start, 'Pacific/Auckland')).toBe(9);
    expect(nextDateKey('2026-12-31')).toBe('2027-01-01');
  });
  it('shows a time of day and names the zone for people', () => {
    expect(formatTime('2026-11-30T20:00:00.000Z', NZ)).toBe('9:00 am');
    expect(formatTime('2026-12-01T05:00:00.000Z', NZ)).toBe('6:00 pm');
    expect(timeZoneName('Pacific/Auckland', new Date('2026-12-01'))).toBe(
      'New Zealand Daylight Time',
    );
    expect(timeZoneName('Pacific/Auckland', new Date('2026-07-01'))).toBe(
      'New Zealand Standard Time',
    );
  });
});
