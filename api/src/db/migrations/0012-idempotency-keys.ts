import type { Knex } from 'knex';

/**
 * Answers kept for `Idempotency-Key` requests (the POSTs that create a booking or move money): the same key with the
 * same body gets the first answer again; with another body, a 409. Kept 24 hours.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.text('scope_key').primary();
    t.text('request_hash').notNullable();
    t.integer('response_status');
    t.text('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
