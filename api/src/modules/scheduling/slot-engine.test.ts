// Each refusal of the slot engine, and what buffers, notice, horizon, limits, overrides and busy times do to the list.
import { describe, expect, it } from 'vitest';
import { defaultRules, type AvailabilityRules } from './availability-rules.js';
import { noticeInWords, refusalError } from './refusals.js';
import { freeStarts, whyNot, type BookedTime, type SlotContext } from './slot-engine.js';

// Monday 23 November 2026, midnight UTC; the expert works in UTC so wall clock and instants read alike.
const NOW = new Date('2026-11-23T00:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

function context(
  rules: Partial<AvailabilityRules> = {},
  more: Partial<Omit<SlotContext, 'rules'>> = {},
): SlotContext {
  return {
    rules: { ...defaultRules('UTC'), ...rules },
    now: NOW,
    platformLatest: new Date(NOW.getTime() + 60 * DAY),
    booked: [],
    busy: [],
    ...more,
  };
}

const booking = (start: string, minutes: number, before = 0, after = 0): BookedTime => ({
  startsAt: at(start),
  blockedFrom: new Date(at(start).getTime() - before * 60_000),
  blockedUntil: new Date(at(start).getTime() + (minutes + after) * 60_000),
});

const hours = (starts: Date[]) => starts.map((s) => s.toISOString().slice(11, 16));

describe('whyNot', () => {
  it('refuses a start off the expert granularity: on the hour, or also the half hour', () => {
    expect(whyNot(context(), at('2026-11-24T10:30:00Z'), 60)).toMatchObject({
      code: 'invalid_start_time',
      reason: 'off_grid',
    });
    expect(whyNot(context({ granularityMinutes: 30 }), at('2026-11-24T10:30:00Z'), 60)).toBeNull();
  });

  it('refuses a duration the expert does not offer', () => {
    const rules = { durations: [30, 60] as AvailabilityRules['durations'] };
    expect(whyNot(context(rules), at('2026-11-24T10:00:00Z'), 90)).toEqual({
      code: 'duration_not_offered',
    });
  });

  it("refuses beyond the expert's horizon, and never past the platform's", () => {
    expect(whyNot(context({ horizonDays: 7 }), at('2026-12-01T10:00:00Z'), 60)).toEqual({
      code: 'beyond_booking_horizon',
      latest: new Date(NOW.getTime() + 7 * DAY),
      bound: 'expert',
    });
    const platformLatest = new Date(NOW.getTime() + 3 * DAY);
    expect(whyNot(context({}, { platformLatest }), at('2026-11-27T10:00:00Z'), 60)).toEqual({
      code: 'beyond_booking_horizon',
      latest: platformLatest,
      bound: 'platform',
    });
  });

  it('refuses inside the minimum notice', () => {
    const rules = { minimumNoticeMinutes: 24 * 60 };
    expect(whyNot(context(rules), at('2026-11-23T18:00:00Z'), 60)).toEqual({
      code: 'insufficient_notice',
      noticeMinutes: 1440,
    });
    expect(whyNot(context(rules), at('2026-11-24T09:00:00Z'), 60)).toBeNull();
  });

  it('refuses outside the weekly hours and on an override day off', () => {
    const rules: Partial<AvailabilityRules> = {
      weeklyHours: { ...defaultRules('UTC').weeklyHours, tuesday: [] },
      overrides: [{ date: '2026-11-26', until: '2026-11-27', ranges: [], note: 'Away' }],
    };
    expect(whyNot(context(rules), at('2026-11-24T10:00:00Z'), 60)?.code).toBe(
      'outside_availability',
    );
    expect(whyNot(context(rules), at('2026-11-27T10:00:00Z'), 60)?.code).toBe(
      'outside_availability',
    );
    expect(whyNot(context(rules), at('2026-11-25T10:00:00Z'), 60)).toBeNull();
  });

  it('refuses a day that already holds the daily limit', () => {
    const booked = [booking('2026-11-24T09:00:00Z', 60), booking('2026-11-24T11:00:00Z', 60)];
    expect(whyNot(context({ maxPerDay: 2 }, { booked }), at('2026-11-24T15:00:00Z'), 60)).toEqual({
      code: 'daily_limit_reached',
      maxPerDay: 2,
    });
    expect(
      whyNot(context({ maxPerDay: 3 }, { booked }), at('2026-11-24T15:00:00Z'), 60),
    ).toBeNull();
  });

  it('refuses a start whose consultation, with the buffers, overlaps an occupied time', () => {
    const booked = [booking('2026-11-24T10:00:00Z', 60)];
    const buffered = context({ bufferAfterMinutes: 15 }, { booked });
    expect(whyNot(buffered, at('2026-11-24T09:00:00Z'), 60)).toEqual({ code: 'slot_taken' });
    expect(whyNot(context({}, { booked }), at('2026-11-24T09:00:00Z'), 60)).toBeNull();
    // The booking's own buffer holds its range: 11:00 is taken by a 15-minute buffer after it.
    const held = [booking('2026-11-24T10:00:00Z', 60, 0, 15)];
    expect(whyNot(context({}, { booked: held }), at('2026-11-24T11:00:00Z'), 60)).toEqual({
      code: 'slot_taken',
    });
  });

  it("refuses a start inside an imported calendar's busy time", () => {
    const busy = [{ start: at('2026-11-24T12:30:00Z'), end: at('2026-11-24T13:00:00Z') }];
    expect(whyNot(context({}, { busy }), at('2026-11-24T12:00:00Z'), 60)).toEqual({
      code: 'expert_busy',
    });
    expect(whyNot(context({}, { busy }), at('2026-11-24T13:00:00Z'), 60)).toBeNull();
  });
});

describe('freeStarts', () => {
  const tuesday = { from: at('2026-11-24T00:00:00Z'), to: at('2026-11-25T00:00:00Z') };

  it('leaves out the starts a 15-minute buffer makes too close to a booking', () => {
    const booked = [booking('2026-11-24T12:00:00Z', 60, 15, 15)];
    const starts = freeStarts(
      context({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }, { booked }),
      {
        ...tuesday,
        durationMinutes: 60,
      },
    );
    expect(hours(starts)).toEqual(['09:00', '10:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });

  it('offers the half hours of every range, overrides in place of the weekday', () => {
    const rules: Partial<AvailabilityRules> = {
      granularityMinutes: 30,
      overrides: [
        { date: '2026-11-24', until: null, ranges: [{ from: '10:00', to: '11:00' }], note: null },
      ],
    };
    expect(hours(freeStarts(context(rules), { ...tuesday, durationMinutes: 30 }))).toEqual([
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('offers nothing for a duration not offered, and stops at the limit asked for', () => {
    const rules = { durations: [30] as AvailabilityRules['durations'] };
    expect(freeStarts(context(rules), { ...tuesday, durationMinutes: 60 })).toEqual([]);
    expect(hours(freeStarts(context(), { ...tuesday, durationMinutes: 60, limit: 2 }))).toEqual([
      '09:00',
      '10:00',
    ]);
  });
});

describe('the refusals in words', () => {
  it('say how much notice the expert needs', () => {
    expect(noticeInWords(1440)).toBe("24 hours'");
    expect(noticeInWords(60)).toBe("1 hour's");
    expect(noticeInWords(4320)).toBe("3 days'");
    expect(noticeInWords(45)).toBe("45 minutes'");
    const error = refusalError(
      { code: 'insufficient_notice', noticeMinutes: 1440 },
      defaultRules('UTC'),
    );
    expect(error).toMatchObject({
      status: 422,
      code: 'insufficient_notice',
      message: "This expert needs at least 24 hours' notice",
      details: { scheduledAt: expect.any(String) },
    });
  });

  it('answer a taken slot with 409 and a duration not offered naming the duration', () => {
    const rules = { ...defaultRules('UTC'), durations: [30, 60] as AvailabilityRules['durations'] };
    expect(refusalError({ code: 'slot_taken' }, rules)).toMatchObject({
      status: 409,
      code: 'slot_taken',
    });
    expect(refusalError({ code: 'duration_not_offered' }, rules)).toMatchObject({
      status: 422,
      details: { duration: 'Choose 30 or 60 minutes' },
    });
  });
});
