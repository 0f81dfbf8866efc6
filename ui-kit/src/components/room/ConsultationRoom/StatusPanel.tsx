import type { components } from '@expertbridge/sdk';
import { useState } from 'react';
import { mayReportProblem } from '../../../domain/disputes.js';
import { formatDateTime, formatDuration, formatUnits } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { useUpdateConsultationStatus } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Stars } from '../../../primitives/Stars.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { RescheduleBanner } from '../../booking/Reschedule/RescheduleBanner.js';
import { RescheduleDialog } from '../../booking/Reschedule/RescheduleDialog.js';
import { openProposal, rescheduleState } from '../../booking/Reschedule/reschedulePolicy.js';
import { DisputeOutcome } from '../DisputeOutcome/DisputeOutcome.js';
import { RoomDialog, useFailureToast, type RoomDialogName } from './RoomDialog.js';
import { startsIn } from './roomClock.js';
import type { RoomPart } from './roomParty.js';

type Consultation = components['schemas']['Consultation'];

export interface StatusPanelProps {
  consultation: Consultation;
  part: RoomPart;
  now: Date;
  /** Open the review dialog. */
  onReview: () => void;
  /** Open the problem report at once, if the client may still send one. */
  reportRequested?: boolean;
  /** A dialog of the panel's was closed. */
  onDialogClose?: () => void;
}

/**
 * When Start Consultation opens, in the words of this consultation's own rules (the join window it was booked
 * under, as its deadline says), never a fixed figure.
 */
function joinWindowText(consultation: Consultation, t: ReturnType<typeof useT>): string {
  const opens = consultation.deadlines.joinWindowOpensAt;
  const lead = opens ? Date.parse(consultation.scheduledAt) - Date.parse(opens) : 0;
  return lead > 0
    ? t('room.confirmed.description', { lead: formatDuration(lead) })
    : t('room.confirmed.atStart');
}

/** How long before the start rescheduling closes, by this consultation's own rules. */
function rescheduleLead(consultation: Consultation): string {
  const until = consultation.deadlines.freeRescheduleUntil;
  return formatDuration(until ? Date.parse(consultation.scheduledAt) - Date.parse(until) : 0);
}

const isPast = (moment: string | null, now: Date) =>
  moment !== null && new Date(moment).getTime() <= now.getTime();

/**
 * What the room says and offers in each status (part 2 §4.1): pay, accept or decline, the countdown and
 * Start, End with its confirmation, the review, the cancellation; plus the lifecycle's own steps — cancel
 * with the refund the policy gives, report an expert who did not come, report a problem after the end.
 */
export function StatusPanel({
  consultation,
  part,
  now,
  onReview,
  reportRequested = false,
  onDialogClose,
}: StatusPanelProps) {
  const t = useT();
  const { toast } = useToast();
  const [open, setOpen] = useState<RoomDialogName | 'reschedule' | null>(null);
  const status = useUpdateConsultationStatus();
  const failed = useFailureToast();
  const { id, deadlines } = consultation;
  const party = part !== 'admin';
  const mayReport = part === 'client' && mayReportProblem(consultation, now);

  const setStatus = (next: 'confirmed' | 'cancelled' | 'in_progress') =>
    status.mutate(
      { id, status: next },
      {
        onSuccess: () =>
          toast({
            title: t('room.status.updated'),
            description: t('room.status.updatedDescription'),
            variant: 'success',
          }),
        onError: (error) =>
          failed(error, t('room.status.failed'), t('room.status.failedDescription')),
      },
    );

  let title: string;
  let body: React.ReactNode = null;
  let actions: React.ReactNode = null;
  const cancellable =
    party && (consultation.status === 'pending' || consultation.status === 'confirmed');

  switch (consultation.status) {
    case 'pending_payment':
      title = t('room.pendingPayment.title');
      body = (
        <>
          <p>
            {t(part === 'client' ? 'room.pendingPayment.client' : 'room.pendingPayment.expert')}
          </p>
          {deadlines.paymentDueAt ? (
            <p className="eb-muted">
              {t('room.pendingPayment.due', { time: formatDateTime(deadlines.paymentDueAt) })}
            </p>
          ) : null}
        </>
      );
      if (part === 'client') {
        actions = (
          <Link to={`/payment/${id}`} className="eb-btn eb-btn--primary">
            {t('room.completePayment')}
          </Link>
        );
      }
      break;
    case 'pending':
      title = t('room.pending.title');
      body = (
        <>
          <p>{t(part === 'expert' ? 'room.pending.expert' : 'room.pending.client')}</p>
          {part === 'expert' && deadlines.responseDueAt ? (
            <p className="eb-muted">
              {t('room.pending.responseDue', { time: formatDateTime(deadlines.responseDueAt) })}
            </p>
          ) : null}
        </>
      );
      if (part === 'expert') {
        actions = (
          <>
            <Button disabled={status.isPending} onClick={() => setStatus('confirmed')}>
              {t('room.accept')}
            </Button>
            <Button
              variant="secondary"
              disabled={status.isPending}
              onClick={() => setStatus('cancelled')}
            >
              {t('room.decline')}
            </Button>
          </>
        );
      }
      break;
    case 'confirmed': {
      title = t('room.confirmed.title');
      const left = startsIn(new Date(consultation.scheduledAt), now);
      const joinable = isPast(deadlines.joinWindowOpensAt, now);
      body = (
        <>
          <p className="eb-room__countdown">
            {left.unit === 'now'
              ? t('room.startsIn.now')
              : t('room.startsIn', { duration: formatUnits(left.count, left.unit) })}
          </p>
          <p className="eb-muted">{joinWindowText(consultation, t)}</p>
        </>
      );
      if (party) {
        actions = (
          <>
            <Button
              disabled={!joinable || status.isPending}
              aria-busy={status.isPending || undefined}
              onClick={() => setStatus('in_progress')}
            >
              {status.isPending ? t('room.starting') : t('room.start')}
            </Button>
            {part === 'client' && isPast(deadlines.noShowReportableAt, now) ? (
              <Button variant="secondary" onClick={() => setOpen('noShow')}>
                {t('room.noShow')}
              </Button>
            ) : null}
          </>
        );
      }
      break;
    }
    case 'in_progress':
      title = t('room.inProgress.title');
      if (party) {
        actions = (
          <Button variant="danger" onClick={() => setOpen('end')}>
            {t('room.end')}
          </Button>
        );
      }
      break;
    case 'completed':
      title = t('room.completed.title');
      body = (
        <>
          <p>{t('room.completed.description')}</p>
          <DisputeOutcome consultation={consultation} part={part} />
        </>
      );
      if (part === 'client') {
        if (consultation.review) {
          body = (
            <>
              {body}
              <p>{t('room.completed.reviewed')}</p>
              <Stars rating={consultation.review.rating} />
            </>
          );
        } else {
          actions = <Button onClick={onReview}>{t('room.leaveReview')}</Button>;
        }
        if (mayReport) {
          actions = (
            <>
              {actions}
              <Button variant="secondary" onClick={() => setOpen('dispute')}>
                {t('room.dispute')}
              </Button>
            </>
          );
        }
      }
      break;
    case 'cancelled': {
      title = t('room.cancelled.title');
      const cancellation = consultation.cancellation;
      body = (
        <>
          {cancellation ? <p>{t(`room.cancelled.reason.${cancellation.reason}`)}</p> : null}
          {cancellation && cancellation.refund.amount > 0 ? (
            <p>
              {t('room.cancelled.refund', {
                amount: formatMoney(cancellation.refund, { decimals: true }),
              })}
            </p>
          ) : null}
          <p className="eb-muted">{t('room.cancelled.description')}</p>
        </>
      );
      break;
    }
    default:
      title = consultation.status;
  }

  const fullRefund = part === 'expert' || !isPast(deadlines.fullRefundUntil, now);
  const dialog = open ?? (reportRequested && mayReport ? 'dispute' : null);
  const proposal = openProposal(consultation, now);
  // The other party's open proposal is answered first (a counter-proposal would be refused).
  const moving =
    proposal && proposal.proposedBy !== part ? 'hidden' : rescheduleState(consultation, part, now);
  const closeDialog = () => {
    setOpen(null);
    onDialogClose?.();
  };

  return (
    <section
      className={`eb-card eb-room__status eb-room__status--${consultation.status}`}
      aria-labelledby={`${id}-status`}
    >
      <h2 id={`${id}-status`} className="eb-subheading">
        {title}
      </h2>
      {body}
      <RescheduleBanner consultation={consultation} part={part} now={now} />
      {actions || cancellable || moving !== 'hidden' ? (
        <div className="eb-room__actions">
          {actions}
          {moving !== 'hidden' ? (
            <Button
              variant="secondary"
              disabled={moving === 'closed'}
              aria-describedby={moving === 'closed' ? `${id}-reschedule-closed` : undefined}
              onClick={() => setOpen('reschedule')}
            >
              {t('reschedule.action')}
            </Button>
          ) : null}
          {cancellable ? (
            <Button variant="ghost" onClick={() => setOpen('cancel')}>
              {t('room.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {moving === 'closed' ? (
        <p className="eb-muted" id={`${id}-reschedule-closed`}>
          {t('reschedule.closed', { lead: rescheduleLead(consultation) })}
        </p>
      ) : null}
      {dialog === 'reschedule' && part !== 'admin' ? (
        <RescheduleDialog consultation={consultation} part={part} onClose={closeDialog} />
      ) : dialog && dialog !== 'reschedule' ? (
        <RoomDialog
          dialog={dialog}
          consultation={consultation}
          fullRefund={fullRefund}
          onClose={closeDialog}
        />
      ) : null}
    </section>
  );
}
