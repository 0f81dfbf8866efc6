import type { Knex } from 'knex';

/**
 * The payment reconciliation sweep's bookkeeping on our rows of the provider's intents. `verified_at`: when the
 * provider said the payment succeeded but handing it to the workflow (or refunding it) failed, so the sweep takes it
 * first and however old it is. `reconcile_after`: when the sweep may look at the row again (a claim by a running
 * sweep, or the wait after the provider said it is not paid yet). The partial index holds only the rows the sweep
 * can still have work for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultation_payments', (t) => {
    t.timestamp('verified_at', { useTz: true });
    t.timestamp('reconcile_after', { useTz: true });
  });
  await knex.raw(`CREATE INDEX consultation_payments_unreconciled ON consultation_payments (created_at)
    WHERE delivered_at IS NULL AND late_refunded_at IS NULL AND status = 'created'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX consultation_payments_unreconciled');
  await knex.schema.alterTable('consultation_payments', (t) => {
    t.dropColumn('verified_at');
    t.dropColumn('reconcile_after');
  });
}
