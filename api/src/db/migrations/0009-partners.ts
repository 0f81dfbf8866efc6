import type { Knex } from 'knex';

/*
 * Partner firms and their widget bookings, so that law and accounting firms can take bookings on their own sites.
 * - users: a last name may be empty (a widget guest's one-word name).
 * - partners: a publishable key (public, bound to allowed origins), a secret key kept only as its SHA-256 hash,
 *   the webhook signing secret (kept: it signs every delivery) and the webhook address.
 * - consultations made through a partner carry its id and the booking's metadata (UTM and partner keys).
 * - booking_tokens: the per-booking capabilities the widget holds; the token itself is signed, this row makes it
 *   revocable and records its one exchange for a session on our own origin.
 * - platform_secrets: keys the server generates once and keeps (the booking tokens' signing key), so tokens
 *   survive a restart without configuration.
 */
export async function up(knex: Knex): Promise<void> {
  // A widget guest gives one name field; a one-word name (a mononym) is a first name with no last name.
  await knex.raw(`ALTER TABLE users DROP CONSTRAINT users_last_name_length,
    ADD CONSTRAINT users_last_name_length CHECK (length(last_name) BETWEEN 0 AND 100)`);
  await knex.schema.createTable('partners', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('publishable_key').notNullable().unique();
    t.text('secret_key_hash').notNullable().unique();
    t.text('secret_key_hint').notNullable();
    t.text('webhook_secret').notNullable();
    t.specificType('allowed_origins', 'text[]').notNullable();
    t.text('status').notNullable().defaultTo('active');
    t.text('webhook_url');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE partners
    ADD CONSTRAINT partners_name_length CHECK (char_length(name) BETWEEN 1 AND 200),
    ADD CONSTRAINT partners_status_known CHECK (status IN ('active', 'disabled')),
    ADD CONSTRAINT partners_origins_bounded CHECK (cardinality(allowed_origins) BETWEEN 1 AND 20),
    ADD CONSTRAINT partners_webhook_url_length CHECK (webhook_url IS NULL OR char_length(webhook_url) <= 500)`);

  await knex.schema.alterTable('consultations', (t) => {
    t.uuid('partner_id').references('partners.id');
    t.jsonb('partner_metadata');
    t.index(['partner_id', 'created_at'], 'consultations_partner_created');
  });

  await knex.schema.createTable('booking_tokens', (t) => {
    t.uuid('id').primary();
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE');
    t.uuid('partner_id').notNullable().references('partners.id');
    t.boolean('created_account').notNullable().defaultTo(false);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('exchanged_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['consultation_id']);
    t.index(['partner_id']);
  });

  await knex.schema.createTable('platform_secrets', (t) => {
    t.text('name').primary();
    t.text('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('platform_secrets');
  await knex.schema.dropTable('booking_tokens');
  await knex.schema.alterTable('consultations', (t) => {
    t.dropIndex(['partner_id', 'created_at'], 'consultations_partner_created');
    t.dropColumn('partner_metadata');
    t.dropColumn('partner_id');
  });
  await knex.schema.dropTable('partners');
  await knex.raw(`UPDATE users SET last_name = first_name WHERE last_name = ''`);
  await knex.raw(`ALTER TABLE users DROP CONSTRAINT users_last_name_length,
    ADD CONSTRAINT users_last_name_length CHECK (length(last_name) BETWEEN 1 AND 100)`);
}
