import { describe, expect, it } from 'vitest';
import { availableSlots, startTimeProblem, wallClock } from './booking-rules.js';

const NOW = new Date('2026-11-22T00:00:00.000Z');

describe('startTimeProblem', () => {
  it('accepts 09:00 and 18:00 in the expert zone and refuses 08:00 and 19:00', () => {
    // Auckland is UTC+13 in November: 09:00 NZDT is 20:00 UTC the day before.
    expect(startTimeProblem(new Date('2026-11-30T20:00:00Z'), 'Pacific/Auckland', NOW)).toBeNull();
    expect(startTimeProblem(new Date('2026-12-01T05:00:00Z'), 'Pacific/Auckland', NOW)).toBeNull();
    expect(startTimeProblem(new Date('2026-11-30T19:00:00Z'), 'Pacific/Auckland', NOW)).toMatch(
      /on the hour/,
    );
    expect(startTimeProblem(new Date('2026-12-01T06:00:00Z'), 'Pacific/Auckland', NOW)).toMatch(
      /on the hour/,
    );
  });

  it('judges "on the hour" in the expert zone, so Adelaide starts at half past in UTC', () => {
    // Adelaide is UTC+10:30 in summer: 10:00 ACDT is 23:30 UTC.
    expect(
      startTimeProblem(new Date('2026-11-30T23:30:00Z'), 'Australia/Adelaide', NOW),
    ).toBeNull();
    expect(startTimeProblem(new Date('2026-12-01T00:00:00Z'), 'Australia/Adelaide', NOW)).toMatch(
      /on the hour/,
    );
  });

  it('refuses the past, the present and times with seconds', () => {
    expect(startTimeProblem(NOW, 'UTC', NOW)).toMatch(/future/);
    expect(startTimeProblem(new Date('2026-11-21T10:00:00Z'), 'UTC', NOW)).toMatch(/future/);
    expect(startTimeProblem(new Date('2026-11-23T10:00:30Z'), 'UTC', NOW)).toMatch(/on the hour/);
  });
});

describe('availableSlots', () => {
  const day = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-24T00:00:00Z') };

  it('offers ten hourly starts, 09:00 to 18:00, on a free day', () => {
    const slots = availableSlots({
      ...day,
      timeZone: 'UTC',
      durationMinutes: 60,
      busy: [],
      now: NOW,
    });
    expect(slots.map((s) => wallClock(s.start, 'UTC').hour)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
  });

  it('leaves out starts whose consultation would overlap a booking', () => {
    const busy = [
      { start: new Date('2026-11-23T11:00:00Z'), end: new Date('2026-11-23T12:30:00Z') },
    ];
    const slots = availableSlots({ ...day, timeZone: 'UTC', durationMinutes: 120, busy, now: NOW });
    // 09:00 + 2 h ends as the booking begins; 10:00, 11:00 and 12:00 would overlap it.
    expect(slots.map((s) => wallClock(s.start, 'UTC').hour)).toEqual([9, 13, 14, 15, 16, 17, 18]);
  });

  it('leaves out starts that are already past', () => {
    const now = new Date('2026-11-23T14:30:00Z');
    const slots = availableSlots({ ...day, timeZone: 'UTC', durationMinutes: 30, busy: [], now });
    expect(slots.map((s) => wallClock(s.start, 'UTC').hour)).toEqual([15, 16, 17, 18]);
  });

  it('offers nothing beyond the booking horizon, 60 days from now', () => {
    const slots = availableSlots({
      from: new Date('2027-01-20T00:00:00Z'),
      to: new Date('2027-01-23T00:00:00Z'),
      timeZone: 'UTC',
      durationMinutes: 60,
      busy: [],
      now: NOW,
    });
    // NOW + 60 days is 2027-01-21T00:00Z: the 20th is offered whole, nothing after.
    expect(slots).toHaveLength(10);
    expect(slots.every((s) => s.start.toISOString().startsWith('2027-01-20'))).toBe(true);
  });
});
