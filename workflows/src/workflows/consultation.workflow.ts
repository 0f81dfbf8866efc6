// One workflow per consultation (DESIGN §3), from booking to payout or refund. It reads as the
// lifecycle: wait for the payment, for the expert's answer, run the scheduled session with its
// notifications and overdue reminders, then hold the money in escrow and pay it out. Updates
// (consultation.handlers.ts) move it along; timers move it when nobody does.
//
// Running consultations replay this code: a change in what it does or in which order must go behind
// patched() (test/replay.test.ts replays recorded histories to catch the ones that do not).
import {
  ActivityFailure,
  allHandlersFinished,
  ApplicationFailure,
  CancellationScope,
  condition,
  patched,
} from '@temporalio/workflow';
import { LifecycleFailureType } from '../failures.js';
import { overdueStageStartsAt } from '../rules/overdue.js';
import {
  CARD_DISPUTE_HOLD,
  registerCardDisputes,
  type CardDisputeHold,
} from './consultation.card-dispute.js';
import { registerHandlers } from './consultation.handlers.js';
import { ConsultationLifecycle } from './consultation.lifecycle.js';
import { payOutEscrow, refundEscrow, refundStrayPayments } from './consultation.money.js';
import type { ConsultationWorkflowInput, LifecycleState } from './consultation.messages.js';
import { awaitPayoutAccount, settleCancelledConsultation } from './consultation.payout-account.js';
import { workflowNow } from './workflow-time.js';

export * from './consultation.messages.js';

/** The consultation lifecycle; returns the final state once the money is settled. */
export async function consultationWorkflow(
  input: ConsultationWorkflowInput,
): Promise<LifecycleState> {
  const lc = new ConsultationLifecycle(input);
  registerHandlers(lc);
  const cardDisputes = registerCardDisputes(lc);
  try {
    await awaitPayment(lc);
    await awaitExpertAnswer(lc);
    await runSession(lc);
    if (lc.status === 'completed') await holdEscrowThenPayOut(lc, cardDisputes);
    else await settleCancelledConsultation(lc);
  } catch (error) {
    // A booking the API gave up: no row, so no payment and nothing to settle.
    if (isConsultationGone(error)) return lc.snapshot();
    // Something failed for good (or the workflow was cancelled) before the service was delivered:
    // give the client their money back, even from a cancelled scope.
    await CancellationScope.nonCancellable(() => lc.compensations.runAll());
    throw error;
  }
  await condition(allHandlersFinished);
  lc.strayUnrecordedPayment();
  await lc.serial.run(() => refundStrayPayments(lc));
  return lc.snapshot();
}

function isConsultationGone(error: unknown): boolean {
  return (
    error instanceof ActivityFailure &&
    error.cause instanceof ApplicationFailure &&
    error.cause.type === LifecycleFailureType.ConsultationGone
  );
}

/** Waits until `done` holds or workflow time reaches `at`; true when `done` holds. */
async function waitUntil(done: () => boolean, at: number): Promise<boolean> {
  const remaining = at - workflowNow();
  if (remaining <= 0) return done();
  return condition(done, remaining);
}

/** pending_payment: the payment arrives (→ pending) or the window closes (→ cancelled). */
async function awaitPayment(lc: ConsultationLifecycle): Promise<void> {
  if (lc.status !== 'pending_payment') return;
  await waitUntil(
    () => lc.receivedPayment !== undefined || lc.status !== 'pending_payment',
    lc.paymentDueAt,
  );
  await lc.serial.run(async () => {
    // The client may have cancelled meanwhile; a payment that won the race still counts.
    if (lc.status !== 'pending_payment') return;
    if (lc.receivedPayment) await lc.markPaid(lc.receivedPayment);
    else await lc.cancel('system', 'payment_window_expired');
  });
}

/** pending: the expert accepts or declines; no answer by the deadline is a decline. */
async function awaitExpertAnswer(lc: ConsultationLifecycle): Promise<void> {
  while (lc.status === 'pending') {
    const version = lc.version;
    // A reschedule moves the deadline, so wait for any change and look again.
    const changed = await waitUntil(() => lc.version !== version, lc.responseDueAt);
    if (changed) continue;
    await lc.serial.run(async () => {
      if (lc.status === 'pending' && workflowNow() >= lc.responseDueAt) {
        await lc.cancel('expert', 'expert_no_response');
      }
    });
  }
}

interface TimedStep {
  at: number;
  run: () => Promise<void>;
}

/** The next thing due while confirmed or in progress, by time. */
function nextTimedStep(lc: ConsultationLifecycle): TimedStep {
  const { config, startsAt, endsAt } = lc;
  const schedule = lc.rescheduleCount;
  const steps: TimedStep[] = [];
  const beforeStart = lc.status === 'confirmed' && workflowNow() < startsAt;
  const instructionsKey = `joining-instructions-${schedule}`;
  if (beforeStart && !lc.sent.has(instructionsKey)) {
    // Confirmed within 24 h of the start: the instructions go out at once.
    steps.push({
      at: startsAt - config.joiningInstructionsLeadMs,
      run: () => lc.notifyOnce('joining_instructions', instructionsKey),
    });
  }
  const reminderKey = `start-reminder-${schedule}`;
  const reminderAt = startsAt - config.startReminderLeadMs;
  // Confirmed after the reminder time: the joining instructions just sent serve as the reminder.
  if (beforeStart && !lc.sent.has(reminderKey) && lc.scheduleSince < reminderAt) {
    steps.push({ at: reminderAt, run: () => lc.notifyOnce('start_reminder', reminderKey) });
  }
  for (const urgency of ['needs_notice', 'urgent'] as const) {
    const key = `overdue-${urgency}`;
    if (!lc.sent.has(key)) {
      steps.push({
        at: overdueStageStartsAt(urgency, endsAt, config),
        run: () => lc.remindCompletion(urgency, key),
      });
    }
  }
  steps.push({
    at: overdueStageStartsAt('auto_complete', endsAt, config),
    run: () => lc.complete('auto'),
  });
  return steps.reduce((earliest, step) => (step.at < earliest.at ? step : earliest));
}

/**
 * confirmed and in_progress: joining instructions 24 h before the start, a reminder 1 h before; the
 * parties start, end, cancel or reschedule by update; past the end, reminders, then auto-completion.
 */
async function runSession(lc: ConsultationLifecycle): Promise<void> {
  while (lc.status === 'confirmed' || lc.status === 'in_progress') {
    const version = lc.version;
    const step = nextTimedStep(lc);
    const changed = await waitUntil(() => lc.version !== version, step.at);
    if (changed) continue;
    await lc.serial.run(async () => {
      // An update that got in first has changed the plan; the loop computes it again.
      if (lc.version === version) await step.run();
    });
  }
}

/**
 * completed: escrow holds the money through the complaint window; a dispute waits for an admin; the payout waits while
 * a card dispute is open and for the expert's payout account.
 */
async function holdEscrowThenPayOut(
  lc: ConsultationLifecycle,
  cardDisputes: CardDisputeHold,
): Promise<void> {
  const releaseAt = lc.escrowReleaseAt;
  if (releaseAt === undefined || lc.money.held === 0) return;
  await waitUntil(() => lc.dispute !== undefined, releaseAt);
  await lc.serial.run(async () => {
    if (!lc.dispute) lc.endHold();
  });
  if (lc.dispute) {
    await condition(() => lc.dispute?.resolution !== undefined);
    await lc.serial.run(() => refundEscrow(lc, 'dispute-refund', lc.dispute?.refund ?? 0));
  }
  // The bank holds the money while a card dispute is open: paid out now, it might have to be taken back.
  if (patched(CARD_DISPUTE_HOLD)) await cardDisputes.settled();
  await awaitPayoutAccount(lc);
  // A card dispute opened while the payout waited for the expert's account holds it as well.
  if (patched(CARD_DISPUTE_HOLD)) await cardDisputes.settled();
  await lc.serial.run(() => payOutEscrow(lc));
}
