import type { Knex } from 'knex';
import type { Currency } from './payment-gateway.js';

// The only code that touches the sandbox gateway's tables (migration 0004).

export interface SandboxIntentRow {
  id: string;
  client_secret: string;
  consultation_id: string;
  customer_user_id: string;
  amount: number;
  currency: Currency;
  status: 'requires_payment_method' | 'succeeded';
  idempotency_key: string;
  attempts: number;
  last_error_code: string | null;
  last_error_message: string | null;
  card_last4: string | null;
  succeeded_at: Date | null;
  updated_at: Date;
}

export interface SandboxRefundRow {
  id: string;
  payment_intent_id: string;
  amount: number;
  currency: Currency;
  status: 'succeeded';
  reason: string | null;
  idempotency_key: string;
}

export interface SandboxTransferRow {
  id: string;
  destination_account_id: string;
  amount: number;
  currency: Currency;
  transfer_group: string;
  idempotency_key: string;
}

type NewIntent = Pick<
  SandboxIntentRow,
  | 'id'
  | 'client_secret'
  | 'consultation_id'
  | 'customer_user_id'
  | 'amount'
  | 'currency'
  | 'idempotency_key'
>;

/**
 * Inserts the row unless one with its idempotency key exists, and answers whichever row holds the key: the
 * unique index, not a read-then-write, decides who wins when two calls race.
 */
async function insertOnce<Row>(knex: Knex, table: string, row: { idempotency_key: string }) {
  const [inserted] = await knex(table)
    .insert(row)
    .onConflict('idempotency_key')
    .ignore()
    .returning('*');
  return (inserted ??
    (await knex(table).where({ idempotency_key: row.idempotency_key }).first())) as Row;
}

export type SandboxQueries = ReturnType<typeof sandboxQueries>;
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;

/** The sandbox's statements, and a way to run several in one transaction (the locks hold until it ends). */
export function createSandboxRepository(knex: Knex) {
  return {
    ...sandboxQueries(knex),
    /** Runs fn with the queries bound to one transaction. */
    transaction<T>(fn: (queries: SandboxQueries) => Promise<T>): Promise<T> {
      return knex.transaction((trx) => fn(sandboxQueries(trx)));
    },
  };
}

/** Intents, refunds and transfers of the sandbox; the locking reads are for inside `transaction`. */
function sandboxQueries(knex: Knex) {
  return {
    insertIntentOnce(row: NewIntent): Promise<SandboxIntentRow> {
      return insertOnce<SandboxIntentRow>(knex, 'sandbox_payment_intents', row);
    },

    insertTransferOnce(row: SandboxTransferRow): Promise<SandboxTransferRow> {
      return insertOnce<SandboxTransferRow>(knex, 'sandbox_transfers', row);
    },

    async findIntent(id: string): Promise<SandboxIntentRow | undefined> {
      return knex('sandbox_payment_intents').where({ id }).first();
    },

    /** Reads the intent and holds its row until the transaction ends, so refunds and confirms of it queue. */
    async lockIntent(id: string): Promise<SandboxIntentRow | undefined> {
      return knex('sandbox_payment_intents').where({ id }).forUpdate().first();
    },

    /**
     * Records one confirmation attempt on an intent not succeeded yet: a success, or the reason it failed (the intent
     * stays payable). Undefined when the intent does not exist or has succeeded already.
     */
    async recordAttempt(
      id: string,
      outcome: { ok: true; last4: string } | { ok: false; code: string; message: string },
    ): Promise<SandboxIntentRow | undefined> {
      const changes = outcome.ok
        ? {
            status: 'succeeded',
            succeeded_at: knex.fn.now(),
            card_last4: outcome.last4,
            last_error_code: null,
            last_error_message: null,
          }
        : { last_error_code: outcome.code, last_error_message: outcome.message };
      const [row] = await knex('sandbox_payment_intents')
        .where({ id })
        .whereNot({ status: 'succeeded' })
        .update({ ...changes, attempts: knex.raw('attempts + 1'), updated_at: knex.fn.now() })
        .returning('*');
      return row as SandboxIntentRow | undefined;
    },

    async findRefundByKey(idempotencyKey: string): Promise<SandboxRefundRow | undefined> {
      return knex('sandbox_refunds').where({ idempotency_key: idempotencyKey }).first();
    },

    async findTransferByKey(idempotencyKey: string): Promise<SandboxTransferRow | undefined> {
      return knex('sandbox_transfers').where({ idempotency_key: idempotencyKey }).first();
    },

    /** The total refunded so far from one intent. */
    async refundedAmount(intentId: string): Promise<number> {
      const row = await knex('sandbox_refunds')
        .where({ payment_intent_id: intentId })
        .sum({ total: 'amount' })
        .first();
      return Number(row?.total ?? 0);
    },

    async insertRefund(row: SandboxRefundRow): Promise<SandboxRefundRow> {
      const [inserted] = await knex('sandbox_refunds').insert(row).returning('*');
      return inserted as SandboxRefundRow;
    },

    /**
     * What the platform still holds for one transfer group (a consultation): its succeeded payments less their
     * refunds and the transfers already made. The group's intents stay locked until the transaction ends, so two
     * transfers cannot both spend the same money.
     */
    async lockTransferableBalance(transferGroup: string, currency: Currency): Promise<number> {
      const intents: Pick<SandboxIntentRow, 'id' | 'amount'>[] = await knex(
        'sandbox_payment_intents',
      )
        .select('id', 'amount')
        .where({ consultation_id: transferGroup, currency, status: 'succeeded' })
        .orderBy('id')
        .forUpdate();
      const paid = intents.reduce((sum, intent) => sum + intent.amount, 0);
      // One after another: in a transaction every statement runs on its one connection, and pg queues statements
      // sent while another runs (deprecated, and an error from pg 9).
      const refunded = await knex('sandbox_refunds')
        .whereIn(
          'payment_intent_id',
          intents.map((intent) => intent.id),
        )
        .sum({ total: 'amount' })
        .first();
      const transferred = await knex('sandbox_transfers')
        .where({ transfer_group: transferGroup, currency })
        .sum({ total: 'amount' })
        .first();
      // A reversed transfer (a card dispute) gives its amount back to spend again, as when the dispute is won.
      const reversed = await knex('sandbox_transfer_reversals as r')
        .join('sandbox_transfers as t', 't.id', 'r.transfer_id')
        .where({ 't.transfer_group': transferGroup, 't.currency': currency })
        .sum({ total: 'r.amount' })
        .first();
      return (
        paid -
        Number(refunded?.total ?? 0) -
        Number(transferred?.total ?? 0) +
        Number(reversed?.total ?? 0)
      );
    },
  };
}
