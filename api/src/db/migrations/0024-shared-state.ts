import type { Knex } from 'knex';

/**
 * What API processes share instead of holding it themselves. Uploaded files (profile photos) live in the database
 * unless an S3 bucket is configured, so that every process behind the balancer serves every file. An
 * `Idempotency-Key` records the process running its request and a lease that process renews while it runs: a key
 * whose lease ran out belongs to a request that died with its process, and a retry takes it over at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uploaded_files', (t) => {
    t.text('key').primary();
    t.text('content_type').notNullable();
    t.binary('bytes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('idempotency_keys', (t) => {
    // Both null on keys kept before this migration: those keep the five-minute rule.
    t.text('owner');
    t.timestamp('lease_until', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropColumn('lease_until');
    t.dropColumn('owner');
  });
  await knex.schema.dropTable('uploaded_files');
}
