import type { Knex } from 'knex';

/*
 * Each expert's next free time, stored so the directory can show it and filter by it without running the slot
 * engine for every expert on every request.
 * - `experts.next_available_at`: the first free 60-minute start (the shortest offered duration when 60 is not offered)
 *   within the expert's horizon, as the catalogue last computed it; null when there was none.
 * - `experts.next_available_until`: until when that answer holds. The catalogue sets it to the stored start less the
 *   expert's notice (after that the start can no longer be booked); null means it must be computed again. Triggers
 *   null it whenever what the answer depends on changes, whoever writes: the expert's settings, their consultations
 *   (booked, paid, cancelled, expired, moved) and their imported calendars' busy times; and when an expert's status
 *   changes. The catalogue recomputes the null and passed ones on read and in a periodic sweep.
 */

const MARK_FUNCTION = `CREATE FUNCTION experts_next_available_stale() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        UPDATE experts SET next_available_until = NULL
          WHERE id = OLD.expert_id AND next_available_until IS NOT NULL;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        UPDATE experts SET next_available_until = NULL
          WHERE id = NEW.expert_id AND next_available_until IS NOT NULL;
      END IF;
      RETURN NULL;
    END $$`;

/** Imports replace their busy times in bulk: one statement-level update per statement, not one per row. */
const BUSY_FUNCTION = (table: 'new_rows' | 'old_rows') => `CREATE FUNCTION
    calendar_busy_next_available_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE experts SET next_available_until = NULL
        WHERE id IN (SELECT DISTINCT expert_id FROM ${table}) AND next_available_until IS NOT NULL;
      RETURN NULL;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE experts
    ADD COLUMN next_available_at timestamptz,
    ADD COLUMN next_available_until timestamptz`);
  // The filter `availableWithin` reads the first; the sweep finds the stale rows (null or passed) by the second.
  await knex.raw(`CREATE INDEX experts_approved_next_available ON experts (next_available_at)
    WHERE status = 'approved'`);
  await knex.raw(`CREATE INDEX experts_approved_next_available_until ON experts
    (next_available_until NULLS FIRST) WHERE status = 'approved'`);

  await knex.raw(MARK_FUNCTION);
  await knex.raw(`CREATE TRIGGER expert_availability_next_available
    AFTER INSERT OR UPDATE OR DELETE ON expert_availability
    FOR EACH ROW EXECUTE FUNCTION experts_next_available_stale()`);
  // `UPDATE OF` fires on the columns a statement sets, not on those a BEFORE trigger derives (blocked_*): a move sets
  // the start and the end.
  await knex.raw(`CREATE TRIGGER consultations_next_available
    AFTER INSERT OR DELETE OR UPDATE OF status, scheduled_at, ends_at, buffer_before_minutes,
      buffer_after_minutes, blocked_from, blocked_until, expert_id ON consultations
    FOR EACH ROW EXECUTE FUNCTION experts_next_available_stale()`);
  await knex.raw(`CREATE FUNCTION experts_status_next_available() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.next_available_until := NULL;
      RETURN NEW;
    END $$`);
  await knex.raw(`CREATE TRIGGER experts_status_next_available
    BEFORE UPDATE OF status, time_zone ON experts FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
    EXECUTE FUNCTION experts_status_next_available()`);

  // The imported calendars' table comes with the calendars migration (0020), before this one.
  if (await knex.schema.hasTable('calendar_busy_times')) {
    await knex.raw(BUSY_FUNCTION('new_rows'));
    await knex.raw(BUSY_FUNCTION('old_rows'));
    await knex.raw(`CREATE TRIGGER calendar_busy_next_available_insert AFTER INSERT ON calendar_busy_times
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_next_available_new_rows()`);
    await knex.raw(`CREATE TRIGGER calendar_busy_next_available_delete AFTER DELETE ON calendar_busy_times
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_next_available_old_rows()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP TRIGGER IF EXISTS calendar_busy_next_available_insert ON calendar_busy_times',
  );
  await knex.raw(
    'DROP TRIGGER IF EXISTS calendar_busy_next_available_delete ON calendar_busy_times',
  );
  await knex.raw('DROP FUNCTION IF EXISTS calendar_busy_next_available_new_rows()');
  await knex.raw('DROP FUNCTION IF EXISTS calendar_busy_next_available_old_rows()');
  await knex.raw('DROP TRIGGER experts_status_next_available ON experts');
  await knex.raw('DROP FUNCTION experts_status_next_available()');
  await knex.raw('DROP TRIGGER consultations_next_available ON consultations');
  await knex.raw('DROP TRIGGER expert_availability_next_available ON expert_availability');
  await knex.raw('DROP FUNCTION experts_next_available_stale()');
  await knex.raw(
    `ALTER TABLE experts DROP COLUMN next_available_at, DROP COLUMN next_available_until`,
  );
}
