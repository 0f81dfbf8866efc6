import type { Knex } from 'knex';

/**
 * When a payment that arrived after its booking had closed was refunded and posted to the ledger. Set once: a
 * replayed process-payment or webhook for that payment then neither calls the provider's refund again nor posts twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultation_payments', (t) => {
    t.timestamp('late_refunded_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultation_payments', (t) => {
    t.dropColumn('late_refunded_at');
  });
}
