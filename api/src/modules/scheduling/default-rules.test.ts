// The defaults reproduce the platform's standing hours exactly: starts on the hour from 09:00 to 18:00 in the
// expert's zone every day, every duration, no buffer, no notice, a 60-day horizon, no daily limit.
import { describe, expect, it } from 'vitest';
import { defaultRules } from './availability-rules.js';
import { freeStarts, whyNot, type BookedTime, type SlotContext } from './slot-engine.js';
import { localTimeOf } from './zoned-time.js';

const NOW = new Date('2026-11-22T00:00:00.000Z');
const DAY_MS = 24 * 3_600_000;

function context(
  timeZone: string,
  options: { now?: Date; booked?: BookedTime[] } = {},
): SlotContext {
  const now = options.now ?? NOW;
  return {
    rules: defaultRules(timeZone),
    now,
    platformLatest: new Date(now.getTime() + 60 * DAY_MS),
    booked: options.booked ?? [],
    busy: [],
  };
}

const hourIn = (at: Date, timeZone: string) => localTimeOf(at, timeZone).minutes / 60;

describe('whyNot under the defaults', () => {
  it('accepts 09:00 and 18:00 in the expert zone and refuses 08:00 and 19:00', () => {
    // Auckland is UTC+13 in November: 09:00 NZDT is 20:00 UTC the day before.
    const auckland = context('Pacific/Auckland');
    expect(whyNot(auckland, new Date('2026-11-30T20:00:00Z'), 60)).toBeNull();
    expect(whyNot(auckland, new Date('2026-12-01T05:00:00Z'), 60)).toBeNull();
    expect(whyNot(auckland, new Date('2026-11-30T19:00:00Z'), 60)?.code).toBe(
      'outside_availability',
    );
    expect(whyNot(auckland, new Date('2026-12-01T06:00:00Z'), 60)?.code).toBe(
      'outside_availability',
    );
  });

  it('judges "on the hour" in the expert zone, so Adelaide starts at half past in UTC', () => {
    // Adelaide is UTC+10:30 in summer: 10:00 ACDT is 23:30 UTC.
    const adelaide = context('Australia/Adelaide');
    expect(whyNot(adelaide, new Date('2026-11-30T23:30:00Z'), 60)).toBeNull();
    expect(whyNot(adelaide, new Date('2026-12-01T00:00:00Z'), 60)).toMatchObject({
      code: 'invalid_start_time',
      reason: 'off_grid',
    });
  });

  it('refuses the past, the present and times with seconds', () => {
    const utc = context('UTC');
    expect(whyNot(utc, NOW, 60)).toMatchObject({ code: 'invalid_start_time', reason: 'past' });
    expect(whyNot(utc, new Date('2026-11-21T10:00:00Z'), 60)).toMatchObject({ reason: 'past' });
    expect(whyNot(utc, new Date('2026-11-23T10:00:30Z'), 60)).toMatchObject({ reason: 'off_grid' });
  });

  it('offers every duration', () => {
    for (const duration of [30, 60, 90, 120]) {
      expect(whyNot(context('UTC'), new Date('2026-11-23T10:00:00Z'), duration)).toBeNull();
    }
  });
});

describe('freeStarts under the defaults', () => {
  const day = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-24T00:00:00Z') };

  it('offers ten hourly starts, 09:00 to 18:00, on a free day', () => {
    const starts = freeStarts(context('UTC'), { ...day, durationMinutes: 60 });
    expect(starts.map((s) => hourIn(s, 'UTC'))).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('leaves out starts whose consultation would overlap a booking', () => {
    const booked = [
      {
        startsAt: new Date('2026-11-23T11:00:00Z'),
        blockedFrom: new Date('2026-11-23T11:00:00Z'),
        blockedUntil: new Date('2026-11-23T12:30:00Z'),
      },
    ];
    const starts = freeStarts(context('UTC', { booked }), { ...day, durationMinutes: 120 });
    // 09:00 + 2 h ends as the booking begins; 10:00, 11:00 and 12:00 would overlap it.
    expect(starts.map((s) => hourIn(s, 'UTC'))).toEqual([9, 13, 14, 15, 16, 17, 18]);
  });

  it('leaves out starts that are already past', () => {
    const now = new Date('2026-11-23T14:30:00Z');
    const starts = freeStarts(context('UTC', { now }), { ...day, durationMinutes: 30 });
    expect(starts.map((s) => hourIn(s, 'UTC'))).toEqual([15, 16, 17, 18]);
  });

  it('offers nothing beyond the booking horizon, 60 days from now', () => {
    const starts = freeStarts(context('UTC'), {
      from: new Date('2027-01-20T00:00:00Z'),
      to: new Date('2027-01-23T00:00:00Z'),
      durationMinutes: 60,
    });
    // NOW + 60 days is 2027-01-21T00:00Z: the 20th is offered whole, nothing after.
    expect(starts).toHaveLength(10);
    expect(starts.every((s) => s.toISOString().startsWith('2027-01-20'))).toBe(true);
  });
});
