import { useEffect, useId, useRef } from 'react';
import {
  addHours,
  dateKeyIn,
  formatTime,
  hourIn,
  nextDateKey,
  startOfDayIn,
  timeZoneName,
  viewerTimeZone,
} from '../../../format/zones.js';
import {
  useExpertAvailability,
  type Availability,
  type ConsultationDuration,
} from '../../../hooks/consultations.js';
import { isRetryable } from '../../../api/errors.js';
import { useWidgetAvailability } from '../../../hooks/widget.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { TextField } from '../../../primitives/Field.js';
import { RequiredMark } from '../../../primitives/RequiredMark.js';
import { Skeleton } from '../../../primitives/Skeleton.js';

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
  /** Messages from the form that holds the picker. */
  errors?: { date?: string | undefined; startsAt?: string | undefined };
  /** The lengths offered (widget bookings take 60, 90 or 120 minutes); all four by default. */
  durations?: readonly ConsultationDuration[];
  /** Where the free times come from: the public directory's API, or the widget's (partner key). */
  source?: 'public' | 'widget';
  /** A day's free times the host already has (the widget's first free day); used when its range is asked. */
  knownTimes?: Availability | undefined;
}

/**
 * Date, duration and start time of a booking (part 2 §2.1): past dates refused, the expert's free hourly
 * starts (09:00–18:00 in their zone) for that day and length, shown in the viewer's zone and labelled so.
 * The times are a native radio group, so arrow keys move the choice.
 */
export function AvailabilityPicker({
  expertId,
  value,
  onChange,
  timeZone,
  errors = {},
  durations = DURATIONS,
  source = 'public',
  knownTimes,
}: AvailabilityPickerProps) {
  const t = useT();
  const id = useId();
  const zone = timeZone ?? viewerTimeZone();
  const today = dateKeyIn(new Date(), zone);
  const lastDay = dateKeyIn(addHours(new Date(), BOOKING_HORIZON_DAYS * 24), zone);
  const past = value.date !== '' && value.date < today;
  const beyond = value.date !== '' && value.date > lastDay;
  const range = value.date && !past && !beyond ? dayRange(value.date, zone) : undefined;
  const params = { ...range, duration: value.duration };
  // Both hooks are called on every render (the rules of hooks); only the one for the source fetches.
  const publicTimes = useExpertAvailability(
    expertId,
    params,
    Boolean(range) && source === 'public',
  );
  const known =
    knownTimes &&
    knownTimes.from === range?.from &&
    knownTimes.to === range.to &&
    knownTimes.duration === value.duration
      ? knownTimes
      : undefined;
  const widgetTimes = useWidgetAvailability(
    expertId,
    params,
    Boolean(range) && source === 'widget',
    known,
  );
  const availability = source === 'widget' ? widgetTimes : publicTimes;
  const slots = availability.data?.slots;
  const expertZone = availability.data?.timeZone;

  // Keep the choice honest: a time that is no longer free (taken meanwhile, or too long for the new
  // duration) is dropped; a day's first answer picks 10:00 for you when it is free.
  const defaulted = useRef('');
  useEffect(() => {
    if (!slots || !expertZone || availability.isFetching) return;
    const starts = slots.map((slot) => slot.startsAt);
    if (value.startsAt && !starts.includes(value.startsAt)) {
      onChange({ ...value, startsAt: null });
    } else if (!value.startsAt && defaulted.current !== value.date) {
      defaulted.current = value.date;
      const ten = starts.find((s) => hourIn(new Date(s), expertZone) === DEFAULT_START_HOUR);
      if (ten) onChange({ ...value, startsAt: ten });
    }
  }, [slots, expertZone, availability.isFetching, value, onChange]);

  const zoneHint = t('availability.zone', { zone: timeZoneName(zone) });
  const dateError =
    errors.date ??
    (past
      ? t('availability.datePast')
      : beyond
        ? t('availability.dateBeyondHorizon', { days: BOOKING_HORIZON_DAYS })
        : undefined);

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
          {durations.map((minutes) => (
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
        aria-busy={availability.isFetching || undefined}
      >
        <legend className="eb-label">
          {t('availability.time')}
          <RequiredMark />
        </legend>
        <p className="eb-field-hint" id={`${id}-zone`}>
          {zoneHint}
          {expertZone && timeZoneName(expertZone) !== timeZoneName(zone)
            ? ` ${t('availability.expertZone', { zone: timeZoneName(expertZone) })}`
            : null}
        </p>
        <Times
          name={`${id}-time`}
          state={!range ? 'no-date' : queryState(availability)}
          starts={slots?.map((slot) => slot.startsAt) ?? []}
          zone={zone}
          chosen={value.startsAt}
          onChoose={(startsAt) => onChange({ ...value, startsAt })}
          {...(isRetryable(availability.error)
            ? { onRetry: () => void availability.refetch() }
            : {})}
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

interface TimesProps {
  name: string;
  state: 'no-date' | 'loading' | 'error' | 'ready';
  starts: string[];
  zone: string;
  chosen: string | null;
  onChoose: (startsAt: string) => void;
  /** Try Again, only when asking again could give another answer. */
  onRetry?: () => void;
}

/** The free start times of the day as radio buttons, or why there are none. */
function Times({ name, state, starts, zone, chosen, onChoose, onRetry }: TimesProps) {
  const t = useT();
  if (state === 'no-date') return <p className="eb-muted">{t('availability.chooseDate')}</p>;
  if (state === 'loading') {
    return (
      <div className="eb-choices" role="status">
        <span className="eb-visually-hidden">{t('availability.loading')}</span>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height="2.5rem" width="5.5rem" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="eb-row" role="alert">
        <span>{t('availability.failed')}</span>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (starts.length === 0) return <p className="eb-muted">{t('availability.empty')}</p>;
  return (
    <div className="eb-choices">
      {starts.map((startsAt) => (
        <label key={startsAt} className="eb-choice">
          <input
            type="radio"
            name={name}
            value={startsAt}
            checked={chosen === startsAt}
            onChange={() => onChoose(startsAt)}
          />
          <span>{formatTime(startsAt, { timeZone: zone })}</span>
        </label>
      ))}
    </div>
  );
}

/** Which of the times' states a query is in. */
function queryState(query: { isPending: boolean; isError: boolean }): TimesProps['state'] {
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}

/** The UTC range of one day of the viewer's calendar. */
function dayRange(date: string, zone: string) {
  return {
    from: startOfDayIn(date, zone).toISOString(),
    to: startOfDayIn(nextDateKey(date), zone).toISOString(),
  };
}
