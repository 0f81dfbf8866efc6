import { useId } from 'react';
import type { AvailabilityDraft } from '../../../hooks/availability.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { WEEKDAYS, type Problems } from '../availabilityDraft.js';
import { weekdayLabel } from '../availabilityWords.js';
import { RangeRows } from './RangeRows.js';

/** The weekly schedule: each weekday's ranges of start times, in the expert's own zone. */
export function WeeklyHours({
  weeklyHours,
  onChange,
  problems,
}: {
  weeklyHours: AvailabilityDraft['weeklyHours'];
  onChange: (weeklyHours: AvailabilityDraft['weeklyHours']) => void;
  problems: Problems;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <section className="eb-card eb-avail-section" aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className="eb-subheading">
        {t('availabilityEditor.weekly.title')}
      </h2>
      <p id={hintId} className="eb-muted">
        {t('availabilityEditor.weekly.hint')}
      </p>
      <div className="eb-avail-week">
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="eb-fieldset eb-avail-day" aria-describedby={hintId}>
            <legend className="eb-label">{weekdayLabel(day, t)}</legend>
            <RangeRows
              dayName={weekdayLabel(day, t)}
              ranges={weeklyHours[day]}
              onChange={(ranges) => onChange({ ...weeklyHours, [day]: ranges })}
              path={`weeklyHours.${day}`}
              problems={problems}
            />
          </fieldset>
        ))}
      </div>
    </section>
  );
}
