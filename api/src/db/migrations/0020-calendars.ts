import type { Knex } from 'knex';

/*
 * Calendars in sync both ways, owned by the calendars module.
 * - `calendar_feeds`: one private ICS feed per user. The token is an HMAC of the user and `nonce` under a platform
 *   secret (so the owner can be shown the address again); the feed is found by the SHA-256 of the token presented,
 *   never by comparing the token itself. Regenerating draws a new nonce: the old token stops at once.
 * - `calendar_imports`: an expert's external calendars (at most 5, held by the service), with the outcome of the last
 *   fetch. `url` is kept whole because fetching needs it; the API only ever shows it masked.
 * - `calendar_busy_times`: the busy ranges of the last good fetch of each import, no titles. `expert_id` is repeated
 *   from the import so the availability rules read one index.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('nonce').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('calendar_imports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('expert_id').notNullable().references('experts.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('url').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.timestamp('last_fetched_at', { useTz: true });
    t.text('last_error');
    t.integer('busy_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['expert_id', 'created_at']);
  });
  await knex.raw(`ALTER TABLE calendar_imports
    ADD CONSTRAINT calendar_imports_status CHECK (status IN ('pending', 'ok', 'failed')),
    ADD CONSTRAINT calendar_imports_name_length CHECK (length(name) BETWEEN 1 AND 100),
    ADD CONSTRAINT calendar_imports_url_length CHECK (length(url) BETWEEN 1 AND 2000),
    ADD CONSTRAINT calendar_imports_busy_count CHECK (busy_count >= 0)`);

  await knex.schema.createTable('calendar_busy_times', (t) => {
    t.bigIncrements('id');
    t.uuid('import_id').notNullable().references('calendar_imports.id').onDelete('CASCADE');
    t.uuid('expert_id').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.index(['import_id']);
  });
  await knex.raw(`ALTER TABLE calendar_busy_times
    ADD CONSTRAINT calendar_busy_times_range CHECK (ends_at > starts_at)`);
  // The rules ask for one expert's busy times overlapping a window: those ending after its start.
  await knex.raw(
    'CREATE INDEX calendar_busy_times_expert ON calendar_busy_times (expert_id, ends_at, starts_at)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_busy_times');
  await knex.schema.dropTable('calendar_imports');
  await knex.schema.dropTable('calendar_feeds');
}
