import { useEffect, useId, useMemo, useRef } from 'react';
import {
  addHours,
  dateKeyIn,
  hourIn,
  timeZoneName,
  viewerTimeZone,
} from '../../../format/zones.js';
import type { ConsultationDuration } from '../../../hooks/consultations.js';
import { isRetryable } from '../../../api/errors.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { TextField } from '../../../primitives/Field.js';
import { RequiredMark } from '../../../primitives/RequiredMark.js';
import { queryState, Times } from './Times.js';
import { dayRange, useDayTimes, useFirstLook, type FreeTimesSource } from './useFreeTimes.js';

/**
 * How far ahead a consultation may start: the server's booking horizon (it refuses later starts, which keeps every
 * payment's hold inside the provider's limit); the picker says so instead of showing an empty day.
 */
export const BOOKING_HORIZON_DAYS = 60;

/** The booking lengths (part 2 §2.1) and the default. */
export const DURATIONS = [30, 60, 90, 120] as const satisfies readonly ConsultationDuration[];
export const DEFAULT_DURATION: ConsultationDuration = 60;
/** The start time chosen for you when it is free: 10:00 in the expert's zone (part 2 §9). */
export const DEFAULT_START_HOUR = 10;

/** What the picker chooses: a day of the viewer's calendar, a start (UTC) and a length. */
export interface BookingSelection {
  /** `YYYY-MM-DD` in the viewer's zone; empty until chosen. */
  date: string;
  /** The chosen start as the API gives it (UTC), or null. */
  startsAt: string | null;
  duration: ConsultationDuration;
}

/** Nothing chosen yet, 60 minutes. */
export const EMPTY_SELECTION: BookingSelection = {
  date: '',
  startsAt: null,
  duration: DEFAULT_DURATION,
};

export interface AvailabilityPickerProps {
  expertId: string;
  value: BookingSelection;
  onChange: (value: BookingSelection) => void;
  /** The viewer's IANA zone; the browser's by default (stories and tests pin it). */
  timeZone?: string;
  /** False when `timeZone` is one the viewer chose other than their own: the hint names it instead of "your". */
  zoneIsViewers?: boolean;
  /** Messages from the form that holds the picker (a refused time says why on the times). */
  errors?: { date?: string | undefined; startsAt?: string | undefined };
  /** The lengths the caller can book (all four by default); of those, the expert's. */
  durations?: readonly ConsultationDuration[];
  /** Where the free times come from: the public directory's API, or the widget's (partner key). */
  source?: FreeTimesSource;
  /** Where the look for the first free day starts (the widget loader's, when it asked already); now by default. */
  searchFrom?: string;
  /** Told whether the expert has any free time at all, once known (a form turns its submit off when not). */
  onBookable?: (bookable: boolean) => void;
}

/**
 * Date, duration and start time of a booking (part 2 §2.1): it opens on the first day with a free time, offers
 * the lengths the expert offers and only their free starts (their hours, notice, horizon, buffers and bookings),
 * shown in the viewer's zone with the expert's named; past dates refused. The times are a native radio group,
 * so arrow keys move the choice.
 */
export function AvailabilityPicker({
  expertId,
  value,
  onChange,
  timeZone,
  zoneIsViewers = true,
  errors = {},
  durations = DURATIONS,
  source = 'public',
  searchFrom,
  onBookable,
}: AvailabilityPickerProps) {
  const t = useT();
  const id = useId();
  const zone = timeZone ?? viewerTimeZone();
  const today = dateKeyIn(new Date(), zone);
  const lastDay = dateKeyIn(addHours(new Date(), BOOKING_HORIZON_DAYS * 24), zone);
  const past = value.date !== '' && value.date < today;
  const beyond = value.date !== '' && value.date > lastDay;
  const range = value.date && !past && !beyond ? dayRange(value.date, zone) : undefined;
  const look = useFirstLook(source, expertId, searchFrom);
  const offered = useMemo(
    () =>
      look.data ? look.data.durations.filter((minutes) => durations.includes(minutes)) : durations,
    [look.data, durations],
  );
  const firstFree = look.data && offered.length > 0 ? look.data.nextAvailableAt : undefined;
  const availability = useDayTimes(source, expertId, range, value.duration, look.data);
  const slots = availability.data?.slots;
  const expertZone = availability.data?.timeZone ?? look.data?.timeZone;

  // The first look answers: open on its first free day (once: a date cleared afterwards stays cleared), in a
  // length the expert offers.
  const opened = useRef(false);
  useEffect(() => {
    if (!look.data || offered.length === 0) return;
    const duration = offered.includes(value.duration)
      ? value.duration
      : offered.includes(look.data.duration)
        ? look.data.duration
        : (offered[0] ?? value.duration);
    const date =
      value.date || opened.current || !firstFree
        ? value.date
        : dateKeyIn(new Date(firstFree), zone);
    opened.current = true;
    if (duration !== value.duration || date !== value.date) {
      onChange({ ...value, date, duration, startsAt: null });
    }
  }, [look.data, offered, firstFree, zone, value, onChange]);

  const bookable = look.data ? firstFree !== null && offered.length > 0 : undefined;
  useEffect(() => {
    if (bookable !== undefined) onBookable?.(bookable);
  }, [bookable, onBookable]);

  // Keep the choice honest: a time that is no longer free (taken meanwhile, or too long for the new
  // duration) is dropped; a day's first answer picks 10:00 for you when it is free.
  const defaulted = useRef('');
  // A date left and come back to is a new first answer: typing a date segment by segment passes through others.
  useEffect(() => {
    if (defaulted.current !== value.date) defaulted.current = '';
  }, [value.date]);
  useEffect(() => {
    if (!slots || !expertZone || availability.isFetching) return;
    const starts = slots.map((slot) => slot.startsAt);
    if (value.startsAt && !starts.includes(value.startsAt)) {
      onChange({ ...value, startsAt: null });
    } else if (!value.startsAt && !errors.startsAt && defaulted.current !== value.date) {
      // A refused time says why on the times: the person chooses, nothing is chosen for them.
      defaulted.current = value.date;
      const ten = starts.find((s) => hourIn(new Date(s), expertZone) === DEFAULT_START_HOUR);
      if (ten) onChange({ ...value, startsAt: ten });
    }
  }, [slots, expertZone, availability.isFetching, value, onChange, errors.startsAt]);

  if (bookable === false) {
    return (
      <div className="eb-availability">
        <p className="eb-availability__none" role="status">
          {t('availability.none')}
        </p>
      </div>
    );
  }

  const expertZoneName = expertZone ? timeZoneName(expertZone) : undefined;
  const zoneHint = [
    // A zone the viewer chose other than their own (the widget's and the reschedule dialog's chooser) is named, not
    // called theirs.
    zoneIsViewers
      ? t('availability.zone', { zone: timeZoneName(zone) })
      : t('availability.zoneChosen', { zone: timeZoneName(zone) }),
    expertZoneName === undefined
      ? null
      : expertZoneName === timeZoneName(zone)
        ? t('availability.expertZoneSame')
        : t('availability.expertZone', { zone: expertZoneName }),
  ]
    .filter(Boolean)
    .join(' ');
  const dateError =
    errors.date ??
    (past
      ? t('availability.datePast')
      : beyond
        ? t('availability.dateBeyondHorizon', { days: BOOKING_HORIZON_DAYS })
        : undefined);
  const next = availability.data?.nextAvailableAt;
  const searching = !value.date && look.isPending;

  return (
    <div className="eb-availability">
      <TextField
        type="date"
        label={t('availability.date')}
        name="date"
        required
        min={today}
        max={lastDay}
        value={value.date}
        error={dateError}
        onChange={(e) => onChange({ ...value, date: e.target.value, startsAt: null })}
      />
      <fieldset className="eb-fieldset">
        <legend className="eb-label">
          {t('availability.duration')}
          <RequiredMark />
        </legend>
        <div className="eb-choices">
          {offered.map((minutes) => (
            <label key={minutes} className="eb-choice">
              <input
                type="radio"
                name={`${id}-duration`}
                value={minutes}
                checked={value.duration === minutes}
                onChange={() => onChange({ ...value, duration: minutes })}
              />
              <span>{t('availability.minutes', { count: minutes })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset
        className="eb-fieldset"
        aria-describedby={`${id}-zone ${errors.startsAt ? `${id}-time-error` : ''}`.trim()}
        aria-invalid={errors.startsAt ? true : undefined}
        aria-busy={availability.isFetching || searching || undefined}
      >
        <legend className="eb-label">
          {t('availability.time')}
          <RequiredMark />
        </legend>
        <p className="eb-field-hint" id={`${id}-zone`}>
          {zoneHint}
        </p>
        <Times
          name={`${id}-time`}
          state={searching ? 'loading' : !range ? 'no-date' : queryState(availability)}
          starts={slots?.map((slot) => slot.startsAt) ?? []}
          zone={zone}
          chosen={value.startsAt}
          onChoose={(startsAt) => onChange({ ...value, startsAt })}
          {...(isRetryable(availability.error)
            ? { onRetry: () => void availability.refetch() }
            : {})}
          next={
            next
              ? {
                  startsAt: next,
                  onShow: () =>
                    onChange({ ...value, date: dateKeyIn(new Date(next), zone), startsAt: null }),
                }
              : undefined
          }
        />
        <p
          className="eb-field-error"
          id={`${id}-time-error`}
          role={errors.startsAt ? 'alert' : undefined}
        >
          {errors.startsAt}
        </p>
      </fieldset>
    </div>
  );
}
