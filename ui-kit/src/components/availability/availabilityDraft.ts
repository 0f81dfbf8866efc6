import type {
  AvailabilityDraft,
  AvailabilityOverride,
  AvailabilityRange,
  AvailabilitySettings,
} from '../../hooks/availability.js';
import type { MessageKey, MessageParams } from '../../i18n/catalogue.js';

// The editor's draft and the rules it can check before asking the API: the same limits the contract
// declares, reported under the same field paths as the API's `details` (`weeklyHours.monday.0.to`), so
// one map of errors serves both.

/** Monday first, as weeks run in New Zealand and Australia. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Every start time a range may name: 00:00 to 23:30 on the half hour. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** The platform's booking horizon: a payment is held at most this long, so no expert can go further. */
export const MAX_HORIZON_DAYS = 60;
export const MAX_RANGES_PER_DAY = 6;
export const MAX_OVERRIDES = 200;
export const MAX_NOTE_LENGTH = 100;

/** An error in words: a catalogue key and its placeholders, or the API's own sentence. */
export type Problem = { key: MessageKey; params?: MessageParams } | { text: string };
/** Errors by field path, as the API's `details` name them. */
export type Problems = Record<string, Problem>;

/** The draft the saved (or default) settings start from. */
export function draftOf(settings: AvailabilitySettings): AvailabilityDraft {
  const { updatedAt: _saved, ...draft } = settings;
  return structuredClone(draft);
}

/** Whether two drafts say the same (the unsaved-changes test). */
export function sameDraft(a: AvailabilityDraft, b: AvailabilityDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A new range after a day's last one (an hour after its last start), or the platform's usual day. */
export function nextRange(ranges: readonly AvailabilityRange[]): AvailabilityRange {
  const last = ranges.at(-1);
  if (!last) return { from: '09:00', to: '18:00' };
  const start = Math.min(minutesOf(last.to) + 60, 23 * 60 + 30);
  const end = Math.min(start + 180, 23 * 60 + 30);
  return { from: HALF_HOURS[start / 30]!, to: HALF_HOURS[end / 30]! };
}

/** The override that covers a day, if any. */
export function overrideOn(
  overrides: readonly AvailabilityOverride[],
  day: string,
): AvailabilityOverride | undefined {
  return overrides.find((o) => o.date <= day && day <= (o.until ?? o.date));
}

/** The overrides in date order, with one replaced (or added) and another removed. */
export function withOverride(
  overrides: readonly AvailabilityOverride[],
  replaced: AvailabilityOverride | undefined,
  next: AvailabilityOverride | undefined,
): AvailabilityOverride[] {
  const kept = overrides.filter((o) => o !== replaced);
  return (next ? [...kept, next] : kept).sort((a, b) => a.date.localeCompare(b.date));
}

/** The problems of a day's ranges: reversed, off the half hour, or overlapping the one before. */
function rangeProblems(ranges: readonly AvailabilityRange[], path: string, into: Problems) {
  if (ranges.length > MAX_RANGES_PER_DAY) {
    into[path] = {
      key: 'availabilityEditor.error.tooManyRanges',
      params: { count: MAX_RANGES_PER_DAY },
    };
  }
  const sorted = ranges.map((range, index) => ({ range, index }));
  sorted.sort((a, b) => a.range.from.localeCompare(b.range.from));
  sorted.forEach(({ range, index }, position) => {
    if (!HALF_HOURS.includes(range.from) || !HALF_HOURS.includes(range.to)) {
      into[`${path}.${index}.from`] = { key: 'availabilityEditor.error.halfHour' };
    } else if (range.from > range.to) {
      into[`${path}.${index}.to`] = { key: 'availabilityEditor.error.reversed' };
    }
    const before = sorted[position - 1];
    if (before && range.from <= before.range.to) {
      into[`${path}.${index}.from`] ??= { key: 'availabilityEditor.error.overlap' };
    }
  });
}

const DAY = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** What the editor can tell before saving, under the API's field paths; empty when the draft is fine. */
export function checkDraft(draft: AvailabilityDraft): Problems {
  const problems: Problems = {};
  for (const day of WEEKDAYS) rangeProblems(draft.weeklyHours[day], `weeklyHours.${day}`, problems);
  if (draft.overrides.length > MAX_OVERRIDES) {
    problems['overrides'] = {
      key: 'availabilityEditor.error.tooManyOverrides',
      params: { count: MAX_OVERRIDES },
    };
  }
  let lastDay = '';
  draft.overrides.forEach((override, index) => {
    const path = `overrides.${index}`;
    rangeProblems(override.ranges, `${path}.ranges`, problems);
    if (override.until !== null) {
      const span = daysBetween(override.date, override.until);
      if (span < 0) problems[`${path}.until`] = { key: 'availabilityEditor.error.untilBefore' };
      else if (span > 366)
        problems[`${path}.until`] = { key: 'availabilityEditor.error.untilTooFar' };
    }
    if ((override.note ?? '').length > MAX_NOTE_LENGTH) {
      problems[`${path}.note`] = {
        key: 'availabilityEditor.error.noteTooLong',
        params: { count: MAX_NOTE_LENGTH },
      };
    }
    // The overrides are kept in date order, so an overlap is with the one before.
    if (lastDay && override.date <= lastDay) {
      problems[`${path}.date`] = { key: 'availabilityEditor.error.overridesOverlap' };
    }
    lastDay = override.until ?? override.date;
  });
  if (draft.durations.length === 0) {
    problems['durations'] = { key: 'availabilityEditor.error.durations' };
  }
  const horizon = draft.horizonDays;
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON_DAYS) {
    problems['horizonDays'] = {
      key: 'availabilityEditor.error.horizon',
      params: { max: MAX_HORIZON_DAYS },
    };
  }
  const limit = draft.maxPerDay;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 24)) {
    problems['maxPerDay'] = { key: 'availabilityEditor.error.maxPerDay' };
  }
  return problems;
}

/** The API's field errors (400/422 `details`) as problems in its own words. */
export function problemsFromDetails(details: Record<string, string>): Problems {
  return Object.fromEntries(Object.entries(details).map(([path, text]) => [path, { text }]));
}

/** The problems at a path or under it (`weeklyHours.monday` holds `weeklyHours.monday.0.to`). */
export function problemsUnder(problems: Problems, path: string): [string, Problem][] {
  return Object.entries(problems).filter(([key]) => key === path || key.startsWith(`${path}.`));
}
