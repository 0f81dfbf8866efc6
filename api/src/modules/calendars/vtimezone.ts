// The VTIMEZONE of an IANA zone over a span of time, from the runtime's own zone data through Intl: one component
// per offset change in the span (explicit DTSTARTs, no RRULE), so what the feed says is exactly what the server
// computes, however the zone's rules have changed.
import { localFields, offsetMinutes, type LocalTime } from '../../platform/zone-time.js';

const HOUR_MS = 3_600_000;

const two = (n: number) => String(n).padStart(2, '0');

/** A local DATE-TIME value without zone, e.g. 20261201T100000. */
export function localStamp(t: LocalTime): string {
  return `${t.year}${two(t.month)}${two(t.day)}T${two(t.hour)}${two(t.minute)}${two(t.second)}`;
}

/** The wall time of an instant at a fixed offset. */
function wallStamp(at: Date, offset: number): string {
  const wall = new Date(at.getTime() + offset * 60_000);
  return localStamp({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  });
}

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

/** The instant of each offset change in (from, to], to the minute. */
function transitions(zone: string, from: Date, to: Date): Date[] {
  const found: Date[] = [];
  let before = from.getTime();
  let offset = offsetMinutes(from, zone);
  // Zones change offset at most a few times a year; twelve hours between looks misses none.
  for (let at = before + 12 * HOUR_MS; before < to.getTime(); at += 12 * HOUR_MS) {
    const next = offsetMinutes(new Date(at), zone);
    if (next !== offset) {
      let low = before;
      let high = at;
      while (high - low > 60_000) {
        const mid = Math.floor((low + high) / 2 / 60_000) * 60_000;
        if (offsetMinutes(new Date(mid), zone) === offset) low = mid;
        else high = mid;
      }
      found.push(new Date(high));
      offset = next;
    }
    before = at;
  }
  return found;
}

/** Whether an offset is the zone's summer time: above the lowest offset it has in that year. */
function isDaylight(zone: string, at: Date, offset: number): boolean {
  const year = at.getUTCFullYear();
  const standard = Math.min(
    offsetMinutes(new Date(Date.UTC(year, 0, 1)), zone),
    offsetMinutes(new Date(Date.UTC(year, 6, 1)), zone),
  );
  return offset > standard;
}

/** The VTIMEZONE lines of `zone` covering [from, to]. */
export function vtimezoneLines(zone: string, from: Date, to: Date): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const component = (at: Date, fromOffset: number, toOffset: number) => {
    const kind = isDaylight(zone, at, toOffset) ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // DTSTART is the local time the change happens at, in the offset before it.
      `DTSTART:${wallStamp(at, fromOffset)}`,
      `TZOFFSETFROM:${utcOffset(fromOffset)}`,
      `TZOFFSETTO:${utcOffset(toOffset)}`,
      `END:${kind}`,
    );
  };
  const start = new Date(from.getTime() - 24 * HOUR_MS);
  let offset = offsetMinutes(start, zone);
  // The offset in force when the span starts, so every time in it is covered.
  lines.push(
    `BEGIN:${isDaylight(zone, start, offset) ? 'DAYLIGHT' : 'STANDARD'}`,
    `DTSTART:${localStamp({ ...localFields(start, zone), minute: 0, second: 0 })}`,
    `TZOFFSETFROM:${utcOffset(offset)}`,
    `TZOFFSETTO:${utcOffset(offset)}`,
    `END:${isDaylight(zone, start, offset) ? 'DAYLIGHT' : 'STANDARD'}`,
  );
  for (const change of transitions(zone, start, new Date(to.getTime() + 24 * HOUR_MS))) {
    const next = offsetMinutes(change, zone);
    component(change, offset, next);
    offset = next;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
