import { useId, useState } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { useMyConsultations } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { DisputeStatusLine } from '../../room/DisputeOutcome/DisputeOutcome.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { SkeletonRows } from '../../dashboard/shared/ConsultationLine.js';
import { Pager } from '../../dashboard/shared/Pager.js';
import { Panel } from '../../dashboard/shared/Panel.js';
import { DetailsLink } from '../../dashboard/shared/DetailsLink.js';

/** Consultations per page of My Account's list. */
export const ACCOUNT_CONSULTATIONS_PAGE_SIZE = 10;

/**
 * My Account's Consultations tab: the consultations the user booked (`GET /api/consultations`), latest
 * first, each with its title, status, start, total and View Details to its page; 'No consultations yet'
 * when there are none; pages when there are more than fit on one.
 */
export function ConsultationsTab() {
  const t = useT();
  const baseId = useId();
  const [page, setPage] = useState(1);
  const list = useMyConsultations({ page, pageSize: ACCOUNT_CONSULTATIONS_PAGE_SIZE });

  let body;
  if (list.isLoadingError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = <SkeletonRows count={3} />;
  } else if (list.data.items.length === 0) {
    body = (
      <StateMessage
        headingLevel={3}
        title={t('dashboard.table.empty')}
        action={
          <Link to="/experts" className="eb-btn eb-btn--primary">
            {t('nav.findExperts')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="eb-panel__list">
          {list.data.items.map((consultation) => (
            <li key={consultation.id} className="eb-panel__item">
              <div className="eb-panel__main">
                <p className="eb-panel__title" id={`${baseId}-${consultation.id}`}>
                  {consultation.title}
                </p>
                <p className="eb-panel__meta">
                  <StatusBadge status={consultation.status} />
                  <span>
                    {t('account.consultations.scheduled')}{' '}
                    <time dateTime={consultation.scheduledAt}>
                      {formatDateTime(consultation.scheduledAt)}
                    </time>
                  </span>
                  <span>
                    {t('account.consultations.amount')}{' '}
                    {formatMoney(consultation.totalAmount, { decimals: true })}
                  </span>
                </p>
                <DisputeStatusLine consultation={consultation} />
              </div>
              <DetailsLink consultation={consultation} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pageSize={ACCOUNT_CONSULTATIONS_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <Panel title={t('account.consultations.title')} busy={list.isPending && !list.isError}>
      {body}
    </Panel>
  );
}
