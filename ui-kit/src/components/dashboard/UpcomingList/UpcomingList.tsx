import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { ConsultationLine, JoinLink, SkeletonRows } from '../shared/ConsultationLine.js';
import { Panel } from '../shared/Panel.js';
import {
  useDashboardRole,
  useRoleConsultations,
  type DashboardRole,
} from '../shared/dashboardRole.js';

/** The overview shows up to 3 upcoming consultations (part 2 §2.4, §9). */
export const UPCOMING_SHOWN = 3;

/** The start of the current minute: a key that stays put across renders, so the list is asked for once. */
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

/**
 * The next consultations (upcoming means confirmed with a future start, part 2 §4.1), at most three, each
 * with Join to its room; Book New leads to the directory. The role comes from the session unless given.
 */
export function UpcomingList({ role }: { role?: DashboardRole }) {
  const t = useT();
  const resolved = useDashboardRole(role);
  const [from] = useState(thisMinute);
  const list = useRoleConsultations(resolved, {
    status: 'confirmed',
    from,
    order: 'asc',
    pageSize: UPCOMING_SHOWN,
  });

  let body;
  if (list.isLoadingError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isPending || !resolved) {
    body = <SkeletonRows count={UPCOMING_SHOWN} />;
  } else {
    const upcoming = list.data.items
      .filter((c) => c.status === 'confirmed' && c.scheduledAt >= from)
      .slice(0, UPCOMING_SHOWN);
    body =
      upcoming.length === 0 ? (
        <StateMessage
          headingLevel={3}
          title={t('dashboard.upcoming.empty')}
          description={t('dashboard.upcoming.emptyDescription')}
        />
      ) : (
        <ul className="eb-panel__list">
          {upcoming.map((consultation) => (
            <li key={consultation.id} className="eb-panel__item">
              <ConsultationLine consultation={consultation} role={resolved} />
              <JoinLink consultation={consultation} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <Panel
      title={t('dashboard.upcoming.title')}
      busy={list.isPending && !list.isError}
      action={
        <Link to="/experts" className="eb-btn eb-btn--secondary">
          {t('dashboard.upcoming.bookNew')}
        </Link>
      }
    >
      {body}
    </Panel>
  );
}
