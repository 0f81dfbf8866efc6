// Reads an external calendar (iCalendar text) into the busy ranges of the coming days, with ical.js doing the
// parsing and the recurrence expansion (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides). Times are turned into
// instants here, by each property's TZID read as an IANA zone (Outlook's Windows zone names mapped through
// windows-iana), falling back to the file's own VTIMEZONE, then to the calendar's X-WR-TIMEZONE or the expert's zone.
// The work is bounded: a hostile file fails with a sentence for a person instead of running away.
import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { isKnownZone, zonedInstant } from '../../platform/zone-time.js';

export interface BusyRange {
  start: Date;
  end: Date;
}

export interface ReadOptions {
  now: Date;
  /** How far ahead busy times are read. */
  days: number;
  /** The zone of floating times and all-day events when the calendar names none: the expert's. */
  zone: string;
  /** Busy ranges one calendar may yield. */
  maxInstances?: number;
  /** Recurrence steps one calendar may take, however far back its rules start. */
  maxSteps?: number;
}

/** A calendar that could not be read; `message` is for the expert. */
export class CalendarReadError extends Error {
  override name = 'CalendarReadError';
}

const MAX_DEPTH = 8;
const MAX_COMPONENTS = 20_000;
const DAY_MS = 86_400_000;
/** How long reading one calendar's recurrences may take, whatever the rules. */
const MAX_READ_MS = 2_000;

/** Refuses files whose shape alone would cost too much: nesting and sheer number of components. */
function checkShape(text: string): void {
  if (!/^BEGIN:VCALENDAR/im.test(text)) {
    throw new CalendarReadError('This address did not return a calendar (.ics) file.');
  }
  let depth = 0;
  let components = 0;
  for (const match of text.matchAll(/^(BEGIN|END):/gim)) {
    if (match[1]!.toUpperCase() === 'BEGIN') {
      depth += 1;
      components += 1;
      if (depth > MAX_DEPTH) {
        throw new CalendarReadError('The calendar file is nested too deeply to be read.');
      }
      if (components > MAX_COMPONENTS) {
        throw new CalendarReadError('The calendar file has too many entries to be read.');
      }
    } else depth -= 1;
  }
}

/** An IANA zone for a TZID as calendars write it, or undefined. */
export function ianaZoneOf(tzid: string | undefined): string | undefined {
  if (!tzid) return undefined;
  const name = tzid.replace(/^"|"$/g, '').trim();
  if (isKnownZone(name)) return name;
  const windows = findIana(name)?.[0];
  if (windows && isKnownZone(windows)) return windows;
  // Some writers prefix the IANA name with their own path (e.g. /mozilla.org/20050126_1/Europe/London).
  const parts = name.split('/').filter(Boolean);
  for (const take of [3, 2]) {
    const tail = parts.slice(-take).join('/');
    if (parts.length >= take && isKnownZone(tail)) return tail;
  }
  return undefined;
}

function instantOf(time: ICAL.Time, tzid: string | undefined, fallbackZone: string): Date {
  const fields = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  };
  if (time.isDate) return zonedInstant(fields, fallbackZone);
  if (time.zone === ICAL.Timezone.utcTimezone) {
    return new Date(
      Date.UTC(
        fields.year,
        fields.month - 1,
        fields.day,
        fields.hour,
        fields.minute,
        fields.second,
      ),
    );
  }
  const zone = ianaZoneOf(tzid);
  if (zone) return zonedInstant(fields, zone);
  // A zone the runtime does not know, defined in the file itself: ical.js applies the file's VTIMEZONE.
  if (tzid && time.zone && time.zone.tzid === tzid && time.zone.component) {
    return new Date(time.toUnixTime() * 1000);
  }
  return zonedInstant(fields, fallbackZone);
}

const tzidOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

const isFree = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';

/** The busy ranges of a calendar over `[now, now + days)`, earliest first; throws CalendarReadError. */
export function readBusyRanges(text: string, options: ReadOptions): BusyRange[] {
  try {
    return readRanges(text, options);
  } catch (error) {
    if (error instanceof CalendarReadError) throw error;
    // ical.js refuses some malformed rules only while expanding them.
    throw new CalendarReadError('An event in the calendar file could not be read.');
  }
}

function readRanges(text: string, options: ReadOptions): BusyRange[] {
  const { now, days, maxInstances = 5_000, maxSteps = 100_000 } = options;
  checkShape(text);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  } catch {
    throw new CalendarReadError('The calendar file is not valid iCalendar data.');
  }
  if (root.name !== 'vcalendar') {
    throw new CalendarReadError('This address did not return a calendar (.ics) file.');
  }
  const calendarZone = ianaZoneOf(String(root.getFirstPropertyValue('x-wr-timezone') ?? ''));
  const floating = calendarZone ?? options.zone;
  const windowEnd = new Date(now.getTime() + days * DAY_MS);
  const busy: BusyRange[] = [];
  let steps = 0;

  const keep = (
    item: ICAL.Component,
    start: ICAL.Time,
    end: ICAL.Time,
    startZone?: string,
    endZone?: string,
  ) => {
    if (isFree(item)) return;
    const from = instantOf(start, startZone, floating);
    const until = instantOf(end, endZone ?? startZone, floating);
    if (until <= from || until <= now || from >= windowEnd) return;
    busy.push({ start: from, end: until });
    if (busy.length > maxInstances) {
      throw new CalendarReadError(
        `The calendar has more than ${maxInstances.toLocaleString('en-NZ')} events in the next ${days} days.`,
      );
    }
  };

  const started = Date.now();
  const events = root.getAllSubcomponents('vevent');
  const overrides = new Map<string, ICAL.Component[]>();
  for (const vevent of events) {
    if (!vevent.hasProperty('recurrence-id')) continue;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
  }
  for (const vevent of events) {
    if (vevent.hasProperty('recurrence-id') || !vevent.hasProperty('dtstart')) continue;
    if (isFree(vevent) && !vevent.hasProperty('rrule') && !vevent.hasProperty('rdate')) continue;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(vevent, {
        exceptions: overrides.get(uid) ?? [],
        strictExceptions: false,
      });
    } catch {
      throw new CalendarReadError('An event in the calendar file could not be read.');
    }
    const zone = tzidOf(vevent, 'dtstart');
    if (!event.isRecurring()) {
      keep(vevent, event.startDate, event.endDate, zone, tzidOf(vevent, 'dtend'));
      continue;
    }
    if (isFree(vevent)) continue;
    const iterator = event.iterator();
    const lengthMs = Math.max(0, event.duration.toSeconds() * 1000);
    for (let next = iterator.next(); next; next = iterator.next()) {
      steps += 1;
      if (steps > maxSteps || (steps % 1_000 === 0 && Date.now() - started > MAX_READ_MS)) {
        throw new CalendarReadError(
          'A repeating event in the calendar repeats too often to be read.',
        );
      }
      // The wall time read as UTC is within a day of the instant in any zone; moved occurrences may land a day or
      // two either side of where the rule puts them. Only occurrences near the window are converted exactly.
      const wall = Date.UTC(
        next.year,
        next.month - 1,
        next.day,
        next.hour,
        next.minute,
        next.second,
      );
      if (wall >= windowEnd.getTime() + 3 * DAY_MS) break;
      if (wall + lengthMs + 3 * DAY_MS < now.getTime()) continue;
      const details = event.getOccurrenceDetails(next);
      const item = details.item.component;
      const moved = item !== vevent;
      keep(
        item,
        details.startDate,
        details.endDate,
        moved ? tzidOf(item, 'dtstart') : zone,
        moved ? (tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart')) : zone,
      );
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
