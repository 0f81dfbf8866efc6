import type { Knex } from 'knex';

/**
 * The domains registered with the payment provider as payment method domains (Apple Pay, Google Pay and Link
 * show only on those): one row per domain, whichever partners list it, with what the provider last said. A row
 * that is `pending` or `failed` is (re)tried by the next sync; `unsupported` ones (localhost, IP addresses) never.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_method_domains', (t) => {
    t.text('domain').primary();
    t.text('provider_id');
    t.text('status').notNullable().defaultTo('pending');
    t.text('apple_pay').notNullable().defaultTo('inactive');
    t.text('google_pay').notNullable().defaultTo('inactive');
    t.text('link').notNullable().defaultTo('inactive');
    t.text('reason');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE payment_method_domains ADD CONSTRAINT payment_method_domains_status
    CHECK (status IN ('pending', 'active', 'inactive', 'failed', 'unsupported'))`);
  for (const column of ['apple_pay', 'google_pay', 'link']) {
    await knex.raw(`ALTER TABLE payment_method_domains ADD CONSTRAINT payment_method_domains_${column}
      CHECK (${column} IN ('active', 'inactive'))`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_method_domains');
}
