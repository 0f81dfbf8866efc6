import type { Knex } from 'knex';

/**
 * Live updates: the database announces what the sockets push (a status change, a notification, a chat
 * message, a revoked session) on the `eb_live` channel when the change commits, whichever process made it —
 * an API instance, a worker's activity, a REST call. Every API instance listens and tells its own sockets.
 * Payloads carry ids only (NOTIFY payloads are limited); listeners read the rows.
 *
 * Attendance: each party's join and leave times in a consultation's room, the evidence for no-show reports.
 */
/** A trigger that announces a row's change on the live channel with the given JSON payload. */
async function liveTrigger(
  knex: Knex,
  name: string,
  on: string,
  payload: string,
  when?: string,
): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION eb_live_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('eb_live', json_build_object(${payload})::text);
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER ${name}_live AFTER ${on} FOR EACH ROW
    ${when ? `WHEN (${when})` : ''} EXECUTE FUNCTION eb_live_${name}()`);
}

const LIVE_TRIGGERS = [
  { name: 'consultation', table: 'consultations' },
  { name: 'notification', table: 'notifications' },
  { name: 'message', table: 'chat_messages' },
  { name: 'session', table: 'sessions' },
] as const;

export async function up(knex: Knex): Promise<void> {
  await liveTrigger(
    knex,
    'consultation',
    'UPDATE ON consultations',
    `'kind', 'consultation', 'consultationId', NEW.id, 'status', NEW.status,
     'userIds', json_build_array(NEW.client_id, NEW.expert_user_id)`,
    'OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at',
  );
  await liveTrigger(
    knex,
    'notification',
    'INSERT ON notifications',
    `'kind', 'notification', 'id', NEW.id, 'userId', NEW.user_id`,
  );
  await liveTrigger(
    knex,
    'message',
    'INSERT ON chat_messages',
    `'kind', 'message', 'id', NEW.id, 'consultationId', NEW.consultation_id`,
  );
  await liveTrigger(
    knex,
    'session',
    'UPDATE ON sessions',
    `'kind', 'session_ended', 'sessionId', NEW.id`,
    'OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL',
  );

  await knex.schema.createTable('consultation_attendance', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('left_at', { useTz: true });
    t.index(['consultation_id', 'role']);
  });
  await knex.raw(`ALTER TABLE consultation_attendance
    ADD CONSTRAINT consultation_attendance_role CHECK (role IN ('client', 'expert')),
    ADD CONSTRAINT consultation_attendance_order CHECK (left_at IS NULL OR left_at >= joined_at)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('consultation_attendance');
  for (const { name, table } of LIVE_TRIGGERS) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${name}_live ON ${table}`);
    await knex.raw(`DROP FUNCTION IF EXISTS eb_live_${name}()`);
  }
}
