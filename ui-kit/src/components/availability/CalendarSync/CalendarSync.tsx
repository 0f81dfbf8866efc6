import { useId } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { useDashboardRole, type DashboardRole } from '../../dashboard/shared/dashboardRole.js';
import { CalendarFeedSection } from './CalendarFeedSection.js';
import { CalendarImports } from './CalendarImports.js';

export interface CalendarSyncProps {
  /** Whose card: an expert also imports calendars; the session decides when left out. */
  role?: DashboardRole;
}

/**
 * Calendars in sync both ways: the user's consultations out to their own calendar through a private
 * feed, and, for experts, the busy times of their other calendars in, so nobody books them when they
 * are busy elsewhere.
 */
export function CalendarSync({ role }: CalendarSyncProps) {
  const t = useT();
  const titleId = useId();
  const resolved = useDashboardRole(role);
  return (
    <section className="eb-card eb-sync" aria-labelledby={titleId}>
      <h2 id={titleId} className="eb-subheading">
        {t('calendarSync.title')}
      </h2>
      <CalendarFeedSection />
      {resolved === 'expert' ? <CalendarImports /> : null}
    </section>
  );
}
