// The consultation workflow's activities (workflows/src/activities.ts), implemented against PostgreSQL,
// the payment gateway and the notification queue. Each runs at least once; a row in consultation_steps
// makes its database effect happen exactly once, and the provider gets the same idempotency key on
// every retry. A status change, its ledger posting and its notifications commit together (DESIGN §4), with,
// for a booking made through a partner, the partner's webhook event.
import type { Knex } from 'knex';
import { prepared } from '../../platform/db.js';
import { ApplicationFailure } from '@temporalio/common';
import {
  consultationWorkflowId,
  LifecycleFailureType,
  type Currency,
  type DisputeResolution,
  type LifecycleActivities,
  type StepInput,
} from '@expertbridge/workflows';
import type { components } from '@expertbridge/sdk';
import { consultationBalances, post } from '../ledger/ledger.records.js';
import { attended } from '../room/attendance.repository.js';

type NotificationKind = components['schemas']['NotificationKind'];
type PartnerEventType = components['schemas']['PartnerWebhookEventType'];

/**
 * Queues a consultation's notifications (in-app and e-mail) inside the caller's transaction; several kinds at once
 * share one read of the parties and one write.
 */
export type ConsultationNotifier = (
  trx: Knex.Transaction,
  input: {
    consultationId: string;
    kind: NotificationKind | readonly NotificationKind[];
    dedupeBase: string;
    extra?: NotificationExtra;
  },
) => Promise<void>;

/** What a notification's text needs beyond the consultation: an amount, a message, a dispute's outcome. */
export interface NotificationExtra {
  amount?: number;
  message?: string;
  resolution?: DisputeResolution['kind'];
}

/** The part of the payment gateway that moves money out of escrow. */
export interface MoneyMover {
  refund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  transfer(input: {
    destinationAccountId: string | null;
    expertId: string;
    amount: number;
    currency: Currency;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Whether an error is the provider refusing for good (not worth a retry). */
  isPermanentRefusal(error: unknown): boolean;
}

/**
 * A booking made through a partner: its event recorded with the status change, in the same transaction, and
 * its webhook delivery started once that transaction has committed.
 */
export interface PartnerEventHooks {
  record(
    trx: Knex.Transaction,
    input: { consultationId: string; type: PartnerEventType },
  ): Promise<unknown>;
  /** Starts the consultation's recorded deliveries not started yet; a retried step tries again. */
  startDeliveries(consultationId: string): Promise<void>;
}

export interface ActivityDeps {
  knex: Knex;
  money: MoneyMover;
  notify: ConsultationNotifier;
  partnerEvents: PartnerEventHooks;
}

/** The idempotency key of a step, for the database and the payment provider. */
export function stepKeyOf({ consultationId, stepKey }: StepInput): string {
  return `${consultationWorkflowId(consultationId)}:${stepKey}`;
}

export function createLifecycleActivities({
  knex,
  money,
  notify,
  partnerEvents,
}: ActivityDeps): LifecycleActivities {
  /**
   * Runs `work` in a transaction holding the consultation's row lock, once per step: a retry of a step
   * that already committed does nothing. Answers the locked row.
   */
  async function once(
    step: StepInput,
    work: (trx: Knex.Transaction, row: LockedConsultation) => Promise<void>,
    suffix = '',
  ): Promise<LockedConsultation> {
    return knex.transaction(async (trx) => {
      // One round trip: the row locked, and the step claimed under that lock (a concurrent run of the same step
      // waits for the lock, then finds the step taken).
      const { rows } = await trx
        .raw<{ rows: (LockedConsultation & { step_claimed: boolean })[] }>(
          `WITH locked AS (SELECT * FROM consultations WHERE id = ? FOR UPDATE),
              claimed AS (
                INSERT INTO consultation_steps (consultation_id, step_key)
                SELECT id, ? FROM locked
                ON CONFLICT (consultation_id, step_key) DO NOTHING
                RETURNING step_key
              )
         SELECT locked.*, EXISTS (SELECT 1 FROM claimed) AS step_claimed FROM locked`,
          [step.consultationId, step.stepKey + suffix],
        )
        .options(prepared('claim_step'));
      const found = rows[0];
      // The API gave the booking up after its workflow's start had reached Temporal: retrying cannot help.
      if (!found) {
        throw ApplicationFailure.nonRetryable(
          `consultation ${step.consultationId} does not exist`,
          LifecycleFailureType.ConsultationGone,
        );
      }
      const { step_claimed: claimed, ...row } = found;
      if (!claimed) return row;
      await work(trx, row);
      return row;
    });
  }

  async function isDone(step: StepInput, suffix = ''): Promise<boolean> {
    const row = await knex('consultation_steps')
      .where({ consultation_id: step.consultationId, step_key: step.stepKey + suffix })
      .first('step_key');
    return row !== undefined;
  }

  const setStatus = (trx: Knex.Transaction, id: string, changes: Record<string, unknown>) =>
    trx('consultations')
      .where({ id })
      .update({ ...changes, updated_at: trx.fn.now() });

  const tell = (
    trx: Knex.Transaction,
    step: StepInput,
    kind: NotificationKind | readonly NotificationKind[],
    extra?: NotificationExtra,
  ) =>
    notify(trx, {
      consultationId: step.consultationId,
      kind,
      dedupeBase: stepKeyOf(step),
      ...(extra ? { extra } : {}),
    });

  /** Only a booking made through a partner has partner events: the others skip the reads. */
  const announce = async (
    trx: Knex.Transaction,
    row: LockedConsultation,
    type: PartnerEventType,
  ) => {
    if (row.partner_id) await partnerEvents.record(trx, { consultationId: row.id, type });
  };
  const startDeliveries = async (row: LockedConsultation) => {
    if (row.partner_id) await partnerEvents.startDeliveries(row.id);
  };

  return {
    async markPaid(input) {
      const locked = await once(input, async (trx, row) => {
        await setStatus(trx, row.id, {
          status: 'pending',
          paid_at: input.paidAt,
          payment_intent_id: input.payment.paymentId,
        });
        await trx('consultation_payments')
          .where({ payment_intent_id: input.payment.paymentId })
          .update({ status: 'succeeded', succeeded_at: input.paidAt });
        await post(trx, {
          consultationId: row.id,
          currency: input.payment.currency,
          memo: 'client payment into escrow',
          movements: [{ from: 'client_payments', to: 'escrow', amount: input.payment.amount }],
        });
        await tell(trx, input, ['payment_received', 'booking_received']);
        await announce(trx, row, 'booking.paid');
      });
      await startDeliveries(locked);
    },

    async confirmConsultation(input) {
      const locked = await once(input, async (trx, row) => {
        await setStatus(trx, row.id, { status: 'confirmed', confirmed_at: input.confirmedAt });
        await tell(trx, input, 'consultation_accepted');
        await announce(trx, row, 'booking.confirmed');
      });
      await startDeliveries(locked);
    },

    async startConsultation(input) {
      await once(input, async (trx, row) => {
        await setStatus(trx, row.id, {
          status: 'in_progress',
          started_at: input.startedAt,
          started_by: input.startedBy,
        });
        await tell(trx, input, 'consultation_started');
      });
    },

    async completeConsultation(input) {
      const locked = await once(input, async (trx, row) => {
        // The room's attendance, kept with the completion as its evidence.
        const present = await attended(trx, row.id);
        await setStatus(trx, row.id, {
          status: 'completed',
          completed_at: input.completedAt,
          completed_by: input.completedBy,
          client_attended: present.client,
          expert_attended: present.expert,
        });
        await tell(trx, input, 'consultation_completed');
        await announce(trx, row, 'booking.completed');
      });
      await startDeliveries(locked);
    },

    async cancelConsultation(input) {
      const locked = await once(input, async (trx, row) => {
        await setStatus(trx, row.id, {
          status: 'cancelled',
          cancelled_at: input.cancelledAt,
          cancelled_by: input.by,
          cancellation_reason: input.reason,
          cancellation_refund: input.refund,
        });
        await post(trx, {
          consultationId: row.id,
          currency: input.currency,
          memo: `cancellation refund (${input.refundReason})`,
          movements: [{ from: 'escrow', to: 'refunds_payable', amount: input.refund }],
        });
        const declined =
          input.reason === 'expert_declined' || input.reason === 'expert_no_response';
        await tell(trx, input, declined ? 'consultation_declined' : 'consultation_cancelled');
        await announce(trx, row, 'booking.cancelled');
      });
      await startDeliveries(locked);
    },

    async rescheduleConsultation(input) {
      try {
        await once(input, async (trx, row) => {
          const startsAt = new Date(input.startsAt);
          await setStatus(trx, row.id, {
            scheduled_at: startsAt,
            ends_at: new Date(startsAt.getTime() + row.duration_minutes * 60_000),
            reschedule_count: trx.raw('reschedule_count + 1'),
          });
          await tell(trx, input, 'consultation_rescheduled');
        });
      } catch (error) {
        // Another booking took the new time between the API's check and this step: the update fails.
        if ((error as { code?: string }).code === '23P01') {
          throw ApplicationFailure.nonRetryable(
            'That time has just been booked. Please choose another time.',
            'SlotTaken',
          );
        }
        throw error;
      }
    },

    async refundPayment(input) {
      if (await isDone(input)) return;
      const row = await knex('consultations').where({ id: input.consultationId }).first();
      const paymentIntentId = input.strayPaymentId ?? row?.payment_intent_id;
      if (!paymentIntentId) throw new Error(`no payment to refund for ${input.consultationId}`);
      try {
        await money.refund({
          paymentIntentId,
          amount: input.amount,
          idempotencyKey: stepKeyOf(input),
        });
      } catch (error) {
        if (money.isPermanentRefusal(error)) {
          throw ApplicationFailure.nonRetryable(
            (error as Error).message,
            LifecycleFailureType.RefundDeclined,
          );
        }
        throw error;
      }
      await once(input, async (trx) => {
        const movements = input.strayPaymentId
          ? [{ from: 'client_payments' as const, to: 'refunds' as const, amount: input.amount }]
          : await refundMovements(trx, input.consultationId, input.amount);
        await post(trx, {
          consultationId: input.consultationId,
          currency: input.currency,
          memo: input.strayPaymentId ? `stray payment ${input.strayPaymentId} refunded` : 'refund',
          movements,
        });
        await tell(trx, input, 'refund_issued', { amount: input.amount });
      });
    },

    async payoutExpert(input) {
      // First the split out of escrow (once), then the transfer, then its record (once).
      await once(
        input,
        async (trx, row) => {
          await post(trx, {
            consultationId: row.id,
            currency: input.currency,
            memo: 'escrow released',
            movements: [
              { from: 'escrow', to: 'platform_revenue', amount: input.platformFee },
              { from: 'escrow', to: 'expert_payable', amount: input.expertShare },
            ],
          });
        },
        ':split',
      );
      if (await isDone(input)) return;
      const expert = await knex('consultations as c')
        .join('experts as e', 'e.id', 'c.expert_id')
        .where('c.id', input.consultationId)
        .first('e.id', 'e.stripe_account_id');
      if (!expert) throw new Error(`consultation ${input.consultationId} does not exist`);
      if (input.expertShare > 0) {
        try {
          await money.transfer({
            destinationAccountId: expert.stripe_account_id ?? null,
            expertId: expert.id,
            amount: input.expertShare,
            currency: input.currency,
            transferGroup: input.consultationId,
            idempotencyKey: stepKeyOf(input),
          });
        } catch (error) {
          if (money.isPermanentRefusal(error)) {
            throw ApplicationFailure.nonRetryable(
              (error as Error).message,
              LifecycleFailureType.PayoutDeclined,
            );
          }
          throw error;
        }
      }
      await once(input, async (trx, row) => {
        await post(trx, {
          consultationId: row.id,
          currency: input.currency,
          memo: 'payout to the expert',
          movements: [{ from: 'expert_payable', to: 'payouts', amount: input.expertShare }],
        });
        await tell(trx, input, 'payout_sent', { amount: input.expertShare });
      });
    },

    async notify(input) {
      await once(input, (trx) => tell(trx, input, input.kind));
    },

    async sendCompletionReminder(input) {
      await once(input, async (trx, row) => {
        await setStatus(trx, row.id, { last_reminder_at: trx.fn.now(), reminder_message: null });
        await tell(trx, input, 'completion_reminder', {
          ...(row.reminder_message ? { message: row.reminder_message } : {}),
        });
      });
    },

    async recordDispute(input) {
      await once(input, async (trx, row) => {
        await setStatus(trx, row.id, {
          dispute_opened_at: input.openedAt,
          dispute_reason: input.reason,
        });
        await tell(trx, input, 'dispute_opened');
      });
    },

    async resolveDispute(input) {
      await once(input, async (trx, row) => {
        await setStatus(trx, row.id, {
          dispute_resolved_at: input.resolvedAt,
          dispute_resolution: input.resolution.kind,
          dispute_refund: input.refund,
          dispute_resolved_by: input.adminId,
          dispute_note: input.note,
        });
        await post(trx, {
          consultationId: row.id,
          currency: input.currency,
          memo: `dispute resolved (${input.resolution.kind})`,
          movements: [{ from: 'escrow', to: 'refunds_payable', amount: input.refund }],
        });
        await tell(trx, input, 'dispute_resolved', {
          amount: input.refund,
          resolution: input.resolution.kind,
          ...(input.note ? { message: input.note } : {}),
        });
      });
    },
  };
}

interface LockedConsultation {
  id: string;
  /** Set for a booking made through a partner's widget or API. */
  partner_id: string | null;
  duration_minutes: number;
  reminder_message: string | null;
}

/**
 * A refund settles what a cancellation or a dispute made payable; whatever the refund exceeds that by
 * (the compensation after a failure, which refunds what escrow holds) comes straight out of escrow.
 */
async function refundMovements(trx: Knex.Transaction, consultationId: string, amount: number) {
  const balances = await consultationBalances(trx, consultationId);
  const fromPayable = Math.min(amount, balances.refunds_payable);
  return [
    { from: 'refunds_payable' as const, to: 'refunds' as const, amount: fromPayable },
    { from: 'escrow' as const, to: 'refunds' as const, amount: amount - fromPayable },
  ];
}
