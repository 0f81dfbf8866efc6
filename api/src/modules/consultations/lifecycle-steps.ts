// How every lifecycle activity runs its database effect: once per step, under the consultation's row lock, with
// the step's notifications and, for a booking made through a partner, its webhook event in the same transaction.
import { ApplicationFailure } from '@temporalio/common';
import {
  consultationWorkflowId,
  LifecycleFailureType,
  type StepInput,
} from '@expertbridge/workflows';
import type {
  ConsultationNotifier,
  MoneyMover,
  NotificationExtra,
  NotificationKind,
  PartnerEventDetails,
  PartnerEventHooks,
  PartnerEventType,
} from './lifecycle-ports.js';
import type {
  LifecycleRepository,
  LockedConsultation,
  StepStatements,
} from './lifecycle.repository.js';

export interface ActivityDeps {
  lifecycle: LifecycleRepository;
  money: MoneyMover;
  notify: ConsultationNotifier;
  partnerEvents: PartnerEventHooks;
}

/** The idempotency key of a step, for the database and the payment provider. */
export function stepKeyOf({ consultationId, stepKey }: StepInput): string {
  return `${consultationWorkflowId(consultationId)}:${stepKey}`;
}

/** The steps' shared moves over the activities' dependencies. */
export function stepRunner({ lifecycle, notify, partnerEvents }: ActivityDeps) {
  return {
    /**
     * Runs `work` in a transaction holding the consultation's row lock, once per step: a retry of a step
     * that already committed does nothing. Answers the locked row.
     */
    async once(
      step: StepInput,
      work: (statements: StepStatements, row: LockedConsultation) => Promise<void>,
      suffix = '',
    ): Promise<LockedConsultation> {
      const row = await lifecycle.claimStep(step.consultationId, step.stepKey + suffix, work);
      // The API gave the booking up after its workflow's start had reached Temporal: retrying cannot help.
      if (!row) {
        throw ApplicationFailure.nonRetryable(
          `consultation ${step.consultationId} does not exist`,
          LifecycleFailureType.ConsultationGone,
        );
      }
      return row;
    },

    isDone(step: StepInput, suffix = ''): Promise<boolean> {
      return lifecycle.isStepDone(step.consultationId, step.stepKey + suffix);
    },

    /** Queues the step's notifications with its other writes. */
    tell(
      statements: StepStatements,
      step: StepInput,
      kind: NotificationKind | readonly NotificationKind[],
      extra?: NotificationExtra,
    ): Promise<void> {
      return notify(statements.transaction, {
        consultationId: step.consultationId,
        kind,
        dedupeBase: stepKeyOf(step),
        ...(extra ? { extra } : {}),
      });
    },

    /** Only a booking made through a partner has partner events: the others skip the reads. */
    async announce(
      statements: StepStatements,
      row: LockedConsultation,
      type: PartnerEventType,
      more?: PartnerEventDetails,
    ) {
      if (row.partner_id) {
        await partnerEvents.record(statements.transaction, {
          consultationId: row.id,
          type,
          ...more,
        });
      }
    },

    async startDeliveries(row: LockedConsultation): Promise<void> {
      if (row.partner_id) await partnerEvents.startDeliveries(row.id);
    },
  };
}

export type StepRunner = ReturnType<typeof stepRunner>;
