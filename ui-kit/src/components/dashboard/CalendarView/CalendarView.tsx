import type { components } from '@expertbridge/sdk';
import { useId, useState } from 'react';
import { dateKeyIn, timeZoneName, viewerTimeZone } from '../../../format/zones.js';
import { useConsultationsInRange } from '../../../hooks/consultationRange.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { ErrorState } from '../../../primitives/State.js';
import { useDashboardRole, type DashboardRole } from '../shared/dashboardRole.js';
import { Panel } from '../shared/Panel.js';
import {
  addDays,
  addMonths,
  dayOf,
  periodLabel,
  rangeOf,
  visibleDays,
  type CalendarMode,
} from './calendarDates.js';
import { MonthGrid, WeekList } from './CalendarGrids.js';
import { useCalendarAvailability } from './DayAvailability.js';

type Consultation = components['schemas']['Consultation'];

export interface CalendarViewProps {
  /** Whose consultations: as client or as expert; the session decides when left out. */
  role?: DashboardRole;
  /** The view to open with; by default the week on a phone-sized screen, else the month. */
  initialView?: CalendarMode;
  /** The day to open on (`YYYY-MM-DD`); today by default. */
  initialDate?: string;
  /** The zone days and times are shown in; the viewer's own by default. */
  timeZone?: string;
}

/** The week on a phone-sized screen, where a month's cells are too narrow to read; else the month. */
function defaultView(): CalendarMode {
  return globalThis.matchMedia?.('(max-width: 640px)').matches ? 'week' : 'month';
}

/** The consultations of the shown days, by the day they start on in the zone, earliest first. */
function groupByDay(consultations: Consultation[], timeZone: string) {
  const byDay = new Map<string, Consultation[]>();
  for (const consultation of consultations) {
    const day = dayOf(consultation.scheduledAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), consultation]);
  }
  return byDay;
}

/**
 * The Calendar tab (DESIGN §6: a real calendar rather than the spec's "coming soon"): the user's
 * consultations by month or by week, in the viewer's time zone, each linking to its room; for an expert
 * also their free times, their imported busy times, and which consultations no longer fit their hours. Previous, Today
 * and Next move the period; the view switch and every link are plain buttons and links, so it works from
 * the keyboard. The period is asked for by its start range, all of its pages.
 */
export function CalendarView({ role, initialView, initialDate, timeZone }: CalendarViewProps) {
  const t = useT();
  const periodId = useId();
  const zone = timeZone ?? viewerTimeZone();
  const today = dateKeyIn(new Date(), zone);
  const resolved = useDashboardRole(role);
  const [mode, setMode] = useState<CalendarMode>(() => initialView ?? defaultView());
  const [anchor, setAnchor] = useState(initialDate ?? today);
  const days = visibleDays(mode, anchor);
  const range = rangeOf(days, zone);
  const list = useConsultationsInRange(resolved, range);
  const availability = useCalendarAvailability(resolved, range, zone);
  const byDay = groupByDay(list.data ?? [], zone);

  const move = (step: number) =>
    setAnchor(mode === 'month' ? addMonths(anchor, step) : addDays(anchor, 7 * step));
  const week = mode === 'week';
  const grid = {
    days,
    today,
    byDay,
    role: resolved ?? 'client',
    timeZone: zone,
    labelledBy: periodId,
    availability,
  };

  return (
    <Panel title={t('dashboard.calendar.title')} busy={list.isPending && !list.isError}>
      <div className="eb-panel__header">
        <div className="eb-calendar__nav">
          <Button
            variant="secondary"
            iconOnly
            aria-label={t(
              week ? 'dashboard.calendar.previousWeek' : 'dashboard.calendar.previousMonth',
            )}
            onClick={() => move(-1)}
          >
            <Icon name="chevronLeft" />
          </Button>
          <Button variant="secondary" onClick={() => setAnchor(today)}>
            {t('dashboard.calendar.today')}
          </Button>
          <Button
            variant="secondary"
            iconOnly
            aria-label={t(week ? 'dashboard.calendar.nextWeek' : 'dashboard.calendar.nextMonth')}
            onClick={() => move(1)}
          >
            <Icon name="chevronRight" />
          </Button>
        </div>
        <h3 id={periodId} className="eb-subheading eb-calendar__period" aria-live="polite">
          {periodLabel(mode, anchor)}
        </h3>
        <div className="eb-calendar__views" role="group" aria-label={t('dashboard.calendar.view')}>
          {(['month', 'week'] as const).map((view) => (
            <Button
              key={view}
              variant={mode === view ? 'primary' : 'secondary'}
              aria-pressed={mode === view}
              onClick={() => setMode(view)}
            >
              {t(view === 'month' ? 'dashboard.calendar.month' : 'dashboard.calendar.week')}
            </Button>
          ))}
        </div>
      </div>
      <p className="eb-muted eb-calendar__zone">
        {t('availability.zone', { zone: timeZoneName(zone) })}
      </p>
      {list.isLoadingError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="eb-calendar__status" role="status">
            {list.isPending ? t('common.loading') : null}
            {list.isSuccess && list.data.length === 0 ? t('dashboard.calendar.empty') : null}
          </p>
          {week ? (
            <WeekList {...grid} />
          ) : (
            <MonthGrid
              {...grid}
              month={anchor.slice(0, 7)}
              onShowDay={(day) => {
                setMode('week');
                setAnchor(day);
              }}
            />
          )}
        </>
      )}
    </Panel>
  );
}
