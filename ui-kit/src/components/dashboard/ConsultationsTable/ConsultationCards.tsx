import type { components } from '@expertbridge/sdk';
import { formatDateTime } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { DisputeStatusLine } from '../../room/DisputeOutcome/DisputeOutcome.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { Counterpart } from '../shared/Counterpart.js';
import type { DashboardRole } from '../shared/dashboardRole.js';
import { ConsultationActions } from './ConsultationActions.js';

type Consultation = components['schemas']['Consultation'];

/**
 * The Consultations tab on a phone: each consultation as a card with every fact of a table row (the
 * other party, date, status, amount) named beside its value, and its actions, with nothing to scroll
 * sideways to.
 */
export function ConsultationCards({
  consultations,
  role,
  baseId,
  now,
  onComplete,
}: {
  consultations: Consultation[];
  role: DashboardRole;
  baseId: string;
  now: Date;
  onComplete: (consultation: Consultation) => void;
}) {
  const t = useT();
  return (
    <ul className="eb-consultation-cards">
      {consultations.map((consultation) => {
        const titleId = `${baseId}-${consultation.id}`;
        return (
          <li key={consultation.id} className="eb-consultation-card">
            <h3 id={titleId} className="eb-consultation-card__title">
              {consultation.title}
            </h3>
            <Counterpart consultation={consultation} role={role} />
            <dl className="eb-consultation-card__facts">
              <div>
                <dt>{t('dashboard.table.date')}</dt>
                <dd>
                  <time dateTime={consultation.scheduledAt}>
                    {formatDateTime(consultation.scheduledAt)}
                  </time>
                </dd>
              </div>
              <div>
                <dt>{t('dashboard.table.status')}</dt>
                <dd>
                  <StatusBadge status={consultation.status} />
                  <DisputeStatusLine consultation={consultation} />
                </dd>
              </div>
              <div>
                <dt>{t('dashboard.table.amount')}</dt>
                <dd className="eb-table__amount">
                  {formatMoney(consultation.totalAmount, { decimals: true })}
                </dd>
              </div>
            </dl>
            <ConsultationActions
              consultation={consultation}
              role={role}
              titleId={titleId}
              now={now}
              onComplete={onComplete}
            />
          </li>
        );
      })}
    </ul>
  );
}
