import { useId } from 'react';
import { formatDateTime, formatDuration } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import type { Consultation } from '../../../hooks/consultations.js';
import type { PaymentConfig } from '../../../hooks/payments.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { expertName } from '../../directory/ExpertCard/expertDisplay.js';

export interface OrderSummaryProps {
  consultation: Consultation;
  config: PaymentConfig;
  timeZone?: string | undefined;
}

/**
 * What is being paid for (part 2 §2.2): the consultation, its total with the platform fee included, the
 * refund and escrow terms from the payment configuration, and links to the terms and refund policy.
 */
export function OrderSummary({ consultation, config, timeZone }: OrderSummaryProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="eb-card eb-payment__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="eb-subheading">
        {t('payment.summary')}
      </h2>
      <p className="eb-payment__title">{consultation.title}</p>
      <p className="eb-muted">{t('payment.with', { name: expertName(consultation.expert, t) })}</p>
      <dl className="eb-payment__facts">
        <dt>{t('payment.when')}</dt>
        <dd>{formatDateTime(consultation.scheduledAt, timeZone ? { timeZone } : {})}</dd>
        <dt>{t('payment.duration')}</dt>
        <dd>{t('availability.minutes', { count: consultation.duration })}</dd>
        <dt>{t('payment.total')}</dt>
        <dd className="eb-payment__total">
          {formatMoney(consultation.totalAmount, { decimals: true })}
        </dd>
      </dl>
      <p className="eb-muted">
        {t('booking.feeIncluded', { rate: config.platformFeeBasisPoints / 100 })}
      </p>
      <p>{t('payment.refundTerms', { lead: formatDuration(config.refundWindowMs) })}</p>
      <p>{t('payment.escrowTerms', { hold: formatDuration(config.escrowHoldMs) })}</p>
      <p className="eb-row">
        <Link to="/terms" className="eb-link">
          {t('payment.terms')}
        </Link>
        <Link to="/refunds" className="eb-link">
          {t('payment.refunds')}
        </Link>
      </p>
    </section>
  );
}
