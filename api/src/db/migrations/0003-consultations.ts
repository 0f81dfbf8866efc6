import type { Knex } from 'knex';

/*
 * Consultations and their money. The database enforces what it can:
 * - no double booking: an exclusion constraint keeps an expert's active consultations from overlapping;
 * - money: integers of minor units, fee + expert share = total, non-negative amounts, known currencies;
 * - the ledger is double-entry: a deferred constraint trigger refuses a transaction whose postings do not
 *   each sum to zero.
 */

const ACTIVE = `('pending_payment', 'pending', 'confirmed', 'in_progress')`;

export const LEDGER_ACCOUNTS = [
  'client_payments',
  'escrow',
  'platform_revenue',
  'expert_payable',
  'refunds_payable',
  'refunds',
  'payouts',
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');

  await knex.schema.createTable('consultations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('client_id').notNullable().references('users.id');
    t.uuid('expert_id').notNullable().references('experts.id');
    t.uuid('expert_user_id').notNullable().references('users.id');
    t.text('title').notNullable();
    t.text('description');
    t.integer('duration_minutes').notNullable();
    t.timestamp('scheduled_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.text('status').notNullable();
    t.text('consultation_type').notNullable().defaultTo('video');
    t.boolean('is_quick').notNullable().defaultTo(false);
    t.text('currency').notNullable();
    t.integer('total_amount').notNullable();
    t.integer('platform_fee').notNullable();
    t.integer('expert_amount').notNullable();
    t.jsonb('lifecycle_config').notNullable();
    t.text('workflow_id').notNullable().unique();
    t.text('payment_intent_id');
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('started_at', { useTz: true });
    t.text('started_by');
    t.timestamp('completed_at', { useTz: true });
    t.text('completed_by');
    t.timestamp('cancelled_at', { useTz: true });
    t.text('cancelled_by');
    t.text('cancellation_reason');
    t.text('cancellation_note');
    t.integer('cancellation_refund');
    t.integer('reschedule_count').notNullable().defaultTo(0);
    t.timestamp('dispute_opened_at', { useTz: true });
    t.text('dispute_reason');
    t.timestamp('dispute_resolved_at', { useTz: true });
    t.text('dispute_resolution');
    t.integer('dispute_refund');
    t.uuid('dispute_resolved_by').references('users.id').onDelete('SET NULL');
    t.timestamp('last_reminder_at', { useTz: true });
    // An admin's own words for the next completion reminder (the workflow's update carries no text).
    t.text('reminder_message');
    t.text('needs_attention');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['client_id', 'scheduled_at']);
    t.index(['expert_id', 'scheduled_at']);
    t.index(['status', 'ends_at']);
  });
  await knex.raw(`ALTER TABLE consultations
    ADD CONSTRAINT consultations_status CHECK (status IN ${ACTIVE.slice(0, -1)}, 'completed', 'cancelled')),
    ADD CONSTRAINT consultations_type CHECK (consultation_type IN ('video', 'chat')),
    ADD CONSTRAINT consultations_duration CHECK (duration_minutes IN (30, 60, 90, 120)),
    ADD CONSTRAINT consultations_ends CHECK (ends_at = scheduled_at + make_interval(mins => duration_minutes)),
    ADD CONSTRAINT consultations_title_length CHECK (length(title) BETWEEN 1 AND 200),
    ADD CONSTRAINT consultations_description_length CHECK (description IS NULL OR length(description) <= 5000),
    ADD CONSTRAINT consultations_currency CHECK (currency IN ('NZD', 'AUD')),
    ADD CONSTRAINT consultations_amounts CHECK (
      total_amount >= 0 AND platform_fee >= 0 AND expert_amount >= 0
      AND platform_fee + expert_amount = total_amount),
    ADD CONSTRAINT consultations_quick CHECK (NOT is_quick OR total_amount = 0),
    ADD CONSTRAINT consultations_refund CHECK (cancellation_refund IS NULL OR cancellation_refund >= 0),
    ADD CONSTRAINT consultations_dispute_refund CHECK (dispute_refund IS NULL OR dispute_refund >= 0),
    ADD CONSTRAINT consultations_no_double_booking EXCLUDE USING gist (
      expert_id WITH =, tstzrange(scheduled_at, ends_at) WITH &&
    ) WHERE (status IN ${ACTIVE})`);

  // Activities run at least once; a step row makes each one's database effect happen exactly once.
  await knex.schema.createTable('consultation_steps', (t) => {
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE');
    t.text('step_key').notNullable();
    t.timestamp('done_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['consultation_id', 'step_key']);
  });

  // Every payment intent created for a consultation (a client may start paying more than once).
  await knex.schema.createTable('consultation_payments', (t) => {
    t.text('payment_intent_id').primary();
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE');
    t.text('gateway').notNullable();
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable().defaultTo('created');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('succeeded_at', { useTz: true });
    t.index(['consultation_id']);
  });
  await knex.raw(`ALTER TABLE consultation_payments
    ADD CONSTRAINT consultation_payments_amount CHECK (amount >= 0),
    ADD CONSTRAINT consultation_payments_currency CHECK (currency IN ('NZD', 'AUD')),
    ADD CONSTRAINT consultation_payments_status CHECK (status IN ('created', 'succeeded'))`);

  await knex.schema.createTable('webhook_events', (t) => {
    t.text('id').primary();
    t.text('type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('ledger_entries', (t) => {
    t.bigIncrements('id');
    t.uuid('posting_id').notNullable();
    t.uuid('consultation_id').references('consultations.id');
    t.text('account').notNullable();
    t.bigInteger('amount').notNullable();
    t.text('currency').notNullable();
    t.text('memo').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['posting_id']);
    t.index(['consultation_id', 'account']);
    t.index(['account', 'currency', 'created_at']);
  });
  await knex.raw(`ALTER TABLE ledger_entries
    ADD CONSTRAINT ledger_entries_account CHECK (account IN (${LEDGER_ACCOUNTS.map((a) => `'${a}'`).join(', ')})),
    ADD CONSTRAINT ledger_entries_currency CHECK (currency IN ('NZD', 'AUD')),
    ADD CONSTRAINT ledger_entries_amount CHECK (amount <> 0)`);
  // Checked at commit, once every entry of the transaction is in: each posting sums to zero per currency.
  await knex.raw(`CREATE FUNCTION ledger_posting_balances() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (
        SELECT 1 FROM ledger_entries WHERE posting_id = NEW.posting_id
        GROUP BY currency HAVING sum(amount) <> 0
      ) THEN
        RAISE EXCEPTION 'ledger posting % does not balance', NEW.posting_id USING ERRCODE = '23514';
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE CONSTRAINT TRIGGER ledger_posting_balances
    AFTER INSERT OR UPDATE ON ledger_entries DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION ledger_posting_balances()`);
  // The ledger is append-only: a correction is a new posting.
  await knex.raw(`CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger entries are never changed or deleted' USING ERRCODE = '23514';
    END $$`);
  await knex.raw(`CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`);

  await knex.schema.createTable('chat_messages', (t) => {
    t.bigIncrements('seq');
    t.uuid('id').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE');
    t.uuid('sender_id').notNullable().references('users.id');
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['consultation_id', 'seq']);
  });
  await knex.raw(`ALTER TABLE chat_messages
    ADD CONSTRAINT chat_messages_length CHECK (length(message) BETWEEN 1 AND 4000)`);

  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.uuid('consultation_id').references('consultations.id').onDelete('CASCADE');
    t.text('dedupe_key').unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('email_outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('kind').notNullable();
    t.uuid('consultation_id').references('consultations.id').onDelete('SET NULL');
    t.jsonb('attachments').notNullable().defaultTo('[]');
    t.text('dedupe_key').unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.index(['created_at']);
  });

  // Reviews written from now on belong to a consultation (seeded ones have none).
  await knex.raw(`ALTER TABLE reviews
    ADD CONSTRAINT reviews_consultation FOREIGN KEY (consultation_id) REFERENCES consultations (id) ON DELETE SET NULL,
    ADD CONSTRAINT reviews_response_length CHECK (expert_response IS NULL OR length(expert_response) <= 2000)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE reviews
    DROP CONSTRAINT IF EXISTS reviews_consultation,
    DROP CONSTRAINT IF EXISTS reviews_response_length`);
  for (const table of [
    'email_outbox',
    'notifications',
    'chat_messages',
    'ledger_entries',
    'webhook_events',
    'consultation_payments',
    'consultation_steps',
    'consultations',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('DROP FUNCTION IF EXISTS ledger_posting_balances()');
  await knex.raw('DROP FUNCTION IF EXISTS ledger_append_only()');
}
