import type { Knex } from 'knex';

/**
 * Live updates: the database announces what the sockets push (a status change, a notification, a revoked
 * session) on the `eb_live` channel when the change commits, whichever process made it — an API instance, a
 * worker's activity, a REST call. Every API instance listens and tells its own sockets. Payloads carry ids
 * (NOTIFY payloads are limited); listeners read the rows. Chat messages are announced by the chat service
 * after their insert has committed (live-channel.ts): a NOTIFY inside the insert's transaction would hold
 * PostgreSQL's notification lock through the commit's disk flush and let only one message commit at a time.
 *
 * Attendance: each party's join and leave times in a consultation's room, the evidence for no-show reports.
 */
/** A trigger whose function announces a row's change on the live channel: `body` computes `payload`. */
async function liveTrigger(
  knex: Knex,
  name: string,
  on: string,
  body: string,
  when?: string,
): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION eb_live_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE payload text;
    BEGIN
      ${body}
      PERFORM pg_notify('eb_live', payload);
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER ${name}_live AFTER ${on} FOR EACH ROW
    ${when ? `WHEN (${when})` : ''} EXECUTE FUNCTION eb_live_${name}()`);
}

const LIVE_TRIGGERS = [
  { name: 'consultation', table: 'consultations' },
  { name: 'notification', table: 'notifications' },
  { name: 'session', table: 'sessions' },
] as const;

export async function up(knex: Knex): Promise<void> {
  await liveTrigger(
    knex,
    'consultation',
    'UPDATE ON consultations',
    `payload := json_build_object('kind', 'consultation', 'consultationId', NEW.id, 'status', NEW.status,
       'userIds', json_build_array(NEW.client_id, NEW.expert_user_id))::text;`,
    'OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at',
  );
  await liveTrigger(
    knex,
    'notification',
    'INSERT ON notifications',
    `payload := json_build_object('kind', 'notification', 'id', NEW.id, 'userId', NEW.user_id)::text;`,
  );
  await liveTrigger(
    knex,
    'session',
    'UPDATE ON sessions',
    `payload := json_build_object('kind', 'session_ended', 'sessionId', NEW.id)::text;`,
    'OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL',
  );

  // socket.io's PostgreSQL adapter (several API instances) keeps payloads over NOTIFY's limit here.
  await knex.raw(`CREATE TABLE socket_io_attachments (
    id bigserial UNIQUE,
    created_at timestamptz DEFAULT now(),
    payload bytea
  )`);

  await knex.schema.createTable('consultation_attendance', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('left_at', { useTz: true });
    t.index(['consultation_id', 'role']);
  });
  await knex.schema.alterTable('consultations', (t) => {
    // Recorded on completion from consultation_attendance: whether each party came to the room.
    t.boolean('client_attended');
    t.boolean('expert_attended');
  });
  await knex.raw(`ALTER TABLE consultation_attendance
    ADD CONSTRAINT consultation_attendance_role CHECK (role IN ('client', 'expert')),
    ADD CONSTRAINT consultation_attendance_order CHECK (left_at IS NULL OR left_at >= joined_at)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('client_attended');
    t.dropColumn('expert_attended');
  });
  await knex.schema.dropTableIfExists('consultation_attendance');
  await knex.schema.dropTableIfExists('socket_io_attachments');
  for (const { name, table } of LIVE_TRIGGERS) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${name}_live ON ${table}`);
    await knex.raw(`DROP FUNCTION IF EXISTS eb_live_${name}()`);
  }
}
