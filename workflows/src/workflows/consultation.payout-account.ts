// Before the payout: the expert's payout account must be able to receive it. When it cannot yet (no account, details
// due, being verified, restricted) the payout waits on a durable timer and the `payoutAccountReady` signal instead of
// failing: the expert is told and reminded, the admins are told after a while, and the payout goes once the account
// is ready, found by the signal or by a reminder's own look.
import { condition, patched, proxyActivities } from '@temporalio/workflow';
import type { LifecycleActivities, PayoutAccountStatus } from '../activities.js';
import { RECORDING_ACTIVITY_OPTIONS } from '../activity-options.js';
import * as escrow from '../rules/escrow.js';
import { splitAmount } from '../rules/pricing.js';
import type { ConsultationLifecycle } from './consultation.lifecycle.js';
import { payOut, refundEscrow, settleCancellation } from './consultation.money.js';
import { workflowNow } from './workflow-time.js';

/** Consultations completed before the payout waited for the account pay out (or fail) as they ran. */
export const PAYOUT_WAITS_FOR_ACCOUNT = 'payout-waits-for-account';

/**
 * Cancellations settled before the share retained on a late cancellation waited for the account paid it out (or
 * failed) at once, before the client's refund.
 */
export const CANCELLATION_PAYOUT_WAITS_FOR_ACCOUNT = 'cancellation-payout-waits-for-account';

/** The shortest reminder period, so a zero in the configuration cannot spin the loop. */
const MIN_REMINDER_MS = 1_000;

const ask = proxyActivities<LifecycleActivities>(RECORDING_ACTIVITY_OPTIONS);

/** Returns once the expert's payout account can receive the payout (at once when it already can). */
export async function awaitPayoutAccount(lc: ConsultationLifecycle): Promise<void> {
  if (escrow.inEscrow(lc.money) === 0) return;
  if (!patched(PAYOUT_WAITS_FOR_ACCOUNT)) return;
  let checks = 0;
  let notices = 0;
  const check = () =>
    lc.serial.run(
      async () =>
        (await ask.checkPayoutAccount(lc.step(`payout-account-check-${checks++}`))).status,
    );
  const tellExpert = (status: PayoutAccountStatus) =>
    lc.notifyOnce(
      status === 'restricted' ? 'payout_account_restricted' : 'payout_details_needed',
      `payout-account-notice-${notices++}`,
    );

  // The signals seen before each look: one that arrives while we look or tell the expert wakes the next wait.
  let seen = lc.payoutAccountSignals;
  let status = await check();
  if (status === 'ready') return;
  const since = workflowNow();
  const every = Math.max(lc.config.payoutAccountReminderMs, MIN_REMINDER_MS);
  const adminAt = since + lc.config.payoutAccountAdminAfterMs;
  let remindAt = since + every;
  lc.payoutWaitingForAccount = status;
  lc.changed();
  await tellExpert(status);

  for (;;) {
    const escalated = lc.needsAttention === 'payout_account_missing';
    const wakeAt = escalated ? remindAt : Math.min(remindAt, adminAt);
    const remaining = wakeAt - workflowNow();
    if (remaining > 0) await condition(() => lc.payoutAccountSignals !== seen, remaining);
    const previous = status;
    seen = lc.payoutAccountSignals;
    status = await check();
    if (status === 'ready') break;
    const now = workflowNow();
    lc.payoutWaitingForAccount = status;
    if (now >= adminAt && !escalated) {
      lc.needsAttention = 'payout_account_missing';
      await lc.notifyOnce('payout_waiting_for_account', 'payout-account-admins');
    }
    if (now >= remindAt) {
      await tellExpert(status);
      while (remindAt <= now) remindAt += every;
    } else if (status === 'restricted' && previous !== 'restricted') {
      await tellExpert(status);
    }
    lc.changed();
  }
  lc.payoutWaitingForAccount = undefined;
  if (lc.needsAttention === 'payout_account_missing') lc.needsAttention = undefined;
  lc.changed();
}

/**
 * After a cancellation. A share retained (a late cancellation) is paid out like the payout after a session: only
 * once the expert's account can receive it. The client's refund does not wait for the expert: it goes first.
 */
export async function settleCancelledConsultation(lc: ConsultationLifecycle): Promise<void> {
  const retained = lc.cancellation?.retained ?? 0;
  if (retained === 0 || !patched(CANCELLATION_PAYOUT_WAITS_FOR_ACCOUNT)) {
    return lc.serial.run(() => settleCancellation(lc));
  }
  await lc.serial.run(async () => {
    await refundEscrow(lc, 'refund', escrow.inEscrow(lc.money) - retained);
    // Refunded: undoing the payment now would take the retained share back from the expert.
    lc.compensations.discharge('payment');
  });
  await awaitPayoutAccount(lc);
  await lc.serial.run(() => payOut(lc, splitAmount(retained, lc.money.currency)));
}
