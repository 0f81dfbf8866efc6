import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AvailabilityOverride } from '../../../hooks/availability.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import {
  addDays,
  addMonths,
  dayLabel,
  periodLabel,
  visibleDays,
} from '../../dashboard/CalendarView/calendarDates.js';
import { MonthTable } from '../../dashboard/CalendarView/MonthTable.js';
import { overrideOn, problemsUnder, withOverride, type Problems } from '../availabilityDraft.js';
import { overrideDays, overrideWords, problemText } from '../availabilityWords.js';
import { OverrideForm } from './OverrideForm.js';

export interface DateOverridesProps {
  overrides: AvailabilityOverride[];
  onChange: (overrides: AvailabilityOverride[]) => void;
  problems: Problems;
  /** Today in the expert's zone (`YYYY-MM-DD`): earlier days cannot be chosen. */
  today: string;
}

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * A month of days to choose from, each saying whether it has an override; past days are dimmed. One day
 * is in the Tab order (the chosen one, else today or the month's first); the arrow keys move between days
 * as in a date picker.
 */
function MonthOfDays({
  month,
  today,
  selected,
  overrides,
  labelledBy,
  onChoose,
}: {
  month: string;
  today: string;
  selected: string | undefined;
  overrides: AvailabilityOverride[];
  labelledBy: string;
  onChoose: (day: string) => void;
}) {
  const t = useT();
  const days = visibleDays('month', month);
  const table = useRef<HTMLDivElement>(null);
  const open = days.filter((day) => day >= today);
  const [current, setCurrent] = useState<string>();
  const focusable =
    [current, selected, today, `${month.slice(0, 7)}-01`].find(
      (day) => day && open.includes(day),
    ) ?? open[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const from = (event.target as HTMLElement).dataset['day'];
    if (step === undefined || !from) return;
    const target = addDays(from, step);
    if (!open.includes(target)) return;
    event.preventDefault();
    setCurrent(target);
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  };
  return (
    <div ref={table} onKeyDown={onKeyDown}>
      <MonthTable
        days={days}
        labelledBy={labelledBy}
        className="eb-avail-month"
        cell={(day) => {
          const override = overrideOn(overrides, day);
          const kind = override ? (override.ranges.length === 0 ? 'off' : 'hours') : 'weekly';
          const outside = day.slice(0, 7) !== month.slice(0, 7);
          return (
            <td key={day} className={outside ? 'eb-calendar__cell--outside' : undefined}>
              <button
                type="button"
                className={`eb-avail-month__day eb-avail-month__day--${kind}`}
                aria-pressed={day === selected}
                aria-current={day === today ? 'date' : undefined}
                disabled={day < today}
                tabIndex={day === focusable ? 0 : -1}
                data-day={day}
                aria-label={
                  override
                    ? `${dayLabel(day)}: ${overrideWords(override, t)}${override.note ? ` (${override.note})` : ''}`
                    : dayLabel(day)
                }
                onClick={() => {
                  setCurrent(day);
                  onChoose(day);
                }}
              >
                <span aria-hidden="true">{Number(day.slice(8))}</span>
                {override ? (
                  // An icon as well as a colour, so the kind of change does not rest on colour alone.
                  <span className="eb-avail-month__mark">
                    <Icon name={kind === 'off' ? 'close' : 'clock'} />
                  </span>
                ) : null}
              </button>
            </td>
          );
        }}
      />
    </div>
  );
}

/**
 * Date overrides on a month calendar: choose a day to give it other hours or make it a day off (or the
 * first day of a holiday, with its last day), with a note; the list beneath names every override, so
 * each can be found and changed without the grid.
 */
export function DateOverrides({ overrides, onChange, problems, today }: DateOverridesProps) {
  const t = useT();
  const titleId = useId();
  const monthId = useId();
  const [month, setMonth] = useState(today.slice(0, 7) + '-01');
  const [selected, setSelected] = useState<string>();
  const chosen = selected ? overrideOn(overrides, selected) : undefined;
  const own = problems['overrides'];

  return (
    <section className="eb-card eb-avail-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="eb-subheading">
        {t('availabilityEditor.overrides.title')}
      </h2>
      <p className="eb-muted">{t('availabilityEditor.overrides.hint')}</p>
      <div className="eb-avail-overrides">
        <div className="eb-avail-overrides__calendar">
          <div className="eb-calendar__nav eb-avail-overrides__nav">
            <Button
              variant="secondary"
              iconOnly
              aria-label={t('dashboard.calendar.previousMonth')}
              disabled={month <= today.slice(0, 7) + '-01'}
              onClick={() => setMonth(addMonths(month, -1))}
            >
              <Icon name="chevronLeft" />
            </Button>
            <h3 id={monthId} className="eb-subheading eb-calendar__period" aria-live="polite">
              {periodLabel('month', month)}
            </h3>
            <Button
              variant="secondary"
              iconOnly
              aria-label={t('dashboard.calendar.nextMonth')}
              onClick={() => setMonth(addMonths(month, 1))}
            >
              <Icon name="chevronRight" />
            </Button>
          </div>
          <MonthOfDays
            month={month}
            today={today}
            selected={selected}
            overrides={overrides}
            labelledBy={monthId}
            onChoose={setSelected}
          />
          <p className="eb-muted eb-avail-month__legend">
            <span className="eb-avail-month__mark eb-avail-month__mark--off">
              <Icon name="close" />
            </span>{' '}
            {t('availabilityEditor.overrides.dayOff')}{' '}
            <span className="eb-avail-month__mark eb-avail-month__mark--hours">
              <Icon name="clock" />
            </span>{' '}
            {t('availabilityEditor.overrides.otherHours')}
          </p>
        </div>
        {selected ? (
          <OverrideForm
            key={`${selected}-${chosen?.date ?? ''}`}
            day={selected}
            override={chosen}
            index={chosen ? overrides.indexOf(chosen) : -1}
            problems={problems}
            onChange={(next) => onChange(withOverride(overrides, chosen, next))}
            onClose={() => setSelected(undefined)}
          />
        ) : null}
      </div>
      {own ? (
        <p className="eb-field-error" role="alert">
          {problemText(own, t)}
        </p>
      ) : null}
      <h3 className="eb-label">{t('availabilityEditor.overrides.listTitle')}</h3>
      {overrides.length === 0 ? (
        <p className="eb-muted">{t('availabilityEditor.overrides.empty')}</p>
      ) : (
        <ul className="eb-avail-overrides__list">
          {overrides.map((override, index) => {
            const errors = problemsUnder(problems, `overrides.${index}`);
            return (
              <li key={override.date} className="eb-avail-overrides__item">
                <span>
                  <strong>{overrideDays(override)}</strong>: {overrideWords(override, t)}
                  {override.note ? <span className="eb-muted"> — {override.note}</span> : null}
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('availabilityEditor.overrides.editOne', {
                    days: overrideDays(override),
                  })}
                  onClick={() => {
                    setMonth(`${override.date.slice(0, 7)}-01`);
                    setSelected(override.date);
                  }}
                >
                  {t('availabilityEditor.overrides.edit')}
                </Button>
                {errors.length > 0 ? (
                  <p className="eb-field-error">
                    {errors.map(([, problem]) => problemText(problem, t)).join(' ')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
