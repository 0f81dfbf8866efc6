// The payment signal, the state query and the updates. Each update's check runs twice: as the
// validator (so a bad request is rejected without touching history) and again inside the serial
// section, because a timer may have changed the state between validation and the handler's turn.
import { condition, setHandler } from '@temporalio/workflow';
import { inEscrow } from '../rules/escrow.js';
import { overdueStage } from '../rules/overdue.js';
import { isJoinWindowOpen, isNoShowReportable } from '../rules/schedule.js';
import type { ConsultationLifecycle } from './consultation.lifecycle.js';
import { registerRescheduleProposals, requireMovable } from './consultation.reschedule.js';
import {
  acceptUpdate,
  adminCompleteUpdate,
  cancelUpdate,
  declineUpdate,
  endUpdate,
  lifecycleStateQuery,
  openDisputeUpdate,
  paymentSucceededSignal,
  payoutAccountReadySignal,
  reportNoShowUpdate,
  rescheduleUpdate,
  resolveDisputeUpdate,
  sendReminderUpdate,
  startUpdate,
  type Actor,
  type LifecycleState,
} from './consultation.messages.js';
import {
  handleUpdate,
  requireArgument,
  requireParty,
  requireStatus,
  requireTime,
  type UpdateDefinition,
} from './update-checks.js';
import { iso, workflowNow } from './workflow-time.js';

const MAX_DISPUTE_REASON = 2000;
const MAX_RESOLUTION_NOTE = 1000;

/** Registers every handler of the consultation workflow on `lc`. */
export function registerHandlers(lc: ConsultationLifecycle): void {
  setHandler(paymentSucceededSignal, (receipt) => lc.receivePayment(receipt));
  setHandler(payoutAccountReadySignal, () => {
    lc.payoutAccountSignals += 1;
  });
  setHandler(lifecycleStateQuery, () => lc.snapshot());
  registerRescheduleProposals(lc);

  const handle = <A extends { actor: Actor }>(
    update: UpdateDefinition<LifecycleState, [A]>,
    check: (args: NoInfer<A>) => void,
    apply: (args: NoInfer<A>) => Promise<void>,
  ) => handleUpdate(lc, update, check, apply);

  /**
   * The expert may answer as soon as the payment is known (the dashboards see it recorded a moment before the
   * workflow moves on): a received payment still being recorded counts as awaiting the answer, and the answer
   * waits for the recording before it is checked again and applied.
   */
  function handleAnswer(
    update: UpdateDefinition<LifecycleState, [{ actor: Actor }]>,
    verb: 'accept' | 'decline',
    apply: () => Promise<void>,
  ): void {
    const check = ({ actor }: { actor: Actor }) => {
      requireParty(lc, actor, ['expert'], `${verb} this booking`);
      requireStatus(lc, ['pending'], verb);
    };
    const answer = (args: { actor: Actor }) =>
      lc.serial.run(async () => {
        check(args);
        await apply();
        return lc.snapshot();
      });
    setHandler(
      update,
      // Only an answer accepted while paying waits; any other runs exactly as before (replayed histories).
      (args) =>
        lc.status === 'pending_payment'
          ? condition(() => lc.status !== 'pending_payment').then(() => answer(args))
          : answer(args),
      {
        validator: (args) => {
          if (lc.status === 'pending_payment' && lc.receivedPayment) {
            requireParty(lc, args.actor, ['expert'], `${verb} this booking`);
          } else {
            check(args);
          }
        },
      },
    );
  }

  handleAnswer(acceptUpdate, 'accept', () => lc.confirm());
  handleAnswer(declineUpdate, 'decline', () => lc.cancel('expert', 'expert_declined'));

  handle(
    startUpdate,
    ({ actor }) => {
      requireParty(lc, actor, ['client', 'expert'], 'start this consultation');
      requireStatus(lc, ['confirmed'], 'start');
      const opensAt = lc.startsAt - lc.config.joinWindowLeadMs;
      requireTime(
        isJoinWindowOpen(workflowNow(), lc.startsAt, lc.config.joinWindowLeadMs),
        `The consultation can be started from ${iso(opensAt)}.`,
      );
    },
    ({ actor }) => lc.start(actor.role === 'client' ? 'client' : 'expert'),
  );

  handle(
    endUpdate,
    ({ actor }) => {
      requireParty(lc, actor, ['client', 'expert'], 'end this consultation');
      requireStatus(lc, ['in_progress'], 'end');
    },
    ({ actor }) => lc.complete(actor.role === 'client' ? 'client' : 'expert'),
  );

  handle(
    adminCompleteUpdate,
    ({ actor }) => {
      requireParty(lc, actor, ['admin'], 'complete an overdue consultation');
      requireStatus(lc, ['confirmed', 'in_progress'], 'complete');
      requireTime(
        lc.status === 'in_progress' || workflowNow() >= lc.endsAt,
        'A confirmed consultation can be completed by an admin only after its scheduled end.',
      );
    },
    () => lc.complete('admin'),
  );

  handle(
    sendReminderUpdate,
    ({ actor }) => {
      requireParty(lc, actor, ['admin'], 'send a completion reminder');
      requireStatus(lc, ['confirmed', 'in_progress'], 'remind about');
      requireTime(
        workflowNow() >= lc.endsAt,
        'The consultation has not reached its scheduled end.',
      );
    },
    () => {
      const urgent = overdueStage(workflowNow(), lc.endsAt, lc.config) === 'urgent';
      lc.adminReminders += 1;
      return lc.remindCompletion(
        urgent ? 'urgent' : 'needs_notice',
        `admin-reminder-${lc.adminReminders}`,
      );
    },
  );

  handle(
    cancelUpdate,
    ({ actor }) => {
      requireParty(lc, actor, ['client', 'expert', 'admin'], 'cancel this consultation');
      requireStatus(lc, ['pending_payment', 'pending', 'confirmed'], 'cancel');
      requireTime(
        actor.role === 'admin' || workflowNow() < lc.startsAt,
        'The consultation has started; report a no-show instead of cancelling.',
      );
    },
    ({ actor }) => lc.cancel(actor.role, `cancelled_by_${actor.role}`),
  );

  handle(
    rescheduleUpdate,
    ({ actor, startsAt }) => {
      requireParty(lc, actor, ['client', 'expert'], 'reschedule this consultation');
      requireStatus(lc, ['pending_payment', 'pending', 'confirmed'], 'reschedule');
      const newStartsAt = Date.parse(startsAt);
      requireArgument(!Number.isNaN(newStartsAt), 'startsAt must be an ISO 8601 date-time.');
      requireMovable(lc, newStartsAt);
    },
    ({ actor, startsAt }) =>
      lc.reschedule(Date.parse(startsAt), actor.role === 'client' ? 'client' : 'expert'),
  );

  handle(
    reportNoShowUpdate,
    ({ actor }) => {
      requireParty(lc, actor, ['client'], 'report an expert no-show');
      requireStatus(lc, ['confirmed'], 'report a no-show for');
      requireTime(
        isNoShowReportable(workflowNow(), lc.startsAt, lc.config.noShowGraceMs),
        `A no-show can be reported from ${iso(lc.startsAt + lc.config.noShowGraceMs)}.`,
      );
    },
    () => lc.cancel('expert', 'expert_no_show'),
  );

  handle(
    openDisputeUpdate,
    ({ actor, reason }) => {
      requireParty(lc, actor, ['client'], 'open a dispute');
      requireStatus(lc, ['completed'], 'dispute');
      requireArgument(
        typeof reason === 'string' &&
          reason.trim().length > 0 &&
          reason.length <= MAX_DISPUTE_REASON,
        `reason must be 1 to ${MAX_DISPUTE_REASON} characters.`,
      );
      requireTime(lc.dispute === undefined, 'A dispute is already open for this consultation.');
      requireTime(
        !lc.holdEnded && workflowNow() < (lc.escrowReleaseAt ?? 0) && inEscrow(lc.money) > 0,
        'The complaint window of this consultation has closed.',
      );
    },
    ({ reason }) => lc.openDispute(reason.trim()),
  );

  handle(
    resolveDisputeUpdate,
    ({ actor, resolution, note }) => {
      requireParty(lc, actor, ['admin'], 'resolve a dispute');
      requireArgument(
        note === undefined || (typeof note === 'string' && note.length <= MAX_RESOLUTION_NOTE),
        `note must be at most ${MAX_RESOLUTION_NOTE} characters.`,
      );
      requireTime(
        lc.dispute !== undefined && lc.dispute.resolution === undefined,
        'There is no open dispute for this consultation.',
      );
      const kind = (resolution as { kind?: unknown } | undefined)?.kind;
      requireArgument(
        kind === 'release' || kind === 'full_refund' || kind === 'partial_refund',
        'resolution.kind must be release, partial_refund or full_refund.',
      );
      if (resolution.kind === 'partial_refund') {
        const held = inEscrow(lc.money);
        requireArgument(
          Number.isSafeInteger(resolution.refund) &&
            resolution.refund > 0 &&
            resolution.refund < held,
          `A partial refund must be a whole number of cents between 1 and ${held - 1}.`,
        );
      }
    },
    ({ actor, resolution, note }) =>
      lc.resolveDispute(resolution, actor.userId, note?.trim() ? note.trim() : null),
  );
}
