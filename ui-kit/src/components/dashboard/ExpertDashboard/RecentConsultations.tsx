import { formatMoney } from '../../../format/money.js';
import { useExpertConsultations } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { ConsultationLine, SkeletonRows } from '../shared/ConsultationLine.js';
import { Panel } from '../shared/Panel.js';
import { DetailsLink } from '../shared/DetailsLink.js';

/** The expert dashboard lists the first 5 of the expert's consultations (part 2 §2.5, §9). */
export const RECENT_SHOWN = 5;

/**
 * The expert's Recent Consultations: the first five of their list (latest start first, as the API orders
 * it), each with the client, start, status and amount (and when its payout waits for the expert's payout
 * details), and View Details to its page.
 */
export function RecentConsultations() {
  const t = useT();
  const list = useExpertConsultations({ order: 'desc', pageSize: RECENT_SHOWN });

  let body;
  if (list.isLoadingError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = <SkeletonRows count={3} />;
  } else if (list.data.items.length === 0) {
    body = <StateMessage headingLevel={3} title={t('dashboard.table.empty')} />;
  } else {
    body = (
      <ul className="eb-panel__list">
        {list.data.items.slice(0, RECENT_SHOWN).map((consultation) => (
          <li key={consultation.id} className="eb-panel__item">
            <ConsultationLine
              consultation={consultation}
              role="expert"
              extra={
                <>
                  <StatusBadge status={consultation.status} />
                  <span>{formatMoney(consultation.totalAmount, { decimals: true })}</span>
                  {consultation.money.payoutWaitsForDetails ? (
                    <span className="eb-badge">{t('payouts.waiting.title')}</span>
                  ) : null}
                </>
              }
            />
            <DetailsLink consultation={consultation} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel title={t('dashboard.expert.recentTitle')} busy={list.isPending && !list.isError}>
      {body}
    </Panel>
  );
}
