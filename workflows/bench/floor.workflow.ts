// The floor the booking bench measures the product against: a workflow with the history shape of
// consultationWorkflow up to `confirmed` — the same activities, signal, update and timers in the same order, with
// same-sized inputs and answers — and nothing else: no lifecycle state, no rules, no snapshot computed. Its
// activities (bench/floor-activities.ts) return at once with no I/O. It is bench code, never in the product
// bundle; test/floor-shape.test.ts keeps its history shape equal to the product's.
import {
  condition,
  proxyActivities,
  proxySinks,
  setHandler,
  type Sinks,
} from '@temporalio/workflow';
import type { LifecycleActivities, PaymentReceipt } from '../src/activities.js';
import { RECORDING_ACTIVITY_OPTIONS } from '../src/activity-options.js';
import { resolveLifecycleConfig } from '../src/lifecycle-config.js';
import {
  acceptUpdate,
  lifecycleStateQuery,
  paymentSucceededSignal,
  type ConsultationStatus,
  type ConsultationWorkflowInput,
  type LifecycleState,
} from '../src/workflows/consultation.messages.js';

const record = proxyActivities<Pick<LifecycleActivities, 'markPaid' | 'confirmConsultation'>>(
  RECORDING_ACTIVITY_OPTIONS,
);

/**
 * Tells the bench's driver, in the worker's process and outside the history, that the booking's first workflow task
 * is done: the product's client pays only after two HTTP steps, long after it, and a signal sent before it would
 * make a shorter history (no payment timer).
 */
export interface FloorSinks extends Sinks {
  floor: { booked(consultationId: string): void };
}

const { floor } = proxySinks<FloorSinks>();

const iso = (ms: number) => new Date(ms).toISOString();

/** Booked → paid → confirmed, then waits on the session's first timer as the product does. */
export async function floorWorkflow(input: ConsultationWorkflowInput): Promise<void> {
  const startsAt = Date.parse(input.startsAt);
  const config = resolveLifecycleConfig(input.config);
  const step = (stepKey: string) => ({ consultationId: input.consultationId, stepKey });
  let status: ConsultationStatus = 'pending_payment';
  let receipt: PaymentReceipt | undefined;
  // An answer of the size of the product's snapshot (the confirmed state), not computed from any rules.
  const snapshot = (): LifecycleState => ({
    consultationId: input.consultationId,
    status,
    startsAt: input.startsAt,
    endsAt: iso(startsAt + input.durationMinutes * 60_000),
    durationMinutes: input.durationMinutes,
    rescheduleCount: 0,
    deadlines: {
      joinWindowOpensAt: input.startsAt,
      noShowReportableAt: input.startsAt,
      fullRefundUntil: input.startsAt,
      freeRescheduleUntil: input.startsAt,
      overdueReminderAt: input.startsAt,
      autoCompleteAt: input.startsAt,
    },
    money: {
      state: 'held',
      currency: input.price.currency,
      total: input.price.total,
      paid: input.price.total,
      held: input.price.total,
      releasable: 0,
      refunded: 0,
      paidOut: 0,
      platformRevenue: 0,
    },
    overdue: 'on_time',
    ...(receipt ? { paymentId: receipt.paymentId } : {}),
  });

  setHandler(paymentSucceededSignal, (payment) => {
    receipt ??= payment;
  });
  setHandler(lifecycleStateQuery, snapshot);
  setHandler(acceptUpdate, async () => {
    // As the product: an answer that comes while the payment is being recorded waits for it.
    await condition(() => status !== 'pending_payment');
    await record.confirmConsultation({ ...step('confirm'), confirmedAt: iso(Date.now()) });
    status = 'confirmed';
    return snapshot();
  });

  floor.booked(input.consultationId);
  // pending_payment: the payment window's timer, cancelled by the payment.
  await condition(() => receipt !== undefined, config.paymentWindowMs);
  if (!receipt) return;
  await record.markPaid({ ...step('paid'), payment: receipt, paidAt: iso(Date.now()) });
  status = 'pending';
  // pending: the expert's deadline, cancelled by the answer.
  const paidAt = Date.now();
  await condition(
    () => status !== 'pending',
    Math.max(1, Math.min(paidAt + config.expertResponseWindowMs, startsAt) - paidAt),
  );
  // confirmed: the session's first timer (the joining instructions, 24 h before the start); the bench stops here.
  await condition(
    () => false,
    Math.max(1, startsAt - config.joiningInstructionsLeadMs - Date.now()),
  );
}
