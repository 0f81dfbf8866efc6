// zod at the edge of the availability settings; mirrors openapi.yaml (AvailabilitySettingsInput and its parts). The
// checks a schema alone cannot say (ranges that overlap or run backwards, a zone Intl does not know, overrides that
// overlap) name the field they concern, as `weeklyHours.tuesday.1` or `overrides.3.until`.
import { z } from 'zod';
import { withoutNul } from '../../platform/text.js';
import { minutesOf, PLATFORM_HORIZON_DAYS, WEEKDAYS } from './availability-rules.js';
import { canonicalTimeZone, isKnownTimeZone, naiveMidnight } from './zoned-time.js';

const DAY_MS = 24 * 3_600_000;
const MAX_RANGES_PER_DAY = 6;
const MAX_OVERRIDES = 200;
const MAX_OVERRIDE_DAYS = 366;

const HALF_HOUR = 'A time from 00:00 to 23:30 on the hour or the half hour, as HH:MM';
const time = z.string({ error: HALF_HOUR }).regex(/^([01][0-9]|2[0-3]):(00|30)$/, HALF_HOUR);

const range = z.strictObject(
  { from: time, to: time },
  { error: 'A range is { from, to }, the first and last start times' },
);

/** The ranges of one day: each from ≤ to (the last start, within the day), none overlapping another. */
const dayRanges = z
  .array(range, { error: 'A list of ranges' })
  .max(MAX_RANGES_PER_DAY, `At most ${MAX_RANGES_PER_DAY} ranges a day`)
  .superRefine((ranges, ctx) => {
    ranges.forEach((r, i) => {
      if (minutesOf(r.from) > minutesOf(r.to)) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `The range ends before it starts: ${r.to} is before ${r.from} (a range cannot run past midnight)`,
        });
      }
    });
    const sorted = ranges
      .map((r, i) => ({ i, from: minutesOf(r.from), to: minutesOf(r.to) }))
      .sort((a, b) => a.from - b.from);
    for (let k = 1; k < sorted.length; k += 1) {
      if (sorted[k]!.from <= sorted[k - 1]!.to) {
        ctx.addIssue({
          code: 'custom',
          path: [sorted[k]!.i],
          message: 'This range overlaps another range of the same day',
        });
      }
    }
  });

const DATE = 'A date as YYYY-MM-DD';
const date = z.iso.date({ error: DATE });

const override = z
  .strictObject(
    {
      date,
      until: z.union([date, z.null()], { error: DATE }),
      ranges: dayRanges,
      note: z.union([
        z
          .string({ error: 'A note is text' })
          .max(100, 'At most 100 characters')
          .refine(withoutNul, 'A note must not contain NUL characters'),
        z.null(),
      ]),
    },
    { error: 'An override is { date, until, ranges, note }' },
  )
  .superRefine((o, ctx) => {
    if (o.until === null) return;
    const days = (naiveMidnight(o.until) - naiveMidnight(o.date)) / DAY_MS;
    if (days < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['until'],
        message: 'The last day is before the first',
      });
    } else if (days + 1 > MAX_OVERRIDE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['until'],
        message: `An override spans at most ${MAX_OVERRIDE_DAYS} days`,
      });
    }
  });

const overrides = z
  .array(override, { error: 'A list of overrides' })
  .max(MAX_OVERRIDES, `At most ${MAX_OVERRIDES} overrides`)
  .superRefine((list, ctx) => {
    const spans = list
      .map((o, i) => ({ i, from: o.date, to: o.until ?? o.date }))
      .filter((s) => s.from <= s.to)
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    for (let k = 1; k < spans.length; k += 1) {
      if (spans[k]!.from <= spans[k - 1]!.to) {
        ctx.addIssue({
          code: 'custom',
          path: [spans[k]!.i],
          message: `This override overlaps the one from ${spans[k - 1]!.from}`,
        });
      }
    }
  });

const whole = (label: string, min: number, max: number, step: number) => {
  const message = `${label}: a whole number from ${min} to ${max}${step > 1 ? `, in steps of ${step}` : ''}`;
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .multipleOf(step, message);
};

const DURATIONS = 'One to four different lengths of 30, 60, 90 or 120 minutes';

export const availabilitySettingsSchema = z.object(
  {
    timeZone: z
      .string({ error: 'An IANA time zone such as Pacific/Auckland' })
      .min(1, 'An IANA time zone such as Pacific/Auckland')
      .max(64, 'An IANA time zone such as Pacific/Auckland')
      .refine(isKnownTimeZone, 'Not a time zone we know; choose one such as Pacific/Auckland')
      .transform(canonicalTimeZone),
    weeklyHours: z.strictObject(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges])) as Record<
        (typeof WEEKDAYS)[number],
        typeof dayRanges
      >,
      { error: 'The ranges of each day from monday to sunday' },
    ),
    overrides,
    bufferBeforeMinutes: whole('Minutes', 0, 240, 5),
    bufferAfterMinutes: whole('Minutes', 0, 240, 5),
    minimumNoticeMinutes: whole('Minutes (at most 30 days)', 0, 43_200, 15),
    horizonDays: z
      .number({ error: 'Days: a whole number from 1 to 60' })
      .int('Days: a whole number from 1 to 60')
      .min(1, 'Days: a whole number from 1 to 60')
      .max(
        PLATFORM_HORIZON_DAYS,
        `At most ${PLATFORM_HORIZON_DAYS} days: the platform's booking horizon, which bounds how long a payment is held`,
      ),
    durations: z
      .array(z.union([z.literal(30), z.literal(60), z.literal(90), z.literal(120)]), {
        error: DURATIONS,
      })
      .min(1, DURATIONS)
      .max(4, DURATIONS)
      .refine((list) => new Set(list).size === list.length, DURATIONS),
    granularityMinutes: z.union([z.literal(60), z.literal(30)], {
      error: 'Starts every 60 or every 30 minutes',
    }),
    maxPerDay: z.union([whole('Consultations a day', 1, 24, 1), z.null()], {
      error: 'Consultations a day: a whole number from 1 to 24, or null for no limit',
    }),
  },
  { error: 'Send the settings as a JSON object' },
);
export type AvailabilitySettingsBody = z.output<typeof availabilitySettingsSchema>;
