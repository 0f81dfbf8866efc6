// Wall-clock helpers of the availability tests, with their own Intl formatter (not the module's zone arithmetic), and
// a settings body to vary.
const HALF_HOUR = 30 * 60_000;
const DAY = 24 * 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The local date, weekday (0 = Monday) and HH:MM of an instant in a zone. */
export function wallClock(
  at: Date,
  timeZone: string,
): { date: string; weekday: number; time: string } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { date, weekday, time: `${part('hour')}:${part('minute')}` };
}

/** Every half hour in [from, to), as instants. */
export function halfHours(from: Date, to: Date): Date[] {
  const out: Date[] = [];
  for (
    let at = Math.ceil(from.getTime() / HALF_HOUR) * HALF_HOUR;
    at < to.getTime();
    at += HALF_HOUR
  ) {
    out.push(new Date(at));
  }
  return out;
}

/** The instant a wall-clock time of a local date happens in the zone (its first occurrence). */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const found = halfHours(new Date(midnight - DAY), new Date(midnight + 2 * DAY)).find((at) => {
    const local = wallClock(at, timeZone);
    return local.date === date && local.time === time;
  });
  if (!found) throw new Error(`${date} ${time} does not happen in ${timeZone}`);
  return found;
}

/** The local date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const NINE_TO_FIVE = [{ from: '09:00', to: '17:00' }];

/** A settings body: 09:00 to 17:00 every day, starts on the hour, 30 and 60 minutes; `change` varies it. */
export function settingsBody(change: Record<string, unknown> = {}) {
  return {
    timeZone: 'Pacific/Auckland',
    weeklyHours: {
      monday: NINE_TO_FIVE,
      tuesday: NINE_TO_FIVE,
      wednesday: NINE_TO_FIVE,
      thursday: NINE_TO_FIVE,
      friday: NINE_TO_FIVE,
      saturday: NINE_TO_FIVE,
      sunday: NINE_TO_FIVE,
    },
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    horizonDays: 60,
    durations: [30, 60],
    granularityMinutes: 60,
    maxPerDay: null,
    ...change,
  };
}
