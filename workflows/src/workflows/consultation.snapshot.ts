// The lifecycle state as the query and the updates report it: status, the deadlines that matter in
// that status, and where the money is.
import { overdueStage, overdueStageStartsAt } from '../rules/overdue.js';
import type { LifecycleDeadlines, LifecycleState } from './consultation.messages.js';
import type { ConsultationState } from './consultation.state.js';
import { iso } from './workflow-time.js';

function deadlinesOf(lc: ConsultationState): LifecycleDeadlines {
  const { config, startsAt, endsAt, status } = lc;
  const beforeStart = {
    fullRefundUntil: iso(startsAt - config.fullRefundLeadMs),
    freeRescheduleUntil: iso(startsAt - config.freeRescheduleLeadMs),
  };
  const overdue = {
    overdueReminderAt: iso(overdueStageStartsAt('needs_notice', endsAt, config)),
    autoCompleteAt: iso(overdueStageStartsAt('auto_complete', endsAt, config)),
  };
  switch (status) {
    case 'pending_payment':
      return { paymentDueAt: iso(lc.paymentDueAt), ...beforeStart };
    case 'pending':
      return { responseDueAt: iso(lc.responseDueAt), ...beforeStart };
    case 'confirmed':
      return {
        joinWindowOpensAt: iso(startsAt - config.joinWindowLeadMs),
        noShowReportableAt: iso(startsAt + config.noShowGraceMs),
        ...beforeStart,
        ...overdue,
      };
    case 'in_progress':
      return overdue;
    case 'completed': {
      const releaseAt = lc.escrowReleaseAt;
      return releaseAt === undefined ? {} : { escrowReleaseAt: iso(releaseAt) };
    }
    case 'cancelled':
      return {};
  }
}

/** The state of `lc` at workflow time `now`. */
export function snapshotOf(lc: ConsultationState, now: number): LifecycleState {
  const running = lc.status === 'confirmed' || lc.status === 'in_progress';
  return {
    consultationId: lc.input.consultationId,
    status: lc.status,
    startsAt: iso(lc.startsAt),
    endsAt: iso(lc.endsAt),
    durationMinutes: lc.input.durationMinutes,
    rescheduleCount: lc.rescheduleCount,
    ...(lc.proposal
      ? {
          rescheduleProposal: {
            proposedBy: lc.proposal.by,
            startsAt: iso(lc.proposal.startsAt),
            message: lc.proposal.message,
            proposedAt: iso(lc.proposal.proposedAt),
            expiresAt: iso(lc.proposal.expiresAt),
          },
        }
      : {}),
    deadlines: deadlinesOf(lc),
    money: lc.money,
    overdue: running ? overdueStage(now, lc.endsAt, lc.config) : 'on_time',
    ...(lc.receivedPayment && lc.paidAt !== undefined
      ? { paymentId: lc.receivedPayment.paymentId }
      : {}),
    ...(lc.startedAt !== undefined ? { startedAt: iso(lc.startedAt) } : {}),
    ...(lc.completion ? { completion: { at: iso(lc.completion.at), by: lc.completion.by } } : {}),
    ...(lc.cancellation ? { cancellation: lc.cancellation } : {}),
    ...(lc.dispute ? { dispute: lc.dispute } : {}),
    ...(lc.needsAttention ? { needsAttention: lc.needsAttention } : {}),
    ...(lc.payoutWaitingForAccount ? { payoutWaitingForAccount: lc.payoutWaitingForAccount } : {}),
    ...(lc.strayPayments.length > 0
      ? {
          strayPayments: lc.strayPayments.map(({ receipt, refunded }) => ({
            paymentId: receipt.paymentId,
            amount: receipt.amount,
            refunded,
          })),
        }
      : {}),
  };
}
