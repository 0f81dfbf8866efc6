// The payout waits for the expert's payout account: a durable timer and the payoutAccountReady signal, reminders to
// the expert, the admins after the configured wait, and one payout once the account is ready.
import { describe, expect, it } from 'vitest';
import { cancelUpdate, payoutAccountReadySignal } from '../src/index.js';
import { useLifecycleHarness } from './support/use-harness.js';

const harness = useLifecycleHarness();
const SHORT = { startsInMs: 1_500 };
const HOUR = 3_600_000;
const kinds = (calls: { input: Record<string, unknown> }[]) => calls.map((c) => c.input.kind);

/** The notice is sent just after the state says the payout waits: polled for, not read at once. */
async function notified(
  booking: { calls(name: 'notify'): { input: Record<string, unknown> }[] },
  kind: string,
) {
  for (let tries = 0; tries < 100 && !kinds(booking.calls('notify')).includes(kind); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return kinds(booking.calls('notify'));
}

describe.concurrent('the payout and the payout account', () => {
  it('pays at once when the account is ready, with one look at it', async () => {
    const booking = await harness().book({ ...SHORT, config: { escrowHoldMs: 500 } });
    await booking.runToCompletion();
    const final = await booking.result();
    expect(final.money.state).toBe('paid_out');
    expect(booking.calls('checkPayoutAccount')).toHaveLength(1);
    expect(booking.calls('payoutExpert')).toHaveLength(1);
    expect(final.payoutWaitingForAccount).toBeUndefined();
  });

  it('waits with details due, reminds, tells the admins, and pays once on the signal', async () => {
    const booking = await harness().book({
      ...SHORT,
      config: {
        escrowHoldMs: 500,
        payoutAccountReminderMs: 1_000,
        payoutAccountAdminAfterMs: 2_500,
      },
    });
    harness().recorder.payoutAccountStatus.set(booking.id, 'details_due');
    await booking.runToCompletion();
    const waiting = await booking.waitFor(
      (s) => s.needsAttention === 'payout_account_missing',
      'the admins to be told',
    );
    expect(waiting.payoutWaitingForAccount).toBe('details_due');
    expect(waiting.money.state).not.toBe('paid_out');
    expect(booking.calls('payoutExpert')).toHaveLength(0);
    // The admins' notice follows the state that says they are told: polled for, as the others.
    const notices = await notified(booking, 'payout_waiting_for_account');
    expect(notices.filter((k) => k === 'payout_details_needed').length).toBeGreaterThanOrEqual(2);
    expect(notices.filter((k) => k === 'payout_waiting_for_account')).toHaveLength(1);

    harness().recorder.payoutAccountStatus.set(booking.id, 'ready');
    await booking.handle.signal(payoutAccountReadySignal);
    const final = await booking.result();
    expect(final.money.state).toBe('paid_out');
    expect(final.needsAttention).toBeUndefined();
    expect(final.payoutWaitingForAccount).toBeUndefined();
    expect(booking.calls('payoutExpert')).toHaveLength(1);
    // Every look at the account has its own step key.
    const keys = booking.calls('checkPayoutAccount').map((c) => c.input.stepKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tells the expert a restricted account pauses the payout, and finds readiness on a reminder', async () => {
    const booking = await harness().book({
      ...SHORT,
      config: { escrowHoldMs: 500, payoutAccountReminderMs: 1_000 },
    });
    harness().recorder.payoutAccountStatus.set(booking.id, 'restricted');
    await booking.runToCompletion();
    await booking.waitFor((s) => s.payoutWaitingForAccount === 'restricted', 'the wait');
    expect(await notified(booking, 'payout_account_restricted')).toContain(
      'payout_account_restricted',
    );
    // No signal: the next reminder's look finds the account ready.
    harness().recorder.payoutAccountStatus.set(booking.id, 'ready');
    const final = await booking.result();
    expect(final.money.state).toBe('paid_out');
    expect(booking.calls('payoutExpert')).toHaveLength(1);
  });

  it('hears the signal that arrives while the expert is being told, not only at the next reminder', async () => {
    const booking = await harness().book({
      ...SHORT,
      config: { escrowHoldMs: 500, payoutAccountReminderMs: 10 * 60_000 },
    });
    harness().recorder.payoutAccountStatus.set(booking.id, 'details_due');
    await booking.runToCompletion();
    // The expert's notice is held in flight: the account becomes ready and the signal arrives meanwhile.
    const release = harness().recorder.hold(booking.id, 'notify');
    expect(await notified(booking, 'payout_details_needed')).toContain('payout_details_needed');
    harness().recorder.payoutAccountStatus.set(booking.id, 'ready');
    await booking.handle.signal(payoutAccountReadySignal);
    release();
    const final = await booking.result();
    expect(final.money.state).toBe('paid_out');
    expect(booking.calls('payoutExpert')).toHaveLength(1);
  }, 30_000);

  it("refunds the client at once on a late cancellation and pays the retained share once the expert's account is ready", async () => {
    const booking = await harness().book({
      startsInMs: 2 * HOUR,
      total: 15_001,
      config: { fullRefundLeadMs: 24 * HOUR, payoutAccountReminderMs: 60_000 },
    });
    harness().recorder.payoutAccountStatus.set(booking.id, 'details_due');
    await booking.payAndAccept();
    await booking.update(cancelUpdate, { actor: booking.client });
    const waiting = await booking.waitFor(
      (s) => s.payoutWaitingForAccount === 'details_due',
      'the retained share to wait',
    );
    expect(waiting.money).toMatchObject({ refunded: 7_501, paidOut: 0 });
    expect(booking.calls('refundPayment').map((c) => c.input)).toMatchObject([{ amount: 7_501 }]);
    expect(booking.calls('payoutExpert')).toHaveLength(0);
    expect(await notified(booking, 'payout_details_needed')).toContain('payout_details_needed');

    harness().recorder.payoutAccountStatus.set(booking.id, 'ready');
    await booking.handle.signal(payoutAccountReadySignal);
    const final = await booking.result();
    expect(final.money).toMatchObject({
      state: 'paid_out',
      refunded: 7_501,
      platformRevenue: 1_125,
      paidOut: 6_375,
      held: 0,
    });
    expect(final.needsAttention).toBeUndefined();
    expect(booking.calls('payoutExpert').map((c) => c.input)).toMatchObject([
      { stepKey: 'payout', platformFee: 1_125, expertShare: 6_375 },
    ]);
    expect(booking.calls('refundPayment')).toHaveLength(1);
  });
});
