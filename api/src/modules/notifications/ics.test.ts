import { describe, expect, it } from 'vitest';
import { calendarFor, escapeText, foldLine } from './ics.js';

describe('calendarFor', () => {
  const text = calendarFor({
    uid: '5d6c@expertbridge',
    start: new Date('2026-12-01T21:00:00.000Z'),
    end: new Date('2026-12-01T22:00:00.000Z'),
    summary: 'GST; registration, café',
    description: 'Line one\nLine two',
    url: 'http://localhost:3000/consultation/5d6c',
    now: new Date('2026-11-30T21:00:00.000Z'),
  });

  it('writes UTC times and CRLF line endings', () => {
    expect(text).toContain('DTSTART:20261201T210000Z\r\n');
    expect(text).toContain('DTEND:20261201T220000Z\r\n');
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('escapes text values', () => {
    expect(text).toContain('SUMMARY:GST\\; registration\\, café');
    expect(escapeText('a\\b')).toBe('a\\\\b');
    expect(text).toContain('DESCRIPTION:Line one\\nLine two');
  });
});

describe('foldLine', () => {
  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
  });
});
