import type { Knex } from 'knex';

/**
 * The admin's note when resolving a dispute, shown to both parties beside the outcome; and an index for the
 * admins' disputes page, which lists consultations with a dispute, open ones first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.text('dispute_note');
  });
  await knex.raw(`ALTER TABLE consultations
    ADD CONSTRAINT consultations_dispute_note_length CHECK (dispute_note IS NULL OR length(dispute_note) <= 1000)`);
  await knex.raw(`CREATE INDEX consultations_disputes ON consultations (dispute_opened_at)
    WHERE dispute_opened_at IS NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX consultations_disputes');
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('dispute_note');
  });
}
