import type { components } from '@expertbridge/sdk';
import { formatTime } from '../../../format/zones.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { counterpartOf, type DashboardRole } from '../shared/dashboardRole.js';
import { dayLabel } from './calendarDates.js';
import { DayAvailability, type DayAvailabilityInfo } from './DayAvailability.js';
import { MonthTable } from './MonthTable.js';

type Consultation = components['schemas']['Consultation'];

/** How many consultations a month cell lists before '+N more' (which opens that day's week). */
export const SHOWN_PER_DAY = 3;

interface GridProps {
  days: string[];
  today: string;
  byDay: Map<string, Consultation[]>;
  role: DashboardRole;
  timeZone: string;
  /** The id of the period heading that names the grid. */
  labelledBy: string;
  /** An expert's free starts and imported busy times by day. */
  availability?: Map<string, DayAvailabilityInfo> | undefined;
}

/** One consultation in the calendar: a link to its room with its start time (in the viewer's zone). */
function CalendarEvent({
  consultation,
  role,
  timeZone,
  detailed,
}: {
  consultation: Consultation;
  role: DashboardRole;
  timeZone: string;
  detailed: boolean;
}) {
  const t = useT();
  const person = counterpartOf(consultation, role);
  return (
    <Link
      to={`/consultation/${consultation.id}`}
      className={`eb-calendar__event eb-calendar__event--${consultation.status.replace('_', '-')}`}
    >
      <time dateTime={consultation.scheduledAt}>
        {formatTime(consultation.scheduledAt, { timeZone })}
      </time>{' '}
      <span className="eb-calendar__event-title">{consultation.title}</span>
      {consultation.outsideHours ? (
        <span className="eb-calendar__outside">
          {t('availabilityEditor.calendar.outsideHours')}
        </span>
      ) : null}
      {detailed ? (
        <>
          {' '}
          <span className="eb-calendar__event-with">
            {t('dashboard.calendar.with', { name: `${person.firstName} ${person.lastName}` })}
          </span>{' '}
          <StatusBadge status={consultation.status} />
        </>
      ) : (
        <span className="eb-visually-hidden">
          {' '}
          <StatusBadge status={consultation.status} />
        </span>
      )}
    </Link>
  );
}

/** A month as a table of weeks, Monday first; days of the neighbouring months are dimmed. */
export function MonthGrid({
  days,
  month,
  today,
  byDay,
  role,
  timeZone,
  labelledBy,
  availability,
  onShowDay,
}: GridProps & { month: string; onShowDay: (day: string) => void }) {
  const t = useT();
  return (
    <MonthTable
      days={days}
      labelledBy={labelledBy}
      cell={(day) => {
        const events = byDay.get(day) ?? [];
        const hidden = events.length - SHOWN_PER_DAY;
        const classes = [
          'eb-calendar__cell',
          day.slice(0, 7) === month ? '' : 'eb-calendar__cell--outside',
          day === today ? 'eb-calendar__cell--today' : '',
        ];
        return (
          <td
            key={day}
            className={classes.filter(Boolean).join(' ')}
            aria-current={day === today ? 'date' : undefined}
            data-day={day}
          >
            <span className="eb-calendar__date" aria-hidden="true">
              {Number(day.slice(8))}
            </span>
            <span className="eb-visually-hidden">{dayLabel(day)}</span>
            <DayAvailability info={availability?.get(day)} timeZone={timeZone} compact />
            {events.length > 0 ? (
              <ul className="eb-calendar__events">
                {events.slice(0, SHOWN_PER_DAY).map((consultation) => (
                  <li key={consultation.id}>
                    <CalendarEvent
                      consultation={consultation}
                      role={role}
                      timeZone={timeZone}
                      detailed={false}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {hidden > 0 ? (
              <button
                type="button"
                className="eb-calendar__more"
                aria-label={t('dashboard.calendar.moreOn', {
                  count: hidden,
                  day: dayLabel(day),
                })}
                onClick={() => onShowDay(day)}
              >
                {t('dashboard.calendar.more', { count: hidden })}
              </button>
            ) : null}
          </td>
        );
      }}
    />
  );
}

/** A week as a list of its seven days, each with its consultations in full. */
export function WeekList({
  days,
  today,
  byDay,
  role,
  timeZone,
  labelledBy,
  availability,
}: GridProps) {
  return (
    <ol className="eb-calendar__week" aria-labelledby={labelledBy}>
      {days.map((day) => {
        const events = byDay.get(day) ?? [];
        return (
          <li
            key={day}
            className={
              day === today ? 'eb-calendar__day eb-calendar__cell--today' : 'eb-calendar__day'
            }
            aria-current={day === today ? 'date' : undefined}
            data-day={day}
          >
            <h4 className="eb-calendar__day-name">{dayLabel(day)}</h4>
            <DayAvailability info={availability?.get(day)} timeZone={timeZone} compact={false} />
            {events.length > 0 ? (
              <ul className="eb-calendar__events">
                {events.map((consultation) => (
                  <li key={consultation.id}>
                    <CalendarEvent
                      consultation={consultation}
                      role={role}
                      timeZone={timeZone}
                      detailed
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
