import { formatTime } from '../../../format/zones.js';
import { useMyAvailabilitySettings, useFreeStarts } from '../../../hooks/availability.js';
import { useMyBusyTimes, type BusyTime } from '../../../hooks/calendars.js';
import { useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useT } from '../../../i18n/I18nProvider.js';
import type { DashboardRole } from '../shared/dashboardRole.js';
import { dayOf } from './calendarDates.js';

/** What a day of an expert's calendar holds besides consultations: free starts and imported busy times. */
export interface DayAvailabilityInfo {
  /** The free start times (instants), earliest first. */
  free: string[];
  busy: BusyTime[];
}

/** Starts an hour or less apart read as one stretch: "9:00 am – 12:00 pm". */
const STRETCH_GAP_MS = 60 * 60 * 1000;

/** Free starts gathered into stretches of first and last start. */
function stretches(starts: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const start of starts) {
    const last = out.at(-1);
    if (last && Date.parse(start) - Date.parse(last[1]) <= STRETCH_GAP_MS) last[1] = start;
    else out.push([start, start]);
  }
  return out;
}

/**
 * For an approved expert, the free starts (of the shortest length they offer, so every possible start
 * shows) and the busy times of their imported calendars over a range, by day in the viewer's zone.
 * Nothing for a client or an expert not yet listed.
 */
export function useCalendarAvailability(
  role: DashboardRole | undefined,
  range: { from: string; to: string },
  timeZone: string,
): Map<string, DayAvailabilityInfo> | undefined {
  const expert = role === 'expert';
  const profile = useMyExpertProfile(expert);
  const approved = expert && profile.data?.status === 'approved';
  const settings = useMyAvailabilitySettings(approved);
  const free = useFreeStarts(
    approved ? profile.data?.id : undefined,
    settings.data ? (Math.min(...settings.data.durations) as 30 | 60 | 90 | 120) : undefined,
    range,
  );
  const busy = useMyBusyTimes(range, approved);
  if (!approved || (!free.data && !busy.data)) return undefined;
  const byDay = new Map<string, DayAvailabilityInfo>();
  const at = (day: string) => {
    let info = byDay.get(day);
    if (!info) byDay.set(day, (info = { free: [], busy: [] }));
    return info;
  };
  for (const slot of free.data ?? []) at(dayOf(slot.startsAt, timeZone)).free.push(slot.startsAt);
  for (const item of busy.data ?? []) at(dayOf(item.start, timeZone)).busy.push(item);
  return byDay;
}

/**
 * A day's free stretches and busy times, in words: in full in the week view, as a count of free starts
 * in a month cell (its busy times still read aloud).
 */
export function DayAvailability({
  info,
  timeZone,
  compact,
}: {
  info: DayAvailabilityInfo | undefined;
  timeZone: string;
  compact: boolean;
}) {
  const t = useT();
  if (!info || (info.free.length === 0 && info.busy.length === 0)) return null;
  const time = (instant: string) => formatTime(instant, { timeZone });
  const free = stretches(info.free)
    .map(([first, last]) => (first === last ? time(first) : `${time(first)} – ${time(last)}`))
    .join(', ');
  return (
    <div className="eb-calendar__availability">
      {info.free.length > 0 ? (
        compact ? (
          <span className="eb-calendar__free">
            <span aria-hidden="true">
              {t('availabilityEditor.calendar.freeShort', { count: info.free.length })}
            </span>
            <span className="eb-visually-hidden">
              {t('availabilityEditor.calendar.free', { ranges: free })}
            </span>
          </span>
        ) : (
          <span className="eb-calendar__free">
            {t('availabilityEditor.calendar.free', { ranges: free })}
          </span>
        )
      ) : null}
      {info.busy.map((item) => (
        <span key={`${item.importId}-${item.start}`} className="eb-calendar__busy">
          {t('availabilityEditor.calendar.busy', { from: time(item.start), to: time(item.end) })}
        </span>
      ))}
    </div>
  );
}
