// An expert's availability settings as the slot engine reads them, and the defaults: today's standing hours (starts on
// the hour from 09:00 to 18:00 in the expert's zone every day, every duration, no buffer, no notice, the platform's
// 60-day horizon, no daily limit), so an expert who never saved settings is booked exactly as before.
import type { components } from '@expertbridge/sdk';
import { weekdayIndex } from './zoned-time.js';

type Schemas = components['schemas'];
export type AvailabilityRules = Schemas['AvailabilitySettingsInput'];
export type AvailabilityRange = Schemas['AvailabilityRange'];
export type AvailabilityOverride = Schemas['AvailabilityOverride'];
export type Weekday = keyof Schemas['WeeklyHours'];

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** The platform's booking horizon in days, which bounds how long a payment is held; no expert's may exceed it. */
export const PLATFORM_HORIZON_DAYS = 60;

const STANDING_HOURS: AvailabilityRange[] = [{ from: '09:00', to: '18:00' }];

/** The settings of an expert who never saved any: today's behaviour. */
export function defaultRules(timeZone: string): AvailabilityRules {
  return {
    timeZone,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, STANDING_HOURS.map((r) => ({ ...r }))]),
    ) as AvailabilityRules['weeklyHours'],
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    horizonDays: PLATFORM_HORIZON_DAYS,
    durations: [30, 60, 90, 120],
    granularityMinutes: 60,
    maxPerDay: null,
  };
}

/** "HH:MM" as minutes since midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "HH:MM" of minutes since midnight. */
export function timeOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The override covering a local date, if any (overrides never overlap, so at most one does). */
export function overrideOn(
  overrides: readonly AvailabilityOverride[],
  date: string,
): AvailabilityOverride | undefined {
  return overrides.find((o) => o.date <= date && date <= (o.until ?? o.date));
}

/** The ranges of allowed starts on a local date, as minutes, earliest first: its override's, else its weekday's. */
export function rangesOn(rules: AvailabilityRules, date: string): { from: number; to: number }[] {
  const ranges =
    overrideOn(rules.overrides, date)?.ranges ?? rules.weeklyHours[WEEKDAYS[weekdayIndex(date)]!];
  return ranges
    .map((r) => ({ from: minutesOf(r.from), to: minutesOf(r.to) }))
    .sort((a, b) => a.from - b.from);
}
