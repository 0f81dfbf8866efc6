// Cancellations before the start with the refund policy (DESIGN's real 24 h lead), and the saga's
// compensation when a step fails for good.
import { describe, expect, it } from 'vitest';
import { cancelUpdate, DEFAULT_LIFECYCLE_CONFIG, LifecycleFailureType } from '../src/index.js';
import { useLifecycleHarness } from './support/use-harness.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const { fullRefundLeadMs } = DEFAULT_LIFECYCLE_CONFIG;
const harness = useLifecycleHarness();

describe.concurrent('cancellation refunds', () => {
  it('refunds in full when the client cancels 24 hours before the start', async () => {
    // 20 s of slack so that the cancellation lands at 24 h (and a few seconds) before the start.
    const booking = await harness().book({
      startsInMs: 24 * HOUR + 20_000,
      config: { fullRefundLeadMs },
    });
    await booking.payAndAccept();
    const state = await booking.update(cancelUpdate, { actor: booking.client });
    expect(state.cancellation).toMatchObject({
      refund: 15_000,
      retained: 0,
      refundReason: 'client_cancelled_early',
    });
    const final = await booking.result();
    expect(final.money).toMatchObject({
      state: 'refunded',
      refunded: 15_000,
      paidOut: 0,
      platformRevenue: 0,
    });
    expect(booking.calls('payoutExpert')).toHaveLength(0);
  });

  it('refunds 50 % when the client cancels 23 h 59 min before, paying the rest out 85/15', async () => {
    const booking = await harness().book({
      startsInMs: 24 * HOUR - MINUTE,
      total: 15_001,
      config: { fullRefundLeadMs },
    });
    await booking.payAndAccept();
    const state = await booking.update(cancelUpdate, { actor: booking.client });
    expect(state.cancellation).toMatchObject({
      by: 'client',
      refund: 7_501,
      retained: 7_500,
      refundReason: 'client_cancelled_late',
    });
    const final = await booking.result();
    expect(final.money).toMatchObject({
      state: 'paid_out',
      paid: 15_001,
      refunded: 7_501,
      platformRevenue: 1_125,
      paidOut: 6_375,
      held: 0,
      releasable: 0,
    });
    expect(booking.calls('cancelConsultation')[0]?.input).toMatchObject({
      refund: 7_501,
      retained: 7_500,
    });
    expect(booking.calls('payoutExpert').map((c) => c.input)).toMatchObject([
      { stepKey: 'payout', platformFee: 1_125, expertShare: 6_375 },
    ]);
    expect(booking.calls('refundPayment').map((c) => c.input)).toMatchObject([{ amount: 7_501 }]);
  });

  it('refunds in full when the client withdraws a request the expert has not accepted, even at the last minute', async () => {
    const booking = await harness().book({
      startsInMs: 2 * HOUR,
      total: 15_001,
      config: { fullRefundLeadMs },
    });
    await booking.pay();
    await booking.waitFor((s) => s.status === 'pending', 'the payment to be recorded');
    const state = await booking.update(cancelUpdate, { actor: booking.client });
    expect(state.cancellation).toMatchObject({
      by: 'client',
      refund: 15_001,
      retained: 0,
      refundReason: 'not_yet_accepted',
    });
    const final = await booking.result();
    expect(final.money).toMatchObject({
      state: 'refunded',
      refunded: 15_001,
      paidOut: 0,
      platformRevenue: 0,
    });
    expect(booking.calls('payoutExpert')).toHaveLength(0);
  });

  it('refunds in full when the expert cancels, even at the last minute', async () => {
    const booking = await harness().book({ startsInMs: 2 * MINUTE, config: { fullRefundLeadMs } });
    await booking.payAndAccept();
    const state = await booking.update(cancelUpdate, { actor: booking.expert });
    expect(state.cancellation).toMatchObject({
      by: 'expert',
      reason: 'cancelled_by_expert',
      refund: 15_000,
    });
    expect((await booking.result()).money.refunded).toBe(15_000);
  });

  it('hands a refund the provider refuses to the admins, keeping the money in escrow', async () => {
    const booking = await harness().book();
    harness().recorder.failPermanently(
      booking.id,
      'refundPayment',
      LifecycleFailureType.RefundDeclined,
    );
    await booking.payAndAccept();
    await booking.update(cancelUpdate, { actor: booking.expert });
    const final = await booking.result();
    expect(final.needsAttention).toBe('refund_failed');
    expect(final.money).toMatchObject({ state: 'held', held: 15_000, refunded: 0 });
    expect(booking.calls('refundPayment')).toHaveLength(1);
    expect(booking.calls('notify').map((c) => c.input.kind)).toEqual(['refund_failed']);
  });

  it('refunds the payment when a later step fails for good, then fails the workflow', async () => {
    // Confirmed inside the instructions lead: the notification is due at once and fails.
    const booking = await harness().book({ startsInMs: 4_000 });
    harness().recorder.failPermanently(booking.id, 'notify', 'MailboxGone');
    await booking.payAndAccept();
    await expect(booking.result()).rejects.toThrow();
    expect(booking.calls('refundPayment').map((c) => c.input)).toMatchObject([
      { stepKey: 'refund', amount: 15_000 },
    ]);
  });

  it('refunds the payment when the workflow itself is cancelled (e.g. by an operator)', async () => {
    const booking = await harness().book();
    await booking.payAndAccept();
    await booking.handle.cancel();
    await expect(booking.result()).rejects.toThrow();
    expect(booking.calls('refundPayment').map((c) => c.input)).toMatchObject([
      { stepKey: 'refund', amount: 15_000 },
    ]);
  });
});
