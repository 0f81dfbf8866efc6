import { formatDateTime } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { useMyConsultations } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { ErrorState } from '../../../primitives/State.js';
import { ConsultationLine } from '../shared/ConsultationLine.js';
import { Panel } from '../shared/Panel.js';

/**
 * The client's bookings still waiting for their payment (part 2 §2.4), each with Pay Now to /payment/{id}
 * and the time the booking is held until. The card exists only when there is something to pay: nothing
 * shows while it loads or when every booking is paid, so most dashboards never see it flash in and out.
 */
export function CompletePaymentCard() {
  const t = useT();
  const list = useMyConsultations({ status: 'pending_payment', order: 'asc', pageSize: 100 });
  const unpaid = list.data?.items.filter((c) => c.status === 'pending_payment') ?? [];
  if (!list.isLoadingError && unpaid.length === 0) return null;

  return (
    <Panel
      title={t('dashboard.completePayment.title')}
      description={t('dashboard.completePayment.description')}
      className="eb-complete-payment"
    >
      {list.isLoadingError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="eb-panel__list">
          {unpaid.map((consultation) => (
            <li key={consultation.id} className="eb-panel__item">
              <ConsultationLine
                consultation={consultation}
                role="client"
                extra={
                  <>
                    <span className="eb-complete-payment__amount">
                      {formatMoney(consultation.totalAmount, { decimals: true })}
                    </span>
                    {consultation.deadlines.paymentDueAt ? (
                      <span>
                        {t('dashboard.completePayment.dueBy', {
                          time: formatDateTime(consultation.deadlines.paymentDueAt),
                        })}
                      </span>
                    ) : null}
                  </>
                }
              />
              <Link
                to={`/payment/${consultation.id}`}
                className="eb-btn eb-btn--primary"
                aria-label={t('dashboard.completePayment.payNowLabel', {
                  title: consultation.title,
                })}
              >
                {t('dashboard.completePayment.payNow')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
