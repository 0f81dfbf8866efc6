import { useEffect, useId, useState } from 'react';
import { dateKeyIn, formatTime, timeZoneName } from '../../../format/zones.js';
import { useAvailabilityPreview, type AvailabilityDraft } from '../../../hooks/availability.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { ErrorState } from '../../../primitives/State.js';
import { addDays, dayLabel } from '../../dashboard/CalendarView/calendarDates.js';

/** How long the draft must stay still before the preview is asked again. */
export const PREVIEW_PAUSE_MS = 400;

/** The draft once it has stopped changing for a moment, so typing does not send a request per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The next two weeks as clients would see them under the draft (the API applies bookings and busy times
 * already there), day by day in the expert's zone. Not asked while the draft has errors the editor found.
 */
export function AvailabilityPreview({
  draft,
  valid,
  today,
}: {
  draft: AvailabilityDraft;
  valid: boolean;
  today: string;
}) {
  const t = useT();
  const titleId = useId();
  const settled = useSettled(valid ? draft : undefined, PREVIEW_PAUSE_MS);
  const preview = useAvailabilityPreview(settled);
  const zone = draft.timeZone;
  const byDay = new Map<string, string[]>();
  for (const slot of preview.data?.slots ?? []) {
    const day = dateKeyIn(new Date(slot.startsAt), zone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot.startsAt]);
  }
  const days = Array.from({ length: 14 }, (_, i) => addDays(today, i));
  const waiting = !valid || preview.isPending || preview.isPlaceholderData || settled !== draft;

  return (
    <section
      className="eb-card eb-avail-section eb-avail-preview"
      aria-labelledby={titleId}
      aria-busy={waiting}
    >
      <h2 id={titleId} className="eb-subheading">
        {t('availabilityEditor.preview.title')}
      </h2>
      <p className="eb-muted">
        {t('availabilityEditor.preview.hint', {
          minutes: preview.data?.duration ?? 60,
          zone: timeZoneName(zone),
        })}
      </p>
      <p className="eb-calendar__status" role="status">
        {!valid ? t('availabilityEditor.preview.fixFirst') : null}
        {valid && waiting && !preview.isError ? t('availabilityEditor.preview.updating') : null}
      </p>
      {preview.isError && valid ? (
        <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
      ) : preview.data ? (
        <ol className="eb-avail-preview__days">
          {days.map((day) => {
            const starts = byDay.get(day) ?? [];
            return (
              <li key={day} className="eb-avail-preview__day" data-day={day}>
                <span className="eb-avail-preview__name">{dayLabel(day)}</span>
                <span className={starts.length ? 'eb-avail-preview__times' : 'eb-muted'}>
                  {starts.length
                    ? starts.map((start) => formatTime(start, { timeZone: zone })).join(', ')
                    : t('availabilityEditor.preview.none')}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
