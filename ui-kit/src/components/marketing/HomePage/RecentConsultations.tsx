import { useId } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { useMyConsultations } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { ErrorState } from '../../../primitives/State.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { ActivitySkeleton } from './ActivitySkeleton.js';

/** How many of the latest consultations the home page lists. */
export const RECENT_CONSULTATIONS_SHOWN = 5;

/**
 * The signed-in user's latest consultations as the client (DESIGN §6: real history, not the spec's
 * always-empty list), latest start first: title linking to the room, status badge and start.
 */
export function RecentConsultations({ enabled }: { enabled: boolean }) {
  const t = useT();
  const titleId = useId();
  const list = useMyConsultations({ order: 'desc', pageSize: RECENT_CONSULTATIONS_SHOWN }, enabled);

  let body;
  if (list.isLoadingError) {
    body = <ErrorState onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = <ActivitySkeleton count={3} />;
  } else if (list.data.items.length === 0) {
    body = (
      <div className="eb-activity__empty">
        <p className="eb-muted">{t('home.consultations.empty')}</p>
        <Link to="/experts" className="eb-link">
          {t('home.consultations.emptyAction')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="eb-activity__list">
        {list.data.items.slice(0, RECENT_CONSULTATIONS_SHOWN).map((consultation) => (
          <li key={consultation.id} className="eb-activity__item">
            <div className="eb-activity__main">
              <Link to={`/consultation/${consultation.id}`} className="eb-activity__title">
                {consultation.title}
              </Link>
              <time className="eb-activity__meta" dateTime={consultation.scheduledAt}>
                {formatDateTime(consultation.scheduledAt)}
              </time>
            </div>
            <StatusBadge status={consultation.status} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className="eb-card eb-activity"
      aria-labelledby={titleId}
      aria-busy={list.isPending && !list.isError}
    >
      <div className="eb-activity__header">
        <h3 id={titleId} className="eb-subheading">
          {t('home.consultations.title')}
        </h3>
        <Link to="/dashboard" className="eb-link" aria-label={t('home.consultations.viewAllLabel')}>
          {t('home.consultations.viewAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}
