import { LOCALE } from '../../format/locale.js';
import type { AvailabilityOverride, AvailabilityRange } from '../../hooks/availability.js';
import type { Translate } from '../../i18n/I18nProvider.js';
import type { MessageKey } from '../../i18n/catalogue.js';
import { dayLabel } from '../dashboard/CalendarView/calendarDates.js';
import type { Problem, Weekday } from './availabilityDraft.js';

const clock = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A wall-clock time for people: "09:00" reads "9:00 am", as the booking dialog shows start times. */
export function timeLabel(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return clock.format(Date.UTC(2026, 0, 1, hours, minutes));
}

/** A range as the sentence the editor uses: "9:00 am to 6:00 pm". */
export function rangeWords(range: AvailabilityRange, t: Translate): string {
  return t('availabilityEditor.rangeWords', {
    from: timeLabel(range.from),
    to: timeLabel(range.to),
  });
}

/** A weekday's name: "Monday". */
export function weekdayLabel(day: Weekday, t: Translate): string {
  return t(`availabilityEditor.day.${day}` as MessageKey);
}

/** An override's days: "Thursday, 24 December 2026", or "24 December 2026 – 4 January 2027". */
export function overrideDays(override: AvailabilityOverride): string {
  if (!override.until || override.until === override.date) return dayLabel(override.date);
  const format = new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(
    new Date(`${override.date}T00:00:00Z`),
    new Date(`${override.until}T00:00:00Z`),
  );
}

/** What an override does: "Day off", or "Other hours: 10:00 am to 2:00 pm". */
export function overrideWords(override: AvailabilityOverride, t: Translate): string {
  if (override.ranges.length === 0) return t('availabilityEditor.overrides.dayOff');
  return t('availabilityEditor.overrides.otherHoursWords', {
    ranges: override.ranges.map((range) => rangeWords(range, t)).join(', '),
  });
}

/** A problem in words. */
export function problemText(problem: Problem, t: Translate): string {
  return 'text' in problem ? problem.text : t(problem.key, problem.params);
}

/** A duration in words: "90 minutes". */
export function minutesWords(minutes: number, t: Translate): string {
  if (minutes === 0) return t('availabilityEditor.none');
  if (minutes === 24 * 60) return t('availabilityEditor.oneDay');
  if (minutes % (24 * 60) === 0)
    return t('availabilityEditor.days', { count: minutes / (24 * 60) });
  if (minutes % 60 === 0 && minutes >= 120)
    return t('availabilityEditor.hours', { count: minutes / 60 });
  if (minutes === 60) return t('availabilityEditor.oneHour');
  return t('availability.minutes', { count: minutes });
}
