// Property tests of the slot engine across daylight saving in the zones that matter here: Auckland and Sydney (DST
// on different dates), Brisbane and Perth (none), Adelaide (a half-hour offset), Lord Howe (a 30-minute shift) and
// Chatham (+12:45). The oracle is independent of the engine's own zone arithmetic: it walks every quarter hour in
// UTC (every offset of these zones is a multiple of 15 minutes) and reads each instant's wall clock with a separate
// Intl formatter; the starts are the instants whose wall clock is on the grid within a range of its date, each
// wall-clock time once, at its first occurrence (the engine's documented choice for the hour repeated when clocks go
// back).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClock as testWallClock } from '../../../test/scheduling/schedule-fixtures.js';
import {
  minutesOf,
  rangesOn,
  timeOf,
  WEEKDAYS,
  type AvailabilityRules,
} from './availability-rules.js';
import { freeStarts, whyNot, type SlotContext } from './slot-engine.js';

const ZONES = [
  'Pacific/Auckland',
  'Australia/Sydney',
  'Australia/Brisbane',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
] as const;

const QUARTER_MS = 15 * 60_000;
const DAY_MS = 24 * 3_600_000;
/** Days around which clocks change in these zones (NZ and Chatham: April and September; AU: April and October). */
const TRANSITIONS = [
  '2026-04-05',
  '2026-09-27',
  '2026-10-04',
  '2027-04-04',
  '2027-09-26',
  '2027-10-03',
];

/** The wall clock of an instant in a zone, read with the tests' own formatter. */
function wallClock(at: number, timeZone: string): { date: string; minutes: number } {
  const local = testWallClock(new Date(at), timeZone);
  return { date: local.date, minutes: minutesOf(local.time) };
}

/** The starts the rules allow in [from, to), by brute force over every quarter hour. */
function oracle(rules: AvailabilityRules, from: number, to: number): number[] {
  const seen = new Set<string>();
  const starts: number[] = [];
  // Begin a day early so that a wall-clock time first seen before `from` is not taken for its first occurrence.
  for (let at = Math.ceil((from - DAY_MS) / QUARTER_MS) * QUARTER_MS; at < to; at += QUARTER_MS) {
    const { date, minutes } = wallClock(at, rules.timeZone);
    if (minutes % rules.granularityMinutes !== 0) continue;
    if (!rangesOn(rules, date).some((r) => r.from <= minutes && minutes <= r.to)) continue;
    const key = `${date} ${minutes}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (at >= from) starts.push(at);
  }
  return starts;
}

/** Up to three non-overlapping ranges of a day from sorted distinct half hours, night hours included. */
const dayRanges = fc
  .uniqueArray(fc.integer({ min: 0, max: 47 }), { maxLength: 6 })
  .map((halfHours) => {
    const sorted = [...halfHours].sort((a, b) => a - b);
    const ranges = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      ranges.push({ from: timeOf(sorted[i]! * 30), to: timeOf(sorted[i + 1]! * 30) });
    }
    return ranges;
  });

const scenario = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  anchor: fc.constantFrom(...TRANSITIONS),
  shiftHours: fc.integer({ min: -48, max: 24 }),
  granularityMinutes: fc.constantFrom(30 as const, 60 as const),
  week: fc.array(dayRanges, { minLength: 7, maxLength: 7 }),
  override: fc.option(fc.record({ dayOffset: fc.integer({ min: 0, max: 2 }), ranges: dayRanges })),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function contextOf(s: Scenario): {
  context: SlotContext;
  from: number;
  to: number;
} {
  const from = Date.parse(`${s.anchor}T00:00:00Z`) + s.shiftHours * 3_600_000;
  const to = from + 3 * DAY_MS;
  const overrideDate = new Date(from + (s.override?.dayOffset ?? 0) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const rules: AvailabilityRules = {
    timeZone: s.timeZone,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day, i) => [day, s.week[i]!]),
    ) as AvailabilityRules['weeklyHours'],
    overrides: s.override
      ? [{ date: overrideDate, until: null, ranges: s.override.ranges, note: null }]
      : [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    horizonDays: 60,
    durations: [30, 60, 90, 120],
    granularityMinutes: s.granularityMinutes,
    maxPerDay: null,
  };
  const now = new Date(from - 7 * DAY_MS);
  const context = { rules, now, platformLatest: new Date(to + DAY_MS), booked: [], busy: [] };
  return { context, from, to };
}

describe('free starts across daylight saving', () => {
  it('are exactly the wall-clock starts that exist, each once, sorted, on the grid within a range', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { context, from, to } = contextOf(s);
        const starts = freeStarts(context, {
          from: new Date(from),
          to: new Date(to),
          durationMinutes: 60,
        });
        const times = starts.map((d) => d.getTime());
        // Sorted, none twice.
        expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
        // Each on the grid within a range of its date, in the expert's zone.
        for (const at of times) {
          const { date, minutes } = wallClock(at, s.timeZone);
          expect(minutes % s.granularityMinutes).toBe(0);
          expect(
            rangesOn(context.rules, date).some((r) => r.from <= minutes && minutes <= r.to),
          ).toBe(true);
        }
        // None lost, none invented (a time skipped when clocks go forward has no instant to offer).
        expect(times).toEqual(oracle(context.rules, from, to));
      }),
      { numRuns: 250 },
    );
  });

  it('agree with whyNot: every offered start passes, every other quarter hour is refused', () => {
    // Here with buffers, notice, a daily limit, bookings and busy times too: both sides must apply them alike.
    const pressures = fc.record({
      bufferBefore: fc.constantFrom(0, 15, 30),
      bufferAfter: fc.constantFrom(0, 5, 60),
      noticeHours: fc.integer({ min: 0, max: 48 }),
      maxPerDay: fc.option(fc.integer({ min: 1, max: 3 })),
      booked: fc.array(
        fc.record({ hour: fc.integer({ min: 0, max: 71 }), minutes: fc.constantFrom(30, 60, 90) }),
        {
          maxLength: 4,
        },
      ),
      busy: fc.array(
        fc.record({
          quarter: fc.integer({ min: 0, max: 287 }),
          quarters: fc.integer({ min: 1, max: 8 }),
        }),
        {
          maxLength: 3,
        },
      ),
    });
    fc.assert(
      fc.property(scenario, pressures, (s, p) => {
        const base = contextOf(s);
        const { from, to } = base;
        const context: SlotContext = {
          ...base.context,
          rules: {
            ...base.context.rules,
            bufferBeforeMinutes: p.bufferBefore,
            bufferAfterMinutes: p.bufferAfter,
            minimumNoticeMinutes: p.noticeHours * 60,
            maxPerDay: p.maxPerDay,
          },
          // Notice counted back from the window's start, so that it cuts into it.
          now: new Date(from - p.noticeHours * 1_800_000),
          booked: p.booked.map((b) => {
            const startsAt = new Date(from + b.hour * 3_600_000);
            return {
              startsAt,
              blockedFrom: new Date(startsAt.getTime() - p.bufferBefore * 60_000),
              blockedUntil: new Date(startsAt.getTime() + (b.minutes + p.bufferAfter) * 60_000),
            };
          }),
          busy: p.busy.map((b) => ({
            start: new Date(from + b.quarter * QUARTER_MS),
            end: new Date(from + (b.quarter + b.quarters) * QUARTER_MS),
          })),
        };
        const offered = new Set(
          freeStarts(context, { from: new Date(from), to: new Date(to), durationMinutes: 30 }).map(
            (d) => d.getTime(),
          ),
        );
        for (let at = from; at < to; at += QUARTER_MS) {
          const refusal = whyNot(context, new Date(at), 30);
          expect([at, refusal === null]).toEqual([at, offered.has(at)]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('offers a repeated wall-clock time once, at its first occurrence, and refuses the second', () => {
    // Auckland goes back from 03:00 NZDT to 02:00 NZST on 5 April 2026: 02:00 happens at 13:00 and 14:00 UTC.
    const { context } = contextOf({
      timeZone: 'Pacific/Auckland',
      anchor: '2026-04-05',
      shiftHours: -24,
      granularityMinutes: 60,
      week: Array.from({ length: 7 }, () => [{ from: '02:00', to: '02:00' }]),
      override: null,
    });
    const first = new Date('2026-04-04T13:00:00Z');
    const second = new Date('2026-04-04T14:00:00Z');
    const starts = freeStarts(context, {
      from: first,
      to: new Date(second.getTime() + 1),
      durationMinutes: 60,
    });
    expect(starts).toEqual([first]);
    expect(whyNot(context, second, 60)).toMatchObject({
      code: 'invalid_start_time',
      reason: 'repeated_hour',
    });
  });

  /** The wall-clock starts on the day clocks change, every day open over `range`, every half hour. */
  function startsOnTheDay(
    timeZone: (typeof ZONES)[number],
    day: string,
    range: { from: string; to: string },
  ) {
    const { context, from, to } = contextOf({
      timeZone,
      anchor: day,
      shiftHours: -24,
      granularityMinutes: 30,
      week: Array.from({ length: 7 }, () => [range]),
      override: null,
    });
    return freeStarts(context, { from: new Date(from), to: new Date(to), durationMinutes: 30 })
      .map((d) => wallClock(d.getTime(), timeZone))
      .filter((local) => local.date === day)
      .map((local) => timeOf(local.minutes));
  }

  it('offers nothing at a wall-clock time that does not exist', () => {
    // Lord Howe moves from 02:00 to 02:30 on 4 October 2026; Chatham from 02:45 to 03:45 on 27 September 2026.
    expect(
      startsOnTheDay('Australia/Lord_Howe', '2026-10-04', { from: '01:30', to: '03:00' }),
    ).toEqual(['01:30', '02:30', '03:00']);
    expect(startsOnTheDay('Pacific/Chatham', '2026-09-27', { from: '02:00', to: '04:00' })).toEqual(
      ['02:00', '02:30', '04:00'],
    );
  });
});
