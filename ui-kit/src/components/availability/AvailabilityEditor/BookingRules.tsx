import { useId } from 'react';
import type { AvailabilityDraft } from '../../../hooks/availability.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup.js';
import { SelectField, TextField } from '../../../primitives/Field.js';
import { DURATIONS } from '../../booking/AvailabilityPicker/AvailabilityPicker.js';
import { BOOKING_ZONES } from '../../booking/TimeZoneSelect/timeZones.js';
import { MAX_HORIZON_DAYS, problemsUnder, type Problems } from '../availabilityDraft.js';
import { minutesWords, problemText } from '../availabilityWords.js';

type Rules = Omit<AvailabilityDraft, 'weeklyHours' | 'overrides'>;

const BUFFERS = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240];
const NOTICES = [0, 60, 120, 240, 720, 1440, 2880, 4320, 10080, 20160, 43200];

/** The choices of a minutes select, keeping a saved value that is not among them. */
function minuteOptions(values: number[], current: number, t: ReturnType<typeof useT>) {
  const all = values.includes(current) ? values : [...values, current].sort((a, b) => a - b);
  return all.map((value) => ({ value: String(value), label: minutesWords(value, t) }));
}

/**
 * The rules around the hours: the zone they are in, the gap kept before and after each consultation, how
 * much notice a booking needs, how far ahead it may be, the lengths offered, how often a consultation
 * may start, and the most a day.
 */
export function BookingRules({
  rules,
  onChange,
  problems,
}: {
  rules: Rules;
  onChange: (rules: Partial<Rules>) => void;
  problems: Problems;
}) {
  const t = useT();
  const titleId = useId();
  const error = (path: string) => {
    const found = problemsUnder(problems, path);
    return found.length > 0 ? found.map(([, p]) => problemText(p, t)).join(' ') : undefined;
  };
  const zones = BOOKING_ZONES.map(({ zone, label }) => ({ value: zone, label: t(label) }));
  if (!zones.some((z) => z.value === rules.timeZone)) {
    zones.push({ value: rules.timeZone, label: rules.timeZone });
  }
  return (
    <section className="eb-card eb-avail-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="eb-subheading">
        {t('availabilityEditor.rules.title')}
      </h2>
      <div className="eb-avail-rules">
        <SelectField
          label={t('availabilityEditor.rules.timeZone')}
          hint={t('availabilityEditor.rules.timeZoneHint')}
          options={zones}
          value={rules.timeZone}
          error={error('timeZone')}
          onChange={(e) => onChange({ timeZone: e.target.value })}
        />
        <SelectField
          label={t('availabilityEditor.rules.bufferBefore')}
          options={minuteOptions(BUFFERS, rules.bufferBeforeMinutes, t)}
          value={String(rules.bufferBeforeMinutes)}
          error={error('bufferBeforeMinutes')}
          onChange={(e) => onChange({ bufferBeforeMinutes: Number(e.target.value) })}
        />
        <SelectField
          label={t('availabilityEditor.rules.bufferAfter')}
          hint={t('availabilityEditor.rules.bufferHint')}
          options={minuteOptions(BUFFERS, rules.bufferAfterMinutes, t)}
          value={String(rules.bufferAfterMinutes)}
          error={error('bufferAfterMinutes')}
          onChange={(e) => onChange({ bufferAfterMinutes: Number(e.target.value) })}
        />
        <SelectField
          label={t('availabilityEditor.rules.notice')}
          hint={t('availabilityEditor.rules.noticeHint')}
          options={minuteOptions(NOTICES, rules.minimumNoticeMinutes, t)}
          value={String(rules.minimumNoticeMinutes)}
          error={error('minimumNoticeMinutes')}
          onChange={(e) => onChange({ minimumNoticeMinutes: Number(e.target.value) })}
        />
        <TextField
          label={t('availabilityEditor.rules.horizon')}
          hint={t('availabilityEditor.rules.horizonHint', { max: MAX_HORIZON_DAYS })}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_HORIZON_DAYS}
          value={Number.isNaN(rules.horizonDays) ? '' : rules.horizonDays}
          error={error('horizonDays')}
          onChange={(e) => onChange({ horizonDays: e.target.valueAsNumber })}
        />
        <TextField
          label={t('availabilityEditor.rules.maxPerDay')}
          hint={t('availabilityEditor.rules.maxPerDayHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={24}
          value={rules.maxPerDay ?? ''}
          error={error('maxPerDay')}
          onChange={(e) =>
            onChange({ maxPerDay: e.target.value === '' ? null : e.target.valueAsNumber })
          }
        />
      </div>
      <CheckboxGroup
        legend={t('availabilityEditor.rules.durations')}
        name="durations"
        options={DURATIONS.map((d) => ({
          value: String(d),
          label: t('availability.minutes', { count: d }),
        }))}
        value={rules.durations.map(String)}
        error={error('durations')}
        onChange={(values) =>
          onChange({
            durations: DURATIONS.filter((d) => values.includes(String(d))),
          })
        }
      />
      <fieldset className="eb-fieldset">
        <legend className="eb-label">{t('availabilityEditor.rules.granularity')}</legend>
        <div className="eb-row">
          {([60, 30] as const).map((minutes) => (
            <label key={minutes} className="eb-checkbox">
              <input
                type="radio"
                name="granularity"
                value={minutes}
                checked={rules.granularityMinutes === minutes}
                onChange={() => onChange({ granularityMinutes: minutes })}
              />
              <span>
                {t(
                  minutes === 60
                    ? 'availabilityEditor.rules.everyHour'
                    : 'availabilityEditor.rules.everyHalfHour',
                )}
              </span>
            </label>
          ))}
        </div>
        {error('granularityMinutes') ? (
          <p className="eb-field-error" role="alert">
            {error('granularityMinutes')}
          </p>
        ) : null}
      </fieldset>
    </section>
  );
}
