import type { Knex } from 'knex';
import type { Currency, DisputeEvidence } from './payment-gateway.js';

// The only code that touches the sandbox's card disputes and transfer reversals (migration 0016).

export interface SandboxDisputeRow {
  id: string;
  charge_id: string;
  payment_intent_id: string;
  amount: number;
  currency: Currency;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  due_by: Date;
  evidence: DisputeEvidence | null;
  updated_at: Date;
}

export interface SandboxReversalRow {
  id: string;
  transfer_id: string;
  amount: number;
  idempotency_key: string;
}

export type SandboxDisputesRepository = ReturnType<typeof createSandboxDisputesRepository>;

export function createSandboxDisputesRepository(knex: Knex) {
  return {
    /** Opens the intent's dispute; an intent is disputed once, so a second call answers the first dispute. */
    async insertDisputeOnce(
      row: Omit<SandboxDisputeRow, 'evidence' | 'updated_at' | 'status'>,
    ): Promise<SandboxDisputeRow> {
      const [inserted] = await knex('sandbox_disputes')
        .insert({ ...row, status: 'needs_response' })
        .onConflict('payment_intent_id')
        .ignore()
        .returning('*');
      return (inserted ??
        (await knex('sandbox_disputes')
          .where({ payment_intent_id: row.payment_intent_id })
          .first())) as SandboxDisputeRow;
    },

    async findDispute(id: string): Promise<SandboxDisputeRow | undefined> {
      return knex('sandbox_disputes').where({ id }).first();
    },

    /** Stores evidence (and the status it leads to) while the dispute still takes it; undefined otherwise. */
    async updateOpenDispute(
      id: string,
      changes: Pick<SandboxDisputeRow, 'evidence' | 'status'>,
    ): Promise<SandboxDisputeRow | undefined> {
      const [row] = await knex('sandbox_disputes')
        .where({ id, status: 'needs_response' })
        .update({
          evidence: JSON.stringify(changes.evidence),
          status: changes.status,
          updated_at: knex.fn.now(),
        })
        .returning('*');
      return row as SandboxDisputeRow | undefined;
    },

    /**
     * Runs fn with the group's transfer locked (reversals of it queue) and what was reversed of it so far; fn is
     * not called when the group has no transfer.
     */
    reversing<T>(
      transferGroup: string,
      fn: (
        transfer: { id: string; amount: number; reversed: number },
        insert: (row: SandboxReversalRow) => Promise<SandboxReversalRow>,
        existing: (key: string) => Promise<SandboxReversalRow | undefined>,
      ) => Promise<T>,
    ): Promise<T | undefined> {
      return knex.transaction(async (trx) => {
        const transfer = await trx('sandbox_transfers')
          .where({ transfer_group: transferGroup })
          .orderBy('created_at')
          .forUpdate()
          .first('id', 'amount');
        if (!transfer) return undefined;
        const sum = await trx('sandbox_transfer_reversals')
          .where({ transfer_id: transfer.id })
          .sum({ total: 'amount' })
          .first();
        return fn(
          { id: transfer.id, amount: transfer.amount, reversed: Number(sum?.total ?? 0) },
          async (row) => {
            const [inserted] = await trx('sandbox_transfer_reversals').insert(row).returning('*');
            return inserted as SandboxReversalRow;
          },
          (key) => trx('sandbox_transfer_reversals').where({ idempotency_key: key }).first(),
        );
      });
    },
  };
}
