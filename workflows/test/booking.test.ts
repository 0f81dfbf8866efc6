// pending_payment and pending: the payment window, the payment signal, the expert's answer.
import { describe, expect, it } from 'vitest';
import {
  acceptUpdate,
  cancelUpdate,
  declineUpdate,
  LifecycleFailureType,
  startUpdate,
} from '../src/index.js';
import { expectRejected } from './support/expect-rejected.js';
import { useLifecycleHarness } from './support/use-harness.js';

const harness = useLifecycleHarness();

describe.concurrent('booking and payment', () => {
  it('cancels an unpaid booking when the payment window expires, refunding nothing', async () => {
    const booking = await harness().book({ config: { paymentWindowMs: 1500 } });
    expect((await booking.state()).status).toBe('pending_payment');
    const final = await booking.result();
    expect(final.status).toBe('cancelled');
    expect(final.cancellation).toMatchObject({
      by: 'system',
      reason: 'payment_window_expired',
      refund: 0,
    });
    expect(booking.calls('cancelConsultation')).toHaveLength(1);
    expect(booking.calls('markPaid')).toHaveLength(0);
    expect(booking.calls('refundPayment')).toHaveLength(0);
  });

  it('ends without settling anything when its consultation no longer exists (a booking the API gave up)', async () => {
    const booking = await harness().book({ config: { paymentWindowMs: 1500 } });
    harness().recorder.failPermanently(
      booking.id,
      'cancelConsultation',
      LifecycleFailureType.ConsultationGone,
    );
    const final = await booking.result();
    expect(final.status).toBe('pending_payment');
    expect(booking.calls('cancelConsultation')).toHaveLength(1);
    expect(booking.calls('refundPayment')).toHaveLength(0);
    expect(booking.calls('notify')).toHaveLength(0);
  });

  it('moves to pending when paid, and records a duplicated payment signal once', async () => {
    const booking = await harness().book();
    await booking.pay('pi_dup');
    await booking.pay('pi_dup');
    await booking.pay('pi_dup');
    const state = await booking.waitFor((s) => s.status === 'pending', 'pending');
    expect(state.money).toMatchObject({ state: 'held', paid: 15_000, held: 15_000 });
    expect(state.paymentId).toBe('pi_dup');
    expect(state.deadlines.responseDueAt).toBeDefined();
    // The update is ordered after the three signals, so by its answer all of them were handled.
    const accepted = await booking.update(acceptUpdate, { actor: booking.expert });
    expect(accepted.strayPayments).toBeUndefined();
    const markPaid = booking.calls('markPaid');
    expect(markPaid).toHaveLength(1);
    expect(markPaid[0]?.input).toMatchObject({ stepKey: 'paid', payment: { paymentId: 'pi_dup' } });
  });

  it('takes an answer that comes while the payment is still being recorded, once it is', async () => {
    const booking = await harness().book();
    const release = harness().recorder.hold(booking.id, 'markPaid');
    await booking.pay('pi_recording');
    await booking.waitForCalls('markPaid');
    expect((await booking.state()).status).toBe('pending_payment');
    const answered = booking.update(acceptUpdate, { actor: booking.expert });
    // Only the expert of this booking, even while paying.
    await expectRejected(
      booking.update(acceptUpdate, { actor: booking.client }),
      LifecycleFailureType.NotAllowed,
    );
    release();
    expect((await answered).status).toBe('confirmed');
    expect(booking.calls('confirmConsultation')).toHaveLength(1);
  });

  it('still refuses an answer before any payment arrived', async () => {
    const booking = await harness().book();
    await expectRejected(
      booking.update(acceptUpdate, { actor: booking.expert }),
      LifecycleFailureType.InvalidState,
    );
  });

  it('refunds a second, different charge whole, apart from escrow', async () => {
    const booking = await harness().book();
    await booking.pay('pi_first');
    await booking.waitFor((s) => s.status === 'pending', 'pending');
    await booking.pay('pi_second');
    const state = await booking.update(acceptUpdate, { actor: booking.expert });
    expect(state.strayPayments).toEqual([
      { paymentId: 'pi_second', amount: 15_000, refunded: false },
    ]);
    expect(state.money.paid).toBe(15_000);
    await booking.update(cancelUpdate, { actor: booking.expert });
    const final = await booking.result();
    expect(final.strayPayments).toEqual([
      { paymentId: 'pi_second', amount: 15_000, refunded: true },
    ]);
    expect(final.money).toMatchObject({ paid: 15_000, refunded: 15_000 });
    expect(booking.calls('refundPayment').map((c) => c.input)).toMatchObject([
      { stepKey: 'refund', amount: 15_000 },
      { stepKey: 'refund-stray-pi_second', amount: 15_000, strayPaymentId: 'pi_second' },
    ]);
  });

  it('starts a Quick Consultation (no charge) in pending, with nothing to refund', async () => {
    const booking = await harness().book({ total: 0 });
    const state = await booking.state();
    expect(state.status).toBe('pending');
    expect(state.money.state).toBe('none');
    const declined = await booking.update(declineUpdate, { actor: booking.expert });
    expect(declined.status).toBe('cancelled');
    await booking.result();
    expect(booking.calls('markPaid')).toHaveLength(0);
    expect(booking.calls('refundPayment')).toHaveLength(0);
  });

  it('confirms when the expert accepts, and answers with the new state', async () => {
    const booking = await harness().book();
    await booking.pay();
    await booking.waitFor((s) => s.status === 'pending', 'pending');
    const state = await booking.update(acceptUpdate, { actor: booking.expert });
    expect(state.status).toBe('confirmed');
    expect(state.deadlines.joinWindowOpensAt).toBeDefined();
    expect(booking.calls('confirmConsultation')).toHaveLength(1);
    await booking.update(cancelUpdate, { actor: booking.admin });
  });

  it('cancels with a full refund when the expert declines', async () => {
    const booking = await harness().book();
    await booking.pay();
    await booking.waitFor((s) => s.status === 'pending', 'pending');
    const state = await booking.update(declineUpdate, { actor: booking.expert });
    expect(state.status).toBe('cancelled');
    expect(state.cancellation).toMatchObject({
      by: 'expert',
      reason: 'expert_declined',
      refund: 15_000,
    });
    const final = await booking.result();
    expect(final.money).toMatchObject({ state: 'refunded', refunded: 15_000, held: 0, paidOut: 0 });
    expect(booking.calls('refundPayment').map((c) => c.input)).toMatchObject([
      { stepKey: 'refund', amount: 15_000, currency: 'NZD' },
    ]);
  });

  it('treats no answer by the deadline as a decline, with a full refund', async () => {
    const booking = await harness().book({ config: { expertResponseWindowMs: 1500 } });
    await booking.pay();
    const final = await booking.result();
    expect(final.cancellation).toMatchObject({ reason: 'expert_no_response', refund: 15_000 });
    expect(booking.calls('refundPayment')).toHaveLength(1);
    expect(booking.calls('confirmConsultation')).toHaveLength(0);
  });

  it('lets only the expert of this consultation accept, and only while pending', async () => {
    const booking = await harness().book();
    await expectRejected(
      booking.update(acceptUpdate, { actor: booking.expert }),
      LifecycleFailureType.InvalidState,
      /pending_payment/,
    );
    await booking.pay();
    await booking.waitFor((s) => s.status === 'pending', 'pending');
    await expectRejected(
      booking.update(acceptUpdate, { actor: booking.client }),
      LifecycleFailureType.NotAllowed,
    );
    await expectRejected(
      booking.update(acceptUpdate, { actor: { role: 'expert', userId: 'someone-else' } }),
      LifecycleFailureType.NotAllowed,
    );
    await expectRejected(
      booking.update(acceptUpdate, { actor: 'nobody' as never }),
      LifecycleFailureType.InvalidArgument,
    );
    await expectRejected(
      booking.update(startUpdate, { actor: booking.client }),
      LifecycleFailureType.InvalidState,
    );
    expect(booking.calls('confirmConsultation')).toHaveLength(0);
    await booking.update(cancelUpdate, { actor: booking.admin });
  });

  it('lets the client cancel before paying, with nothing to refund', async () => {
    const booking = await harness().book();
    const state = await booking.update(cancelUpdate, { actor: booking.client });
    expect(state.cancellation).toMatchObject({
      by: 'client',
      refund: 0,
      refundReason: 'nothing_paid',
    });
    await booking.result();
    expect(booking.calls('markPaid')).toHaveLength(0);
    expect(booking.calls('refundPayment')).toHaveLength(0);
  });
});
