import type { components } from '@expertbridge/sdk';
import { mayReportProblem } from '../../../domain/disputes.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { openProposal } from '../../booking/Reschedule/reschedulePolicy.js';
import { JoinLink } from '../shared/ConsultationLine.js';
import { DetailsLink } from '../shared/DetailsLink.js';
import type { DashboardRole } from '../shared/dashboardRole.js';

type Consultation = components['schemas']['Consultation'];

/**
 * What a row of the Consultations tab lets its viewer do, so every consultation opens, whatever its
 * state: Pay Now while unpaid (client), Join while confirmed or running, Complete & Pay Expert on a running
 * one (client), Leave a Review and Report a Problem after completion (client, while allowed; both open
 * their dialog in the room), Answer New Time when the other party proposed one, and View Details wherever Join
 * does not already open the room.
 */
export function ConsultationActions({
  consultation,
  role,
  titleId,
  now,
  onComplete,
}: {
  consultation: Consultation;
  role: DashboardRole;
  /** The time the complaint window is checked against. */
  now: Date;
  /** The id of the row's title, which describes its buttons. */
  titleId: string;
  onComplete: (consultation: Consultation) => void;
}) {
  const t = useT();
  const { status } = consultation;
  const client = role === 'client';
  const joinable = status === 'confirmed' || status === 'in_progress';
  const room = `/consultation/${consultation.id}`;
  return (
    <div className="eb-panel__actions">
      {client && status === 'pending_payment' ? (
        <Link
          to={`/payment/${consultation.id}`}
          className="eb-btn eb-btn--primary"
          aria-label={t('dashboard.completePayment.payNowLabel', { title: consultation.title })}
        >
          {t('dashboard.completePayment.payNow')}
        </Link>
      ) : null}
      {joinable ? <JoinLink consultation={consultation} /> : null}
      {client && status === 'in_progress' ? (
        <Button
          variant="secondary"
          aria-describedby={titleId}
          onClick={() => onComplete(consultation)}
        >
          {t('dashboard.complete.action')}
        </Button>
      ) : null}
      {client && status === 'completed' && !consultation.review ? (
        <Link
          to={`${room}#review`}
          className="eb-btn eb-btn--primary"
          aria-label={t('dashboard.table.reviewLabel', { title: consultation.title })}
        >
          {t('dashboard.table.review')}
        </Link>
      ) : null}
      {client && mayReportProblem(consultation, now) ? (
        <Link
          to={`${room}#report`}
          className="eb-btn eb-btn--secondary"
          aria-label={t('dashboard.table.reportLabel', { title: consultation.title })}
        >
          {t('dashboard.table.report')}
        </Link>
      ) : null}
      {openProposal(consultation, now)?.proposedBy === (client ? 'expert' : 'client') ? (
        // The other party asked for a new time: answered in the consultation's page.
        <Link
          to={room}
          className="eb-btn eb-btn--primary"
          aria-label={t('reschedule.answerLabel', { title: consultation.title })}
        >
          {t('reschedule.answer')}
        </Link>
      ) : null}
      {joinable ? null : <DetailsLink consultation={consultation} />}
    </div>
  );
}
