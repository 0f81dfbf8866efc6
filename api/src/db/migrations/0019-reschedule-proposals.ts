import type { Knex } from 'knex';

/*
 * Rescheduling by proposal: one party proposes a new time, the other accepts or declines it, or it lapses.
 * - consultations.reschedule_proposal_*: the open proposal (all set or all null), written by the workflow's steps,
 *   so the consultation's view reads it from the row.
 * - partner_events: a booking may move more than once, so `booking.rescheduled` is recorded once per move
 *   (`occurrence` = the move's number); every other type stays once per booking (occurrence 0).
 */
const PROPOSAL_COLUMNS = [
  'reschedule_proposed_by',
  'reschedule_proposed_start',
  'reschedule_proposed_end',
  'reschedule_proposal_message',
  'reschedule_proposed_at',
  'reschedule_proposal_expires_at',
] as const;

const TYPES_BEFORE = `'booking.created', 'booking.paid', 'booking.confirmed', 'booking.cancelled', 'booking.completed'`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.text('reschedule_proposed_by');
    t.timestamp('reschedule_proposed_start', { useTz: true });
    t.timestamp('reschedule_proposed_end', { useTz: true });
    t.text('reschedule_proposal_message');
    t.timestamp('reschedule_proposed_at', { useTz: true });
    t.timestamp('reschedule_proposal_expires_at', { useTz: true });
  });
  const allOrNone = PROPOSAL_COLUMNS.filter((c) => c !== 'reschedule_proposal_message');
  await knex.raw(`ALTER TABLE consultations
    ADD CONSTRAINT consultations_reschedule_proposed_by CHECK (reschedule_proposed_by IN ('client', 'expert')),
    ADD CONSTRAINT consultations_reschedule_proposal_whole CHECK (
      (${allOrNone.map((c) => `${c} IS NULL`).join(' AND ')} AND reschedule_proposal_message IS NULL)
      OR (${allOrNone.map((c) => `${c} IS NOT NULL`).join(' AND ')}))`);

  await knex.schema.alterTable('partner_events', (t) => {
    t.integer('occurrence').notNullable().defaultTo(0);
    t.dropUnique(['consultation_id', 'type']);
    t.unique(['consultation_id', 'type', 'occurrence']);
  });
  await knex.raw(`ALTER TABLE partner_events
    DROP CONSTRAINT partner_events_type_known,
    ADD CONSTRAINT partner_events_type_known CHECK (type IN (${TYPES_BEFORE}, 'booking.rescheduled'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('partner_events').where({ type: 'booking.rescheduled' }).delete();
  await knex.raw(`ALTER TABLE partner_events
    DROP CONSTRAINT partner_events_type_known,
    ADD CONSTRAINT partner_events_type_known CHECK (type IN (${TYPES_BEFORE}))`);
  await knex.schema.alterTable('partner_events', (t) => {
    t.dropUnique(['consultation_id', 'type', 'occurrence']);
    t.unique(['consultation_id', 'type']);
    t.dropColumn('occurrence');
  });
  await knex.raw(`ALTER TABLE consultations
    DROP CONSTRAINT consultations_reschedule_proposal_whole,
    DROP CONSTRAINT consultations_reschedule_proposed_by`);
  await knex.schema.alterTable('consultations', (t) => {
    for (const column of PROPOSAL_COLUMNS) t.dropColumn(column);
  });
}
