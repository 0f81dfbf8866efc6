// A payment that reaches the workflow while the payment window's expiry is being recorded (the reconciliation
// sweep delivering a charge once Temporal is back, as the timer fires): the booking is cancelled all the same, and
// the payment, never recorded into escrow, is refunded whole before the workflow ends.
import { describe, expect, it } from 'vitest';
import { useLifecycleHarness } from './support/use-harness.js';

const harness = useLifecycleHarness();

describe('a payment arriving as the payment window expires', () => {
  it('refunds a payment received during the expiry whole, apart from escrow', async () => {
    const booking = await harness().book({ config: { paymentWindowMs: 1500 } });
    const release = harness().recorder.hold(booking.id, 'cancelConsultation');
    await booking.waitForCalls('cancelConsultation');
    await booking.pay('pi_during_expiry');
    release();
    const final = await booking.result();
    expect(final.status).toBe('cancelled');
    expect(final.cancellation).toMatchObject({ reason: 'payment_window_expired', refund: 0 });
    expect(final.strayPayments).toEqual([
      { paymentId: 'pi_during_expiry', amount: 15_000, refunded: true },
    ]);
    expect(booking.calls('markPaid')).toHaveLength(0);
    expect(booking.calls('refundPayment').map((call) => call.input)).toMatchObject([
      {
        stepKey: 'refund-stray-pi_during_expiry',
        amount: 15_000,
        strayPaymentId: 'pi_during_expiry',
      },
    ]);
  });
});
