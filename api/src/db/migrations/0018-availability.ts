import type { Knex } from 'knex';

/*
 * Experts' availability settings and the time a consultation occupies.
 * - `expert_availability`: one row per expert who saved settings (the scheduling module's, which alone writes it);
 *   no row means the defaults, today's hours. The weekly hours and the overrides are JSON: they are always read and
 *   written whole, with the rest of the row, and validated by the module against the contract. The expert's zone
 *   stays `experts.time_zone`, the one every view, reminder and e-mail already reads.
 * - `consultations.buffer_before_minutes` / `buffer_after_minutes`: the buffers in force when it was booked, so a
 *   later change of settings never moves what an existing booking holds; `blocked_from` / `blocked_until` are the
 *   range it occupies, kept by a trigger from its start, end and buffers (every writer, the reschedule's activity
 *   included, moves it with the start). The exclusion constraint moves to that range: no two occupied ranges of one
 *   expert's active consultations overlap, buffers included.
 */

const ACTIVE = `('pending_payment', 'pending', 'confirmed', 'in_progress')`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('expert_availability', (t) => {
    t.uuid('expert_id').primary().references('experts.id').onDelete('CASCADE');
    t.jsonb('weekly_hours').notNullable();
    t.jsonb('overrides').notNullable().defaultTo('[]');
    t.integer('buffer_before_minutes').notNullable().defaultTo(0);
    t.integer('buffer_after_minutes').notNullable().defaultTo(0);
    t.integer('minimum_notice_minutes').notNullable().defaultTo(0);
    t.integer('horizon_days').notNullable().defaultTo(60);
    t.specificType('durations', 'integer[]').notNullable().defaultTo('{30,60,90,120}');
    t.integer('granularity_minutes').notNullable().defaultTo(60);
    t.integer('max_per_day');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE expert_availability
    ADD CONSTRAINT expert_availability_buffers CHECK (
      buffer_before_minutes BETWEEN 0 AND 240 AND buffer_before_minutes % 5 = 0
      AND buffer_after_minutes BETWEEN 0 AND 240 AND buffer_after_minutes % 5 = 0),
    ADD CONSTRAINT expert_availability_notice CHECK (
      minimum_notice_minutes BETWEEN 0 AND 43200 AND minimum_notice_minutes % 15 = 0),
    ADD CONSTRAINT expert_availability_horizon CHECK (horizon_days BETWEEN 1 AND 60),
    ADD CONSTRAINT expert_availability_durations CHECK (
      cardinality(durations) BETWEEN 1 AND 4 AND durations <@ ARRAY[30, 60, 90, 120]),
    ADD CONSTRAINT expert_availability_granularity CHECK (granularity_minutes IN (30, 60)),
    ADD CONSTRAINT expert_availability_max_per_day CHECK (max_per_day IS NULL OR max_per_day BETWEEN 1 AND 24),
    ADD CONSTRAINT expert_availability_weekly_hours CHECK (jsonb_typeof(weekly_hours) = 'object'),
    ADD CONSTRAINT expert_availability_overrides CHECK (
      jsonb_typeof(overrides) = 'array' AND jsonb_array_length(overrides) <= 200)`);

  await knex.schema.alterTable('consultations', (t) => {
    t.integer('buffer_before_minutes').notNullable().defaultTo(0);
    t.integer('buffer_after_minutes').notNullable().defaultTo(0);
    t.timestamp('blocked_from', { useTz: true });
    t.timestamp('blocked_until', { useTz: true });
  });
  await knex.raw(`UPDATE consultations SET blocked_from = scheduled_at, blocked_until = ends_at`);
  await knex.raw(`ALTER TABLE consultations
    ALTER COLUMN blocked_from SET NOT NULL,
    ALTER COLUMN blocked_until SET NOT NULL,
    ADD CONSTRAINT consultations_buffers CHECK (
      buffer_before_minutes BETWEEN 0 AND 240 AND buffer_after_minutes BETWEEN 0 AND 240)`);
  await knex.raw(`CREATE FUNCTION consultations_blocked_range() RETURNS trigger AS $$
    BEGIN
      NEW.blocked_from := NEW.scheduled_at - make_interval(mins => NEW.buffer_before_minutes);
      NEW.blocked_until := NEW.ends_at + make_interval(mins => NEW.buffer_after_minutes);
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
  await knex.raw(`CREATE TRIGGER consultations_blocked_range
    BEFORE INSERT OR UPDATE OF scheduled_at, ends_at, buffer_before_minutes, buffer_after_minutes
    ON consultations FOR EACH ROW EXECUTE FUNCTION consultations_blocked_range()`);
  await knex.raw(`ALTER TABLE consultations
    DROP CONSTRAINT consultations_no_double_booking,
    ADD CONSTRAINT consultations_no_double_booking EXCLUDE USING gist (
      expert_id WITH =, tstzrange(blocked_from, blocked_until) WITH &&
    ) WHERE (status IN ${ACTIVE})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE consultations
    DROP CONSTRAINT consultations_no_double_booking,
    ADD CONSTRAINT consultations_no_double_booking EXCLUDE USING gist (
      expert_id WITH =, tstzrange(scheduled_at, ends_at) WITH &&
    ) WHERE (status IN ${ACTIVE})`);
  await knex.raw('DROP TRIGGER consultations_blocked_range ON consultations');
  await knex.raw('DROP FUNCTION consultations_blocked_range()');
  await knex.raw('ALTER TABLE consultations DROP CONSTRAINT consultations_buffers');
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('buffer_before_minutes');
    t.dropColumn('buffer_after_minutes');
    t.dropColumn('blocked_from');
    t.dropColumn('blocked_until');
  });
  await knex.schema.dropTable('expert_availability');
}
