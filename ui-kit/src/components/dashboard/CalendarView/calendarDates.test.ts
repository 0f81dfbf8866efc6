import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayLabel,
  dayOf,
  periodLabel,
  rangeOf,
  visibleDays,
  weekdayNames,
  weekdayOf,
} from './calendarDates.js';

describe('calendar dates', () => {
  it('counts weekdays from Monday and moves across month and year ends', () => {
    expect(weekdayOf('2026-12-07')).toBe(0);
    expect(weekdayOf('2026-12-06')).toBe(6);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
  });

  it('shows whole Monday-to-Sunday weeks around a month, and one such week', () => {
    const december = visibleDays('month', '2026-12-15');
    expect(december[0]).toBe('2026-11-30');
    expect(december.at(-1)).toBe('2027-01-03');
    expect(december).toHaveLength(35);
    expect(visibleDays('week', '2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it("turns days into the instants they span in the viewer's zone", () => {
    expect(rangeOf(visibleDays('week', '2026-12-02'), 'Pacific/Auckland')).toEqual({
      from: '2026-11-29T11:00:00.000Z',
      to: '2026-12-06T11:00:00.000Z',
    });
    // 21:00 UTC on 1 December is the morning of 2 December in Auckland, still 1 December in Perth.
    expect(dayOf('2026-12-01T21:00:00.000Z', 'Pacific/Auckland')).toBe('2026-12-02');
    expect(dayOf('2026-12-01T21:00:00.000Z', 'Australia/Perth')).toBe('2026-12-02');
    expect(dayOf('2026-12-01T15:00:00.000Z', 'Australia/Perth')).toBe('2026-12-01');
  });

  it('names periods and days in New Zealand English', () => {
    expect(periodLabel('month', '2026-12-15')).toBe('December 2026');
    // Intl puts thin spaces around the dash of a range.
    expect(periodLabel('week', '2026-12-02')).toMatch(/^30 November\s–\s6 December 2026$/);
    expect(dayLabel('2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(weekdayNames()[0]).toEqual({ short: 'Mon', long: 'Monday' });
  });
});
