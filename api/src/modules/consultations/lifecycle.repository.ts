// The statements of the lifecycle's activities. A step runs in a transaction that holds the consultation's row lock
// and claims the step's key in consultation_steps, so that its database effect happens exactly once however often
// Temporal retries it; everything the step writes (the status change, the ledger posting, the notifications, a
// partner's event) goes through that transaction and commits together (DESIGN §4).
import type { Knex } from 'knex';
import { fn, raw, type PartialModelObject } from 'objection';
import type { Currency } from '@expertbridge/workflows';
import { prepared, type BaseModel, type Transaction } from '../../platform/db.js';
import { consultationBalances, post } from '../ledger/ledger.records.js';
import type { Movement } from '../ledger/ledger.js';
import type { PostingObserver } from '../ledger/posting-observer.js';
import { attended } from './attendance.records.js';
import { ConsultationModel } from './consultation.model.js';

/** The consultation's row as a step sees it, locked. */
export interface LockedConsultation {
  id: string;
  /** Set for a booking made through a partner's widget or API. */
  partner_id: string | null;
  duration_minutes: number;
  reminder_message: string | null;
  /** Moves made before this step. */
  reschedule_count: number;
}

type Columns = Omit<ConsultationModel, keyof BaseModel | 'client' | 'expert' | 'payments'>;

/** The columns a step writes; times as the workflow hands them over (ISO strings), which PostgreSQL reads as such. */
export type StepChanges = {
  [K in keyof Columns]?: Columns[K] extends Date | null ? Date | string | null : Columns[K];
};

/** What a step may do inside its transaction, on its consultation. */
function stepStatements(
  trx: Knex.Transaction,
  consultationId: string,
  observePostings: PostingObserver,
) {
  const patch = (changes: PartialModelObject<ConsultationModel>) =>
    ConsultationModel.query(trx)
      .findById(consultationId)
      .patch({ ...changes, updated_at: fn.now() });
  return {
    /** The transaction itself, for the ports whose writes commit with the step (notifications, partner events). */
    transaction: trx as Transaction,

    /** Writes the step's columns (a status and its time, a dispute's fields). */
    async update(changes: StepChanges): Promise<void> {
      await patch(changes as PartialModelObject<ConsultationModel>);
    },

    /** Moves the consultation to a new time and counts the move. */
    async reschedule(startsAt: Date, endsAt: Date): Promise<void> {
      await patch({
        scheduled_at: startsAt,
        ends_at: endsAt,
        reschedule_count: raw('reschedule_count + 1'),
      });
    },

    /** Notes that a completion reminder went out, and clears the admin's words it carried. */
    async reminded(): Promise<void> {
      await patch({ last_reminder_at: fn.now(), reminder_message: null });
    },

    /** The payment the client made, as the provider reported it, marked as succeeded. */
    async paymentSucceeded(paymentIntentId: string, paidAt: string): Promise<void> {
      await ConsultationModel.relatedQuery('payments', trx)
        .for(consultationId)
        .where({ payment_intent_id: paymentIntentId })
        .patch({ status: 'succeeded', succeeded_at: new Date(paidAt) });
    },

    /** Posts the movements to the ledger (the row lock makes its invariant check see every earlier posting). */
    post(posting: { currency: Currency; memo: string; movements: Movement[] }): Promise<void> {
      return post(trx, { consultationId, ...posting }, observePostings);
    },

    /** The consultation's ledger balances, as this transaction sees them. */
    balances() {
      return consultationBalances(trx, consultationId);
    },

    /** Whether each party has been in the room at all. */
    attended() {
      return attended(trx, consultationId);
    },
  };
}

export type StepStatements = ReturnType<typeof stepStatements>;

/** The lifecycle's statements over one database; every posting is told to `observePostings` in its transaction. */
export function createLifecycleRepository(knex: Knex, observePostings: PostingObserver) {
  return {
    /**
     * Locks the consultation's row and claims the step's key in one round trip, then, when the claim is new, runs
     * `work` in the same transaction. Answers the locked row (also when the step had already run), undefined when
     * the consultation does not exist.
     */
    claimStep(
      consultationId: string,
      stepKey: string,
      work: (step: StepStatements, row: LockedConsultation) => Promise<void>,
    ): Promise<LockedConsultation | undefined> {
      return knex.transaction(async (trx) => {
        // A concurrent run of the same step waits for the lock, then finds the step taken.
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
            [consultationId, stepKey],
          )
          .options(prepared('claim_step'));
        const found = rows[0];
        if (!found) return undefined;
        const { step_claimed: claimed, ...row } = found;
        if (claimed) await work(stepStatements(trx, consultationId, observePostings), row);
        return row;
      });
    },

    /** Whether the step's key has been claimed (its effect committed). */
    async isStepDone(consultationId: string, stepKey: string): Promise<boolean> {
      const row = await knex('consultation_steps')
        .where({ consultation_id: consultationId, step_key: stepKey })
        .first('step_key');
      return row !== undefined;
    },

    /** The payment intent the consultation was paid with, if any. */
    async findPaymentIntentId(consultationId: string): Promise<string | null | undefined> {
      const row = await ConsultationModel.query(knex)
        .findById(consultationId)
        .select('payment_intent_id');
      return row?.payment_intent_id;
    },

    /** The expert to pay for a consultation, and their connected account when they have one. */
    async findPayee(
      consultationId: string,
    ): Promise<{ id: string; stripe_account_id: string | null } | undefined> {
      const expert = await ConsultationModel.relatedQuery('expert', knex)
        .for(consultationId)
        .select('experts.id', 'experts.stripe_account_id')
        .first();
      return expert && { id: expert.id, stripe_account_id: expert.stripe_account_id };
    },
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
