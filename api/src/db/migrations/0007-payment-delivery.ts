import type { Knex } from 'knex';

/**
 * When a succeeded payment was handed to its consultation's workflow. The card step (or the provider's webhook)
 * hands it over; process-payment, which follows at once, then has nothing to tell the workflow again — a second
 * signal would be ignored by the workflow but still cost the Temporal server a signal and a workflow task.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultation_payments', (t) => {
    t.timestamp('delivered_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultation_payments', (t) => {
    t.dropColumn('delivered_at');
  });
}
