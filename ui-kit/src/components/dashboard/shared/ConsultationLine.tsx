import type { components } from '@expertbridge/sdk';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Counterpart } from './Counterpart.js';
import type { DashboardRole } from './dashboardRole.js';

type Consultation = components['schemas']['Consultation'];

/**
 * What a dashboard row says about a consultation: its title, the other party, when it starts (in the
 * viewer's zone) and for how long, and any `extra` facts of the row.
 */
export function ConsultationLine({
  consultation,
  role,
  extra,
  titleId,
}: {
  consultation: Consultation;
  role: DashboardRole;
  extra?: ReactNode;
  /** An id for the title, so the row's buttons can be described by it. */
  titleId?: string;
}) {
  const t = useT();
  return (
    <div className="eb-panel__main">
      <p className="eb-panel__title" id={titleId}>
        {consultation.title}
      </p>
      <Counterpart consultation={consultation} role={role} />
      <p className="eb-panel__meta">
        <time dateTime={consultation.scheduledAt}>{formatDateTime(consultation.scheduledAt)}</time>
        <span>{t('dashboard.minutes', { count: consultation.duration })}</span>
        {extra}
      </p>
    </div>
  );
}

/** Skeleton rows while a panel's list loads. */
export function SkeletonRows({ count }: { count: number }) {
  return (
    <ul className="eb-panel__list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="eb-panel__item">
          <div className="eb-skeleton" style={{ height: '3.5rem', width: '100%' }} />
        </li>
      ))}
    </ul>
  );
}

/** Join: the consultation's room, named with its title so each Join in a list says where it goes. */
export function JoinLink({ consultation }: { consultation: Consultation }) {
  const t = useT();
  return (
    <Link
      to={`/consultation/${consultation.id}`}
      className="eb-btn eb-btn--primary"
      aria-label={t('dashboard.joinLabel', { title: consultation.title })}
    >
      {t('dashboard.join')}
    </Link>
  );
}
