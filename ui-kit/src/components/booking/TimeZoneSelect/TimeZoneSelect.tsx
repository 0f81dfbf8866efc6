import { useId } from 'react';
import { timeZoneName } from '../../../format/zones.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { BOOKING_ZONES } from './timeZones.js';

export interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
}

/**
 * The zone the times are shown in: New Zealand's and Australia's, plus the visitor's own when elsewhere. Shared by
 * the widget's booking and rescheduling; its words stay in the widget's catalogue (`widget.zone.*`), which the
 * partner bundle ships alone.
 */
export function TimeZoneSelect({ value, onChange }: TimeZoneSelectProps) {
  const t = useT();
  const id = useId();
  const known = BOOKING_ZONES.some((option) => option.zone === value);
  return (
    <div className="eb-field eb-zone-select">
      <label className="eb-label" htmlFor={id}>
        {t('widget.timeZone')}
      </label>
      <select
        id={id}
        className="eb-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {known ? null : (
          <option value={value}>{t('widget.zone.other', { zone: timeZoneName(value) })}</option>
        )}
        {BOOKING_ZONES.map((option) => (
          <option key={option.zone} value={option.zone}>
            {`${t(option.label)} · ${timeZoneName(option.zone)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
