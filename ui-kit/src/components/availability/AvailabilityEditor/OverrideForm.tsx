import { useEffect, useId, useRef } from 'react';
import type { AvailabilityOverride } from '../../../hooks/availability.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { TextField } from '../../../primitives/Field.js';
import { dayLabel } from '../../dashboard/CalendarView/calendarDates.js';
import { MAX_NOTE_LENGTH, problemsUnder, type Problems } from '../availabilityDraft.js';
import { problemText } from '../availabilityWords.js';
import { RangeRows } from './RangeRows.js';

export interface OverrideFormProps {
  /** The day chosen on the calendar. */
  day: string;
  /** The override covering it, if any. */
  override: AvailabilityOverride | undefined;
  /** Its place in the draft, for the API's field paths. */
  index: number;
  problems: Problems;
  /** The override as changed, or undefined to remove it (the day follows the weekly hours again). */
  onChange: (override: AvailabilityOverride | undefined) => void;
  onClose: () => void;
}

/**
 * What one chosen day does: follow the weekly hours, be a day off, or have other hours; with a last day
 * for a holiday of several days and a note only the expert sees. Changes go straight into the draft.
 */
export function OverrideForm({
  day,
  override,
  index,
  problems,
  onChange,
  onClose,
}: OverrideFormProps) {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const path = `overrides.${index}`;
  const error = (field: string) => {
    const found = index < 0 ? [] : problemsUnder(problems, `${path}.${field}`);
    return found.length > 0 ? found.map(([, p]) => problemText(p, t)).join(' ') : undefined;
  };
  const kind = override ? (override.ranges.length === 0 ? 'off' : 'hours') : 'weekly';
  const base: AvailabilityOverride = override ?? { date: day, until: null, ranges: [], note: null };
  const choose = (next: 'weekly' | 'off' | 'hours') => {
    if (next === 'weekly') onChange(undefined);
    else if (next === 'off') onChange({ ...base, ranges: [] });
    else
      onChange({
        ...base,
        ranges: base.ranges.length > 0 ? base.ranges : [{ from: '09:00', to: '12:00' }],
      });
  };
  const kinds = [
    ['weekly', 'availabilityEditor.overrides.followWeekly'],
    ['off', 'availabilityEditor.overrides.dayOff'],
    ['hours', 'availabilityEditor.overrides.otherHours'],
  ] as const;

  return (
    <div className="eb-avail-override" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="eb-subheading">
        {override ? dayLabel(override.date) : dayLabel(day)}
      </h3>
      <fieldset className="eb-fieldset">
        <legend className="eb-label">{t('availabilityEditor.overrides.kind')}</legend>
        {kinds.map(([value, label]) => (
          <label key={value} className="eb-checkbox">
            <input
              type="radio"
              name={`${titleId}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => choose(value)}
            />
            <span>{t(label)}</span>
          </label>
        ))}
      </fieldset>
      {override ? (
        <>
          {kind === 'hours' ? (
            <RangeRows
              dayName={dayLabel(override.date)}
              ranges={override.ranges}
              onChange={(ranges) => onChange({ ...override, ranges })}
              path={`${path}.ranges`}
              problems={index < 0 ? {} : problems}
            />
          ) : null}
          <TextField
            label={t('availabilityEditor.overrides.until')}
            hint={t('availabilityEditor.overrides.untilHint')}
            type="date"
            min={override.date}
            value={override.until ?? ''}
            error={error('until') ?? error('date')}
            onChange={(e) => onChange({ ...override, until: e.target.value || null })}
          />
          <TextField
            label={t('availabilityEditor.overrides.note')}
            hint={t('availabilityEditor.overrides.noteHint')}
            maxLength={MAX_NOTE_LENGTH}
            value={override.note ?? ''}
            error={error('note')}
            onChange={(e) => onChange({ ...override, note: e.target.value || null })}
          />
        </>
      ) : (
        <p className="eb-muted">{t('availabilityEditor.overrides.followsWeekly')}</p>
      )}
      <Button variant="secondary" onClick={onClose}>
        {t('availabilityEditor.overrides.done')}
      </Button>
    </div>
  );
}
