// The consultation workflow's activities (workflows/src/activities.ts), implemented against PostgreSQL,
// the payment gateway and the notification queue. Each runs at least once; a row in consultation_steps
// makes its database effect happen exactly once, and the provider gets the same idempotency key on
// every retry. A status change, its ledger posting and its notifications commit together (DESIGN §4), with,
// for a booking made through a partner, the partner's webhook event. The money moved through the provider
// (refunds, payouts) is in lifecycle-money-activities.ts.
import { ApplicationFailure } from '@temporalio/common';
import type { LifecycleActivities } from '@expertbridge/workflows';
import { createMoneyActivities } from './lifecycle-money-activities.js';
import { stepRunner, type ActivityDeps } from './lifecycle-steps.js';

export type { ActivityDeps } from './lifecycle-steps.js';

type Party = 'client' | 'expert';

/** The columns of an open proposal of a new time, cleared: moved, answered, lapsed or cancelled. */
const NO_PROPOSAL = {
  reschedule_proposed_by: null,
  reschedule_proposed_start: null,
  reschedule_proposed_end: null,
  reschedule_proposal_message: null,
  reschedule_proposed_at: null,
  reschedule_proposal_expires_at: null,
} as const;

/** Every activity but the payout account's check, which the payouts module implements (payout-readiness.ts). */
export function createLifecycleActivities(
  deps: ActivityDeps,
): Omit<LifecycleActivities, 'checkPayoutAccount'> {
  const steps = stepRunner(deps);
  const { once, tell, announce, startDeliveries } = steps;

  return {
    async markPaid(input) {
      const locked = await once(input, async (step, row) => {
        await step.update({
          status: 'pending',
          paid_at: input.paidAt,
          payment_intent_id: input.payment.paymentId,
        });
        await step.paymentSucceeded(input.payment.paymentId, input.paidAt);
        await step.post({
          currency: input.payment.currency,
          memo: 'client payment into escrow',
          movements: [{ from: 'client_payments', to: 'escrow', amount: input.payment.amount }],
        });
        await tell(step, input, ['payment_received', 'booking_received']);
        await announce(step, row, 'booking.paid');
      });
      await startDeliveries(locked);
    },

    async confirmConsultation(input) {
      const locked = await once(input, async (step, row) => {
        await step.update({ status: 'confirmed', confirmed_at: input.confirmedAt });
        await tell(step, input, 'consultation_accepted');
        await announce(step, row, 'booking.confirmed');
      });
      await startDeliveries(locked);
    },

    async startConsultation(input) {
      await once(input, async (step) => {
        await step.update({
          status: 'in_progress',
          started_at: input.startedAt,
          started_by: input.startedBy,
        });
        await tell(step, input, 'consultation_started');
      });
    },

    async completeConsultation(input) {
      const locked = await once(input, async (step, row) => {
        // The room's attendance, kept with the completion as its evidence.
        const present = await step.attended();
        await step.update({
          status: 'completed',
          completed_at: input.completedAt,
          completed_by: input.completedBy,
          client_attended: present.client,
          expert_attended: present.expert,
        });
        await tell(step, input, 'consultation_completed');
        await announce(step, row, 'booking.completed');
      });
      await startDeliveries(locked);
    },

    async cancelConsultation(input) {
      const locked = await once(input, async (step, row) => {
        await step.update({
          status: 'cancelled',
          cancelled_at: input.cancelledAt,
          cancelled_by: input.by,
          cancellation_reason: input.reason,
          cancellation_refund: input.refund,
          ...NO_PROPOSAL,
        });
        await step.post({
          currency: input.currency,
          memo: `cancellation refund (${input.refundReason})`,
          movements: [{ from: 'escrow', to: 'refunds_payable', amount: input.refund }],
        });
        const declined =
          input.reason === 'expert_declined' || input.reason === 'expert_no_response';
        await tell(step, input, declined ? 'consultation_declined' : 'consultation_cancelled');
        await announce(step, row, 'booking.cancelled');
      });
      await startDeliveries(locked);
    },

    async rescheduleConsultation(input) {
      try {
        const locked = await once(input, async (step, row) => {
          const startsAt = new Date(input.startsAt);
          await step.reschedule(
            startsAt,
            new Date(startsAt.getTime() + row.duration_minutes * 60_000),
          );
          await step.update(NO_PROPOSAL);
          await tell(step, input, 'consultation_rescheduled');
          if (input.acceptedProposalBy) {
            await tell(step, input, 'reschedule_accepted', { to: input.acceptedProposalBy });
          }
          await announce(step, row, 'booking.rescheduled', {
            occurrence: row.reschedule_count + 1,
            previousScheduledAt: input.previousStartsAt,
          });
        });
        await startDeliveries(locked);
      } catch (error) {
        // Another booking took the new time between the API's check and this step: the update fails.
        if ((error as { code?: string }).code === '23P01') {
          throw ApplicationFailure.nonRetryable(
            'That time has just been booked. Please choose another time.',
            'SlotTaken',
          );
        }
        throw error;
      }
    },

    async recordRescheduleProposal(input) {
      await once(input, async (step) => {
        const { proposal } = input;
        await step.update(
          proposal
            ? {
                reschedule_proposed_by: input.by,
                reschedule_proposed_start: proposal.startsAt,
                reschedule_proposed_end: proposal.endsAt,
                reschedule_proposal_message: proposal.message,
                reschedule_proposed_at: proposal.proposedAt,
                reschedule_proposal_expires_at: proposal.expiresAt,
              }
            : NO_PROPOSAL,
        );
        // The proposal and its withdrawal go to the other party, an answer to the proposer, a lapse to both.
        const other: Party = input.by === 'client' ? 'expert' : 'client';
        const to: Party | undefined = {
          proposed: other,
          withdrawn: other,
          declined: input.by,
          lapsed: undefined,
        }[input.outcome];
        await tell(step, input, `reschedule_${input.outcome}`, {
          proposedStartsAt: input.proposedStartsAt,
          ...(proposal?.message ? { message: proposal.message } : {}),
          ...(to ? { to } : {}),
        });
      });
    },

    ...createMoneyActivities({ steps, lifecycle: deps.lifecycle, money: deps.money }),

    async notify(input) {
      await once(input, (step) => tell(step, input, input.kind));
    },

    async sendCompletionReminder(input) {
      await once(input, async (step, row) => {
        await step.reminded();
        await tell(step, input, 'completion_reminder', {
          ...(row.reminder_message ? { message: row.reminder_message } : {}),
        });
      });
    },

    async recordDispute(input) {
      await once(input, async (step) => {
        await step.update({ dispute_opened_at: input.openedAt, dispute_reason: input.reason });
        await tell(step, input, 'dispute_opened');
      });
    },

    async resolveDispute(input) {
      await once(input, async (step) => {
        await step.update({
          dispute_resolved_at: input.resolvedAt,
          dispute_resolution: input.resolution.kind,
          dispute_refund: input.refund,
          dispute_resolved_by: input.adminId,
          dispute_note: input.note,
        });
        await step.post({
          currency: input.currency,
          memo: `dispute resolved (${input.resolution.kind})`,
          movements: [{ from: 'escrow', to: 'refunds_payable', amount: input.refund }],
        });
        await tell(step, input, 'dispute_resolved', {
          amount: input.refund,
          resolution: input.resolution.kind,
          ...(input.note ? { message: input.note } : {}),
        });
      });
    },
  };
}
