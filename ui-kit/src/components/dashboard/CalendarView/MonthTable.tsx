import type { ReactNode } from 'react';
import { weekdayNames } from './calendarDates.js';

/**
 * A month as a table of whole weeks, Monday first, under the weekday names; `cell` draws each day's
 * `<td>` (the dashboard's consultations, the availability editor's day buttons).
 */
export function MonthTable({
  days,
  labelledBy,
  className,
  cell,
}: {
  days: string[];
  /** The id of the heading that names the month. */
  labelledBy: string;
  className?: string;
  cell: (day: string) => ReactNode;
}) {
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <table
      className={['eb-calendar__month', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
    >
      <thead>
        <tr>
          {weekdayNames().map((name) => (
            <th key={name.long} scope="col" abbr={name.long}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>{week.map(cell)}</tr>
        ))}
      </tbody>
    </table>
  );
}
