import type { components } from '@expertbridge/sdk';
import { useId } from 'react';
import { disputeOpen } from '../../../domain/disputes.js';
import { formatDate } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { counterpart, type RoomPart } from '../ConsultationRoom/roomParty.js';

type Consultation = components['schemas']['Consultation'];

export interface DisputeOutcomeProps {
  consultation: Consultation;
  /** Who reads it: the client and the expert are told what the outcome means for them. */
  part: RoomPart;
}

/**
 * The dispute on a consultation in words: while open, that the money waits for the platform's team and
 * what was reported; once resolved, what was refunded and paid out, and the admin's note. Nothing when
 * there is no dispute.
 */
export function DisputeOutcome({ consultation, part }: DisputeOutcomeProps) {
  const t = useT();
  const headingId = useId();
  const { dispute } = consultation;
  if (!dispute) return null;
  const open = disputeOpen(dispute);
  const refund = dispute.refund ?? { amount: 0, currency: consultation.totalAmount.currency };
  const summary = open
    ? t(`room.disputeOutcome.open.${part}`, { date: formatDate(dispute.openedAt) })
    : t(`room.disputeOutcome.${dispute.resolution!}.${part}`, {
        date: formatDate(dispute.resolvedAt!),
        amount: formatMoney(refund, { decimals: true }),
        name: counterpart(consultation, 'client').name,
      });
  return (
    <section
      className={`eb-dispute-outcome eb-dispute-outcome--${open ? 'open' : 'resolved'}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="eb-dispute-outcome__title">
        {open ? t('room.disputeOutcome.openTitle') : t('room.disputeOutcome.resolvedTitle')}
      </h3>
      <p>{summary}</p>
      <dl className="eb-dispute-outcome__details">
        <dt>{t('room.disputeOutcome.reason')}</dt>
        <dd>{dispute.reason}</dd>
        {!open && dispute.note ? (
          <>
            <dt>{t('room.disputeOutcome.note')}</dt>
            <dd>{dispute.note}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The dispute's state in one line, for a list's row: the problem reported with the payment on hold, or the
 * outcome (released, the part refunded, refunded in full). Nothing when there is no dispute.
 */
export function DisputeStatusLine({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const { dispute } = consultation;
  if (!dispute) return null;
  const open = disputeOpen(dispute);
  const refund = dispute.refund ?? { amount: 0, currency: consultation.totalAmount.currency };
  return (
    <p className={`eb-dispute-line eb-dispute-line--${open ? 'open' : 'resolved'}`}>
      {open
        ? t('room.disputeOutcome.line.open')
        : t(`room.disputeOutcome.line.${dispute.resolution!}`, {
            amount: formatMoney(refund, { decimals: true }),
          })}
    </p>
  );
}
