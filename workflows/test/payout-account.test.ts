// The payout waits for the expert's payout account: a durable timer and the payoutAccountReady signal, reminders to
// the expert, the admins after the configured wait, and one payout once the account is ready.
import { describe, expect, it } from 'vitest';
import { payoutAccountReadySignal } from '../src/index.js';
import { useLifecycleHarness } from './support/use-harness.js';

const harness = useLifecycleHarness();
const SHORT = { startsInMs: 1_500 };
const kinds = (calls: { input: Record<string, unknown> }[]) => calls.map((c) => c.input.kind);

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
    const notices = kinds(booking.calls('notify'));
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
    expect(kinds(booking.calls('notify'))).toContain('payout_account_restricted');
    // No signal: the next reminder's look finds the account ready.
    harness().recorder.payoutAccountStatus.set(booking.id, 'ready');
    const final = await booking.result();
    expect(final.money.state).toBe('paid_out');
    expect(booking.calls('payoutExpert')).toHaveLength(1);
  });
});
