// The test boundary of the Temporal runtime tests: activities that only record their calls, and a
// booking input whose timers stay far away, so a new consultation simply waits for its payment.
import { randomUUID } from 'node:crypto';
import {
  priceFor,
  resolveLifecycleConfig,
  type ConsultationWorkflowInput,
} from '@expertbridge/workflows';
import type { WorkerActivities } from '@expertbridge/workflows/worker';

const HOUR = 3_600_000;

/** Activities that record the names of the calls they get. */
export function recordingActivities(calls: string[]): WorkerActivities {
  const record = (name: string) => async () => {
    calls.push(name);
  };
  return {
    markPaid: record('markPaid'),
    confirmConsultation: record('confirmConsultation'),
    startConsultation: record('startConsultation'),
    completeConsultation: record('completeConsultation'),
    cancelConsultation: record('cancelConsultation'),
    rescheduleConsultation: record('rescheduleConsultation'),
    recordRescheduleProposal: record('recordRescheduleProposal'),
    refundPayment: record('refundPayment'),
    payoutExpert: record('payoutExpert'),
    checkPayoutAccount: async () => {
      calls.push('checkPayoutAccount');
      return { status: 'ready' as const };
    },
    notify: record('notify'),
    sendCompletionReminder: record('sendCompletionReminder'),
    recordDispute: record('recordDispute'),
    resolveDispute: record('resolveDispute'),
    deliverPartnerWebhook: record('deliverPartnerWebhook'),
    failPartnerWebhook: record('failPartnerWebhook'),
    reconcilePayments: async () => {
      calls.push('reconcilePayments');
      return { checked: 0, delivered: 0, refunded: 0, failed: 0 };
    },
    withdrawCardDisputeFunds: async () => ({ fromEscrow: 0 }),
    reverseCardDisputePayout: async () => ({ reversed: 0, owed: 0 }),
    submitCardDisputeEvidence: record('submitCardDisputeEvidence'),
    settleCardDispute: record('settleCardDispute'),
    refreshCalendarImport: async () => {
      calls.push('refreshCalendarImport');
      return { outcome: 'gone' as const };
    },
    listCalendarImportIds: async () => [],
    issueMonthlyStatements: async () => {
      calls.push('issueMonthlyStatements');
      return { issued: 0 };
    },
  };
}

/** A paid consultation booked for tomorrow, with an hour to pay. */
export function bookingInput(): ConsultationWorkflowInput {
  return {
    consultationId: randomUUID(),
    clientId: `client-${randomUUID()}`,
    expertId: `expert-${randomUUID()}`,
    startsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    durationMinutes: 60,
    price: priceFor(18_000, 60, 'NZD'),
    config: resolveLifecycleConfig({ paymentWindowMs: HOUR }),
  };
}
