// Money leaving escrow: refunds and payouts at the payment provider. A permanent refusal is handed to
// the admins (needsAttention + a notification) instead of failing the lifecycle, and the money stays
// where it is.
import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { LifecycleActivities, NotificationKind, PaymentReceipt } from '../activities.js';
import { MONEY_ACTIVITY_OPTIONS } from '../activity-options.js';
import { LifecycleFailureType } from '../failures.js';
import * as escrow from '../rules/escrow.js';
import { splitAmount } from '../rules/pricing.js';
import type { ConsultationState } from './consultation.state.js';

/** The lifecycle as the money steps use it: its state, and a notification sent once per step key. */
type MoneyLifecycle = ConsultationState & {
  notifyOnce(kind: NotificationKind, key: string): Promise<void>;
};

const moveMoney = proxyActivities<LifecycleActivities>(MONEY_ACTIVITY_OPTIONS);

function isPermanentFailure(error: unknown, type: string): boolean {
  return (
    error instanceof ActivityFailure &&
    error.cause instanceof ApplicationFailure &&
    error.cause.type === type
  );
}

async function refundCharge(
  lc: MoneyLifecycle,
  stepKey: string,
  amount: number,
  stray?: PaymentReceipt,
): Promise<boolean> {
  try {
    await moveMoney.refundPayment({
      ...lc.step(stepKey),
      amount,
      currency: stray?.currency ?? lc.money.currency,
      ...(stray ? { strayPaymentId: stray.paymentId } : {}),
    });
    return true;
  } catch (error) {
    if (!isPermanentFailure(error, LifecycleFailureType.RefundDeclined)) throw error;
    lc.needsAttention = 'refund_failed';
    await lc.notifyOnce('refund_failed', `${stepKey}-failed`);
    return false;
  } finally {
    lc.changed();
  }
}

/** Refunds `amount` from escrow to the client (all that escrow holds when omitted). */
export async function refundEscrow(
  lc: MoneyLifecycle,
  stepKey: string,
  amount = escrow.inEscrow(lc.money),
): Promise<void> {
  if (amount === 0) return;
  if (await refundCharge(lc, stepKey, amount)) lc.money = escrow.recordRefund(lc.money, amount);
}

/** Refunds every stray charge whole; they never were in escrow. */
export async function refundStrayPayments(lc: MoneyLifecycle): Promise<void> {
  for (const stray of lc.strayPayments.filter((s) => !s.refunded)) {
    const key = `refund-stray-${stray.receipt.paymentId}`;
    stray.refunded = await refundCharge(lc, key, stray.receipt.amount, stray.receipt);
  }
}

/** Pays the expert their share of `split` and the platform its fee, from escrow. */
export async function payOut(
  lc: MoneyLifecycle,
  split: { platformFee: number; expertShare: number },
): Promise<void> {
  if (split.platformFee + split.expertShare === 0) return;
  try {
    await moveMoney.payoutExpert({ ...lc.step('payout'), ...split, currency: lc.money.currency });
    lc.money = escrow.recordPayout(lc.money, split);
  } catch (error) {
    if (!isPermanentFailure(error, LifecycleFailureType.PayoutDeclined)) throw error;
    lc.needsAttention = 'payout_failed';
    await lc.notifyOnce('payout_failed', 'payout-failed');
  }
  lc.changed();
}

/** Pays out what escrow still holds: the booked split when nothing was refunded. */
export function payOutEscrow(lc: MoneyLifecycle): Promise<void> {
  const rest = escrow.inEscrow(lc.money);
  const price = lc.input.price;
  return payOut(lc, rest === price.total ? price : splitAmount(rest, lc.money.currency));
}

/** After a cancellation: pay out the retained part, then undo the payment (refund the rest). */
export async function settleCancellation(lc: MoneyLifecycle): Promise<void> {
  const retained = lc.cancellation?.retained ?? 0;
  if (retained > 0) await payOut(lc, splitAmount(retained, lc.money.currency));
  await lc.compensations.runAll();
}
