// completed: the escrow hold (complaint window), disputes and the payout, across worker restarts.
import { describe, expect, inject, it } from 'vitest';
import {
  LifecycleFailureType,
  openDisputeUpdate,
  resolveDisputeUpdate,
  type DisputeResolution,
} from '../src/index.js';
import { expectRejected } from './support/expect-rejected.js';
import { LifecycleHarness } from './support/harness.js';
import { sleep, useLifecycleHarness } from './support/use-harness.js';

const harness = useLifecycleHarness();

// Booked inside the join window so the session can start at once.
const SHORT = { startsInMs: 1_500 };

describe.concurrent('escrow and payout', () => {
  it('holds the money through the complaint window, then pays the expert 85 % exactly once', async () => {
    const booking = await harness().book({ ...SHORT, config: { escrowHoldMs: 2_000 } });
    const completed = await booking.runToCompletion();
    expect(completed.money.state).toBe('held');
    const completedAt = Date.parse(completed.completion!.at);
    const final = await booking.result();
    expect(final.money).toMatchObject({
      state: 'paid_out',
      paidOut: 12_750,
      platformRevenue: 2_250,
      held: 0,
    });
    const payouts = booking.calls('payoutExpert');
    expect(payouts.map((c) => c.input)).toMatchObject([
      { stepKey: 'payout', platformFee: 2_250, expertShare: 12_750 },
    ]);
    expect(payouts[0]!.at).toBeGreaterThanOrEqual(completedAt + 2_000);
    expect(booking.calls('refundPayment')).toHaveLength(0);
  });

  it.each<
    [string, DisputeResolution, { refunded: number; paidOut: number; platformRevenue: number }]
  >([
    ['release', { kind: 'release' }, { refunded: 0, paidOut: 12_750, platformRevenue: 2_250 }],
    [
      'partial refund',
      { kind: 'partial_refund', refund: 5_000 },
      { refunded: 5_000, paidOut: 8_500, platformRevenue: 1_500 },
    ],
    ['full refund', { kind: 'full_refund' }, { refunded: 15_000, paidOut: 0, platformRevenue: 0 }],
  ])(
    'pauses the payout for a dispute until an admin resolves it: %s',
    async (_label, resolution, money) => {
      const booking = await harness().book({ ...SHORT, config: { escrowHoldMs: 1_500 } });
      await booking.runToCompletion();
      await expectRejected(
        booking.update(openDisputeUpdate, { actor: booking.expert, reason: 'not my dispute' }),
        LifecycleFailureType.NotAllowed,
      );
      const disputed = await booking.update(openDisputeUpdate, {
        actor: booking.client,
        reason: 'Ended early',
      });
      expect(disputed.dispute).toMatchObject({ reason: 'Ended early' });
      // Well past the hold: nothing moves while the dispute is open.
      await sleep(2_500);
      expect((await booking.state()).money.state).toBe('held');
      expect(booking.calls('payoutExpert')).toHaveLength(0);
      await expectRejected(
        booking.update(resolveDisputeUpdate, { actor: booking.client, resolution }),
        LifecycleFailureType.NotAllowed,
      );
      const resolved = await booking.update(resolveDisputeUpdate, {
        actor: booking.admin,
        resolution,
      });
      expect(resolved.dispute?.resolution).toEqual(resolution);
      const final = await booking.result();
      expect(final.money).toMatchObject({ ...money, held: 0, releasable: 0 });
      expect(booking.calls('payoutExpert')).toHaveLength(money.paidOut > 0 ? 1 : 0);
      expect(booking.calls('refundPayment')).toHaveLength(money.refunded > 0 ? 1 : 0);
    },
  );

  it('refuses a partial refund of everything held, and a second dispute', async () => {
    const booking = await harness().book({ ...SHORT, config: { escrowHoldMs: 60_000 } });
    await booking.runToCompletion();
    await booking.update(openDisputeUpdate, { actor: booking.client, reason: 'No show' });
    await expectRejected(
      booking.update(openDisputeUpdate, { actor: booking.client, reason: 'Again' }),
      LifecycleFailureType.InvalidState,
      /already open/,
    );
    await expectRejected(
      booking.update(resolveDisputeUpdate, {
        actor: booking.admin,
        resolution: { kind: 'partial_refund', refund: 15_000 },
      }),
      LifecycleFailureType.InvalidArgument,
    );
    await booking.update(resolveDisputeUpdate, {
      actor: booking.admin,
      resolution: { kind: 'full_refund' },
    });
    expect((await booking.result()).money.refunded).toBe(15_000);
  });

  it('refuses a dispute once the complaint window has closed', async () => {
    const booking = await harness().book({ ...SHORT, config: { escrowHoldMs: 1_000 } });
    // Keep the payout in flight so the workflow is still there to answer after the window.
    const releasePayout = harness().recorder.hold(booking.id, 'payoutExpert');
    await booking.runToCompletion();
    await booking.waitFor((s) => s.money.state === 'releasable', 'the end of the hold');
    await expectRejected(
      booking.update(openDisputeUpdate, { actor: booking.client, reason: 'Too late' }),
      LifecycleFailureType.InvalidState,
      /complaint window/,
    );
    releasePayout();
    expect((await booking.result()).money.state).toBe('paid_out');
    expect(booking.calls('recordDispute')).toHaveLength(0);
  });
});

describe('a worker stopped mid-lifecycle', () => {
  it('is picked up by a new worker and pays out exactly once', async () => {
    // A harness of its own: stopping its worker must not stall the other tests' consultations.
    const own = await LifecycleHarness.start(inject('temporal'));
    try {
      const booking = await own.book({ ...SHORT, config: { escrowHoldMs: 3_000 } });
      await booking.runToCompletion();
      await own.stopWorker();
      // The hold ends while no worker runs; the new worker finds the timer fired and pays out.
      await sleep(3_500);
      expect(booking.calls('payoutExpert')).toHaveLength(0);
      await own.startWorker();
      const final = await booking.result();
      expect(final.money).toMatchObject({ state: 'paid_out', paidOut: 12_750 });
      expect(booking.calls('payoutExpert')).toHaveLength(1);
      expect(booking.calls('markPaid')).toHaveLength(1);
      expect(booking.calls('completeConsultation')).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
