import { formatDateTime } from '../../../format/dates.js';
import { useMyConsultations } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { ActivityCard } from './ActivityCard.js';

/** How many of the latest consultations the home page lists. */
export const RECENT_CONSULTATIONS_SHOWN = 5;

/**
 * The signed-in user's latest consultations as the client (DESIGN §6: real history, not the spec's
 * always-empty list), latest start first: title linking to the room, status badge and start.
 */
export function RecentConsultations({ enabled }: { enabled: boolean }) {
  const t = useT();
  const list = useMyConsultations({ order: 'desc', pageSize: RECENT_CONSULTATIONS_SHOWN }, enabled);
  return (
    <ActivityCard
      title={t('home.consultations.title')}
      action={
        <Link to="/dashboard" className="eb-link" aria-label={t('home.consultations.viewAllLabel')}>
          {t('home.consultations.viewAll')}
        </Link>
      }
      query={list}
      shown={RECENT_CONSULTATIONS_SHOWN}
      empty={{
        text: t('home.consultations.empty'),
        to: '/experts',
        label: t('home.consultations.emptyAction'),
      }}
      item={(consultation) => (
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
      )}
    />
  );
}
