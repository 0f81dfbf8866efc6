// Complete lifecycles recorded as replay fixtures (scripts/record-histories.ts). Together they walk
// every phase of the workflow, so a change that alters what an old history did fails the replay test.
import {
  acceptRescheduleUpdate,
  cancelUpdate,
  declineRescheduleUpdate,
  proposeRescheduleUpdate,
  DEFAULT_LIFECYCLE_CONFIG,
  openDisputeUpdate,
  payoutAccountReadySignal,
  reportNoShowUpdate,
  rescheduleUpdate,
  resolveDisputeUpdate,
  startUpdate,
} from '../../src/index.js';
import type { Booking, LifecycleHarness } from './harness.js';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A named lifecycle driven to its end. */
export interface Scenario {
  name: string;
  run(harness: LifecycleHarness): Promise<Booking>;
}

/** The recorded scenarios; the fixture file of each is `test/histories/<name>.json`. */
export const SCENARIOS: Scenario[] = [
  {
    name: 'completed-and-paid-out',
    async run(harness) {
      const booking = await harness.book({ startsInMs: 1_500, config: { escrowHoldMs: 1_500 } });
      await booking.runToCompletion();
      return booking;
    },
  },
  {
    name: 'late-client-cancellation',
    async run(harness) {
      const { fullRefundLeadMs } = DEFAULT_LIFECYCLE_CONFIG;
      const booking = await harness.book({ startsInMs: 23 * HOUR, config: { fullRefundLeadMs } });
      await booking.payAndAccept();
      await booking.update(cancelUpdate, { actor: booking.client });
      return booking;
    },
  },
  {
    // Recorded before the fix that refunds such a request in full: it must keep replaying to its 50 %.
    name: 'request-withdrawn-before-acceptance',
    async run(harness) {
      const { fullRefundLeadMs } = DEFAULT_LIFECYCLE_CONFIG;
      const booking = await harness.book({ startsInMs: 2 * HOUR, config: { fullRefundLeadMs } });
      await booking.pay();
      await booking.update(cancelUpdate, { actor: booking.client });
      return booking;
    },
  },
  {
    name: 'dispute-partial-refund',
    async run(harness) {
      const booking = await harness.book({ startsInMs: 1_500, config: { escrowHoldMs: 30_000 } });
      await booking.runToCompletion();
      await booking.update(openDisputeUpdate, { actor: booking.client, reason: 'Ended early' });
      const resolution = { kind: 'partial_refund' as const, refund: 5_000 };
      await booking.update(resolveDisputeUpdate, { actor: booking.admin, resolution });
      return booking;
    },
  },
  {
    name: 'payment-duplicated-then-no-response',
    async run(harness) {
      const booking = await harness.book({ config: { expertResponseWindowMs: 1_500 } });
      await booking.pay();
      await booking.pay();
      return booking;
    },
  },
  {
    name: 'rescheduled-then-no-show',
    async run(harness) {
      const booking = await harness.book({ startsInMs: 90 * SECOND });
      await booking.payAndAccept();
      const startsAt = Date.now() + 7 * SECOND;
      const newStart = new Date(startsAt).toISOString();
      await booking.update(rescheduleUpdate, { actor: booking.expert, startsAt: newStart });
      await sleep(startsAt + 2 * SECOND - Date.now());
      await booking.update(reportNoShowUpdate, { actor: booking.client });
      return booking;
    },
  },
  {
    name: 'reschedule-proposals-then-no-show',
    async run(harness) {
      // Free rescheduling ends 60 s before the start: a proposal declined, one accepted, one left to lapse.
      const booking = await harness.book({ startsInMs: 90 * SECOND });
      await booking.payAndAccept();
      const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
      await booking.update(proposeRescheduleUpdate, {
        actor: booking.client,
        startsAt: inAnHour(),
      });
      await booking.update(declineRescheduleUpdate, { actor: booking.expert });
      const startsAt = Date.now() + 66 * SECOND;
      await booking.update(proposeRescheduleUpdate, {
        actor: booking.expert,
        startsAt: new Date(startsAt).toISOString(),
        message: 'A hearing moved.',
      });
      await booking.update(acceptRescheduleUpdate, { actor: booking.client });
      await booking.update(proposeRescheduleUpdate, {
        actor: booking.client,
        startsAt: inAnHour(),
      });
      await booking.waitFor((s) => s.rescheduleProposal === undefined, 'the proposal to lapse');
      await sleep(startsAt + 2 * SECOND - Date.now());
      await booking.update(reportNoShowUpdate, { actor: booking.client });
      return booking;
    },
  },
  {
    name: 'overdue-auto-completed',
    async run(harness) {
      const booking = await harness.book({
        startsInMs: 1_500,
        durationMinutes: 1,
        config: {
          overdueReminderAfterMs: 1_000,
          overdueUrgentAfterMs: 2_000,
          autoCompleteAfterMs: 3_000,
          escrowHoldMs: 1_000,
        },
      });
      await booking.payAndAccept();
      await booking.update(startUpdate, { actor: booking.client });
      return booking;
    },
  },
  {
    name: 'payout-waits-for-account',
    async run(harness) {
      const booking = await harness.book({
        startsInMs: 1_500,
        config: {
          escrowHoldMs: 1_000,
          payoutAccountReminderMs: 1_000,
          payoutAccountAdminAfterMs: 2_000,
        },
      });
      harness.recorder.payoutAccountStatus.set(booking.id, 'details_due');
      await booking.runToCompletion();
      await booking.waitFor(
        (s) => s.needsAttention === 'payout_account_missing',
        'the admins to be told',
      );
      harness.recorder.payoutAccountStatus.set(booking.id, 'ready');
      await booking.handle.signal(payoutAccountReadySignal);
      return booking;
    },
  },
];
