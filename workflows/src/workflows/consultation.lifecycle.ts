// The steps that change a consultation's state (consultation.state.ts). Each step runs its activity first and changes
// the in-memory state only once the activity succeeded, so the state never runs ahead of the database.
// Callers run steps inside `serial` so that a timer and an update never change the state at once.
import { patched, proxyActivities } from '@temporalio/workflow';
import type {
  CancellationReason,
  CompletedBy,
  DisputeResolution,
  LifecycleActivities,
  NotificationKind,
  PaymentReceipt,
} from '../activities.js';
import { RECORDING_ACTIVITY_OPTIONS } from '../activity-options.js';
import * as escrow from '../rules/escrow.js';
import { daysSinceEnd } from '../rules/overdue.js';
import { refundFor, type CancelledBy } from '../rules/refund-policy.js';
import type { LifecycleState } from './consultation.messages.js';
import { refundEscrow } from './consultation.money.js';
import { snapshotOf } from './consultation.snapshot.js';
import { ConsultationState } from './consultation.state.js';
import { iso, workflowNow } from './workflow-time.js';

/**
 * The patch that refunds in full a request cancelled before the expert accepted it: a cancellation already recorded
 * without it (half refunded) must replay as it ran.
 */
export const FULL_REFUND_BEFORE_ACCEPTANCE = 'full-refund-before-acceptance';

/**
 * The patch that refunds a payment received while the booking was being cancelled before it was paid (the signal
 * came during the cancellation's step, so the payment was neither recorded nor counted stray): a history that ended
 * without refunding it must replay as it ran.
 */
export const REFUND_PAYMENT_RECEIVED_WHILE_CANCELLING = 'refund-payment-received-while-cancelling';

const record = proxyActivities<LifecycleActivities>(RECORDING_ACTIVITY_OPTIONS);

/** One consultation's lifecycle: its state and the steps that change it. */
export class ConsultationLifecycle extends ConsultationState {
  /** The answer of the query and of every update. */
  snapshot(): LifecycleState {
    return snapshotOf(this, workflowNow());
  }

  /**
   * Keeps the first payment while one is awaited; a repeated signal (webhook retries) changes nothing.
   * Any other charge (a second one, or one for a booking no longer awaiting payment) is stray: it
   * never enters escrow and is refunded before the workflow ends.
   */
  receivePayment(receipt: PaymentReceipt): void {
    const known = [this.receivedPayment, ...this.strayPayments.map((s) => s.receipt)];
    if (known.some((payment) => payment?.paymentId === receipt.paymentId)) return;
    if (!this.receivedPayment && this.status === 'pending_payment') this.receivedPayment = receipt;
    else this.strayPayments.push({ receipt, refunded: false });
  }

  /**
   * A payment kept as awaited but never recorded, because the booking was cancelled meanwhile (it arrived during the
   * cancellation's step), is stray: it is refunded whole with the others before the workflow ends.
   */
  strayUnrecordedPayment(): void {
    if (this.status !== 'cancelled' || !this.receivedPayment || this.paidAt !== undefined) return;
    if (!patched(REFUND_PAYMENT_RECEIVED_WHILE_CANCELLING)) return;
    this.strayPayments.push({ receipt: this.receivedPayment, refunded: false });
    this.receivedPayment = undefined;
  }

  /** pending_payment → pending; the payment's undo (refund what escrow holds) is registered. */
  async markPaid(receipt: PaymentReceipt): Promise<void> {
    const paidAt = workflowNow();
    await record.markPaid({ ...this.step('paid'), payment: receipt, paidAt: iso(paidAt) });
    this.money = escrow.recordPayment(this.money, receipt.amount);
    this.paidAt = paidAt;
    this.status = 'pending';
    // Undoing the payment refunds whatever escrow still holds when the undo runs.
    this.compensations.register('payment', () => refundEscrow(this, 'refund'));
    this.changed();
  }

  /** pending → confirmed. */
  async confirm(): Promise<void> {
    const at = workflowNow();
    await record.confirmConsultation({ ...this.step('confirm'), confirmedAt: iso(at) });
    this.status = 'confirmed';
    this.scheduleSince = at;
    this.changed();
  }

  /** confirmed → in_progress. */
  async start(by: 'client' | 'expert'): Promise<void> {
    const at = workflowNow();
    await record.startConsultation({ ...this.step('start'), startedAt: iso(at), startedBy: by });
    this.status = 'in_progress';
    this.startedAt = at;
    this.changed();
  }

  /** → completed. From here the payment is settled by the escrow hold and disputes, not undone. */
  async complete(by: CompletedBy): Promise<void> {
    const at = workflowNow();
    await record.completeConsultation({
      ...this.step('complete'),
      completedAt: iso(at),
      completedBy: by,
    });
    this.status = 'completed';
    this.completion = { at, by };
    this.compensations.discharge('payment');
    this.changed();
  }

  /** → cancelled with the policy's refund: the client's own late cancellation keeps a part. */
  async cancel(by: CancelledBy | 'system', reason: CancellationReason): Promise<void> {
    const at = workflowNow();
    // A payment received but not yet recorded loses its race with the cancellation: refund it whole.
    if (this.receivedPayment && this.status === 'pending_payment') {
      this.strayPayments.push({ receipt: this.receivedPayment, refunded: false });
      this.receivedPayment = undefined;
    }
    const paid = escrow.inEscrow(this.money);
    // Histories recorded before the fix took the late-cancellation half of an unaccepted request too; they replay so.
    const unaccepted = this.status === 'pending' && patched(FULL_REFUND_BEFORE_ACCEPTANCE);
    const decision =
      by === 'system'
        ? { refund: paid, retained: 0, reason: 'nothing_paid' as const }
        : refundFor({
            by,
            cancelledAt: at,
            startsAt: this.startsAt,
            paid,
            fullRefundLeadMs: this.config.fullRefundLeadMs,
            accepted: !unaccepted,
          });
    await record.cancelConsultation({
      ...this.step('cancel'),
      cancelledAt: iso(at),
      by,
      reason,
      refund: decision.refund,
      retained: decision.retained,
      refundReason: decision.reason,
      currency: this.money.currency,
    });
    this.status = 'cancelled';
    this.cancellation = {
      at: iso(at),
      by,
      reason,
      refund: decision.refund,
      retained: decision.retained,
      refundReason: decision.reason,
    };
    this.changed();
  }

  /**
   * Moves the start; reminders are planned again for the new time. A move ends any open proposal: `accepted` says it
   * is the proposal's own (its proposer is told it was accepted).
   */
  async reschedule(
    newStartsAt: number,
    by: 'client' | 'expert',
    accepted?: 'client' | 'expert',
  ): Promise<void> {
    const count = this.rescheduleCount + 1;
    await record.rescheduleConsultation({
      ...this.step(`reschedule-${count}`),
      startsAt: iso(newStartsAt),
      previousStartsAt: iso(this.startsAt),
      by,
      ...(accepted ? { acceptedProposalBy: accepted } : {}),
    });
    this.proposal = undefined;
    this.rescheduleCount = count;
    this.startsAt = newStartsAt;
    this.scheduleSince = workflowNow();
    this.changed();
  }

  /** Sends a notification once per step key. */
  async notifyOnce(kind: NotificationKind, key: string): Promise<void> {
    if (this.sent.has(key)) return;
    await record.notify({ ...this.step(key), kind, startsAt: iso(this.startsAt) });
    this.sent.add(key);
  }

  /** Sends a completion reminder once per step key. */
  async remindCompletion(urgency: 'needs_notice' | 'urgent', key: string): Promise<void> {
    if (this.sent.has(key)) return;
    await record.sendCompletionReminder({
      ...this.step(key),
      urgency,
      daysSinceEnd: daysSinceEnd(workflowNow(), this.endsAt),
      endsAt: iso(this.endsAt),
    });
    this.sent.add(key);
  }

  /** The client's complaint, inside the escrow hold: the payout waits for an admin. */
  async openDispute(reason: string): Promise<void> {
    const at = workflowNow();
    await record.recordDispute({ ...this.step('dispute'), openedAt: iso(at), reason });
    this.dispute = { openedAt: iso(at), reason };
    this.changed();
  }

  /** The admin's resolution; the refund (if any) and the payout of the rest follow. */
  async resolveDispute(
    resolution: DisputeResolution,
    adminId: string,
    note: string | null,
  ): Promise<void> {
    const at = workflowNow();
    const held = escrow.inEscrow(this.money);
    const refund =
      resolution.kind === 'release'
        ? 0
        : resolution.kind === 'full_refund'
          ? held
          : resolution.refund;
    await record.resolveDispute({
      ...this.step('dispute-resolution'),
      resolvedAt: iso(at),
      resolution,
      refund,
      currency: this.money.currency,
      adminId,
      note,
    });
    if (this.dispute) this.dispute = { ...this.dispute, resolvedAt: iso(at), resolution, refund };
    this.changed();
  }

  /** The complaint window is over without a dispute: escrow becomes releasable. */
  endHold(): void {
    this.holdEnded = true;
    this.money = escrow.releaseHold(this.money);
    this.changed();
  }
}
