import type { Knex } from 'knex';

/**
 * The payment reconciliation sweep's bookkeeping on our rows of the provider's intents. `verified_at`: when the
 * provider first told us the payment succeeded (the card step or its webhook), written before the workflow is told, so
 * a charge whose delivery failed is never forgotten. `reconcile_after`: when the sweep may look at the row again (a
 * claim by a running sweep, or the backoff after the provider said it is not paid yet). The partial index holds only
 * the rows the sweep can still have work for.
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
