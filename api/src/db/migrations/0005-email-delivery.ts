import type { Knex } from 'knex';

/**
 * E-mail delivery over SMTP: each outbox row has the time its next attempt is due. A sender claims due rows by
 * moving that time forward (the claim is its lease and its back-off), so several API instances never send one
 * row at once and a sender that dies mid-send leaves the row to be retried later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE sent_at IS NULL`,
  );
  await knex.raw(
    `ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_attempts CHECK (attempts >= 0)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE email_outbox DROP CONSTRAINT IF EXISTS email_outbox_attempts');
  await knex.raw('DROP INDEX IF EXISTS email_outbox_due');
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('next_attempt_at');
  });
}
