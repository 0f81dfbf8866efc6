import { useId } from 'react';
import type { AvailabilityRange } from '../../../hooks/availability.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import {
  HALF_HOURS,
  MAX_RANGES_PER_DAY,
  nextRange,
  problemsUnder,
  type Problems,
} from '../availabilityDraft.js';
import { problemText, rangeWords, timeLabel } from '../availabilityWords.js';

export interface RangeRowsProps {
  /** Whose hours, for the buttons' names: "Monday", "Thursday, 24 December 2026". */
  dayName: string;
  ranges: AvailabilityRange[];
  onChange: (ranges: AvailabilityRange[]) => void;
  /** The field path of these ranges in the API's `details` (`weeklyHours.monday`). */
  path: string;
  problems: Problems;
}

const OPTIONS = HALF_HOURS.map((time) => ({ value: time, label: timeLabel(time) }));

/** One range: "Consultations can start from [9:00 am] to [6:00 pm]", its error beneath. */
function RangeRow({
  range,
  index,
  dayName,
  errors,
  onChange,
  onRemove,
}: {
  range: AvailabilityRange;
  index: number;
  dayName: string;
  errors: string[];
  onChange: (range: AvailabilityRange) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const select = (edge: 'from' | 'to') => (
    <select
      id={`${id}-${edge}`}
      className="eb-input eb-avail-range__time"
      value={range[edge]}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange({ ...range, [edge]: event.target.value })}
    >
      {OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <li className="eb-avail-range" data-range={index}>
      <div className="eb-avail-range__row">
        <label htmlFor={`${id}-from`}>{t('availabilityEditor.range.from')}</label>
        {select('from')}
        <label htmlFor={`${id}-to`}>{t('availabilityEditor.range.to')}</label>
        {select('to')}
        <Button
          variant="ghost"
          iconOnly
          aria-label={t('availabilityEditor.range.remove', {
            range: rangeWords(range, t),
            day: dayName,
          })}
          onClick={onRemove}
        >
          <Icon name="trash" />
        </Button>
      </div>
      <p className="eb-field-error" id={errorId} role={errorId ? 'alert' : undefined}>
        {errors.join(' ')}
      </p>
    </li>
  );
}

/**
 * A day's ranges, each the first and last START time (a consultation may start at either), with Add
 * hours and a remove button per range; no range is a day without consultations.
 */
export function RangeRows({ dayName, ranges, onChange, path, problems }: RangeRowsProps) {
  const t = useT();
  const at = (index: number) => problemsUnder(problems, `${path}.${index}`);
  const own = problems[path];
  return (
    <div className="eb-avail-ranges">
      {ranges.length === 0 ? (
        <p className="eb-muted eb-avail-ranges__none">{t('availabilityEditor.range.none')}</p>
      ) : (
        <ul className="eb-avail-ranges__list">
          {ranges.map((range, index) => (
            <RangeRow
              // Ranges have no identity of their own; their order is stable while the day is edited.
              key={index}
              range={range}
              index={index}
              dayName={dayName}
              errors={at(index).map(([, problem]) => problemText(problem, t))}
              onChange={(next) => onChange(ranges.map((r, i) => (i === index ? next : r)))}
              onRemove={() => onChange(ranges.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      {own ? (
        <p className="eb-field-error" role="alert">
          {problemText(own, t)}
        </p>
      ) : null}
      {ranges.length < MAX_RANGES_PER_DAY ? (
        <Button
          variant="secondary"
          className="eb-avail-ranges__add"
          aria-label={t('availabilityEditor.range.addOn', { day: dayName })}
          onClick={() => onChange([...ranges, nextRange(ranges)])}
        >
          <Icon name="plus" />
          {t('availabilityEditor.range.add')}
        </Button>
      ) : null}
    </div>
  );
}
