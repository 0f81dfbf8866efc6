// Wall-clock time in an IANA zone, through Intl only (the runtime's own time zone data): whether a zone exists and
// its canonical name, the offset at an instant, a local time as an instant, an instant as local fields. The one
// place the API reads zones: the availability rules, the imported calendars and the feed all build on it.

import { dateFormatPerZone } from './date-format.js';

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatFor = dateFormatPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Whether the runtime knows this IANA zone. */
export function isKnownZone(zone: string): boolean {
  try {
    formatFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone as Intl names it ('pacific/auckland' is 'Pacific/Auckland'); the zone must be known. */
export function canonicalZone(zone: string): string {
  return formatFor(zone).resolvedOptions().timeZone;
}

/** The local fields of an instant in a zone. */
export function localFields(at: Date, zone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatFor(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (t: LocalTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/**
 * Offsets already read, per zone and whole second. A zone's offset at an instant never changes while the process
 * runs (its rules are the runtime's), and the slot engine asks for the same instants (the hours and half hours of the
 * coming weeks) over and over, for every expert in the zone: Intl's formatToParts was a quarter of the CPU of an
 * expert's availability. Emptied whole once it holds OFFSETS_KEPT instants, so a caller naming many zones or
 * instants cannot make it grow without bound.
 */
const offsetsRead = new Map<string, Map<number, number>>();
let offsetsKept = 0;
export const OFFSETS_KEPT = 100_000;

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(at: Date, zone: string): number {
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  const known = offsetsRead.get(zone)?.get(whole);
  if (known !== undefined) return known;
  const offset = Math.round((asUtc(localFields(new Date(whole), zone)) - whole) / 60_000);
  if (offsetsKept >= OFFSETS_KEPT) {
    offsetsRead.clear();
    offsetsKept = 0;
  }
  let zoneOffsets = offsetsRead.get(zone);
  if (!zoneOffsets) offsetsRead.set(zone, (zoneOffsets = new Map()));
  zoneOffsets.set(whole, offset);
  offsetsKept += 1;
  return offset;
}

/**
 * The instant of a wall-clock time in a zone. A time that does not exist (the hour skipped when clocks go forward)
 * is read with the offset before the change, so it lands after the gap, as calendar apps place it; a time that
 * happens twice (clocks going back) is its first occurrence.
 */
export function zonedInstant(local: LocalTime, zone: string): Date {
  const wall = asUtc(local);
  const before = offsetMinutes(new Date(wall - 36 * 3_600_000), zone);
  const after = offsetMinutes(new Date(wall + 36 * 3_600_000), zone);
  // Try the earlier offset first: for a repeated hour it gives the first occurrence.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = new Date(wall - offset * 60_000);
    if (asUtc(localFields(candidate, zone)) === wall) return candidate;
  }
  return new Date(wall - before * 60_000);
}
