import type { Knex } from 'knex';
import { LEDGER_ACCOUNTS } from './0003-consultations.js';

/*
 * Card disputes (chargebacks the client's bank raises through the provider), apart from the complaints the
 * admins resolve inside the escrow hold (`consultations.dispute_*`).
 * - the ledger gains the accounts a card dispute moves money through (see ledger.ts);
 * - `card_disputes` keeps our view of each dispute: which consultation, the money at stake, the deadline, the
 *   evidence assembled and when it was sent, and how the transfer reversal went;
 * - the sandbox gateway keeps its disputes and transfer reversals, as Stripe would hold them for us.
 */

export const CARD_DISPUTE_LEDGER_ACCOUNTS = [
  'disputed_funds',
  'dispute_fees',
  'expert_receivable',
  'platform_funds',
] as const;

const CARD_DISPUTE_STATUSES = `('warning_needs_response', 'warning_under_review', 'warning_closed',
  'needs_response', 'under_review', 'won', 'lost', 'prevented')`;
const CURRENCY = `currency IN ('NZD', 'AUD')`;

function accountCheck(accounts: readonly string[]) {
  return `ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account,
    ADD CONSTRAINT ledger_entries_account CHECK (account IN (${accounts.map((a) => `'${a}'`).join(', ')}))`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(accountCheck([...LEDGER_ACCOUNTS, ...CARD_DISPUTE_LEDGER_ACCOUNTS]));

  await knex.schema.createTable('card_disputes', (t) => {
    t.text('id').primary();
    t.uuid('consultation_id').notNullable().references('consultations.id');
    t.text('payment_intent_id').notNullable();
    t.text('charge_id').notNullable();
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('reason').notNullable();
    t.text('status').notNullable();
    t.timestamp('evidence_due_by', { useTz: true });
    t.jsonb('evidence');
    t.text('admin_note');
    t.timestamp('evidence_submitted_at', { useTz: true });
    t.integer('from_escrow').notNullable().defaultTo(0);
    t.integer('reversed_amount').notNullable().defaultTo(0);
    t.integer('owed_by_expert').notNullable().defaultTo(0);
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['consultation_id']);
  });
  await knex.raw(`ALTER TABLE card_disputes
    ADD CONSTRAINT card_disputes_amount CHECK (amount > 0),
    ADD CONSTRAINT card_disputes_currency CHECK (${CURRENCY}),
    ADD CONSTRAINT card_disputes_status CHECK (status IN ${CARD_DISPUTE_STATUSES}),
    ADD CONSTRAINT card_disputes_money CHECK (from_escrow >= 0 AND reversed_amount >= 0 AND owed_by_expert >= 0),
    ADD CONSTRAINT card_disputes_note_length CHECK (admin_note IS NULL OR length(admin_note) <= 4000)`);
  // The admins' list: open disputes by deadline.
  await knex.raw(`CREATE INDEX card_disputes_open ON card_disputes (evidence_due_by)
    WHERE closed_at IS NULL`);

  await knex.schema.createTable('sandbox_disputes', (t) => {
    t.text('id').primary();
    t.text('charge_id').notNullable();
    t.text('payment_intent_id')
      .notNullable()
      .unique()
      .references('sandbox_payment_intents.id')
      .onDelete('RESTRICT');
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('reason').notNullable();
    t.text('status').notNullable();
    t.timestamp('due_by', { useTz: true }).notNullable();
    t.jsonb('evidence');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE sandbox_disputes
    ADD CONSTRAINT sandbox_disputes_amount CHECK (amount > 0),
    ADD CONSTRAINT sandbox_disputes_currency CHECK (${CURRENCY}),
    ADD CONSTRAINT sandbox_disputes_status CHECK (status IN ('needs_response', 'under_review', 'won', 'lost'))`);

  await knex.schema.createTable('sandbox_transfer_reversals', (t) => {
    t.text('id').primary();
    t.text('transfer_id').notNullable().references('sandbox_transfers.id').onDelete('RESTRICT');
    t.integer('amount').notNullable();
    t.text('idempotency_key').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['transfer_id']);
  });
  await knex.raw(`ALTER TABLE sandbox_transfer_reversals
    ADD CONSTRAINT sandbox_transfer_reversals_amount CHECK (amount > 0),
    ADD CONSTRAINT sandbox_transfer_reversals_key_length CHECK (length(idempotency_key) BETWEEN 1 AND 255)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_transfer_reversals');
  await knex.schema.dropTableIfExists('sandbox_disputes');
  await knex.schema.dropTableIfExists('card_disputes');
  await knex.raw(accountCheck(LEDGER_ACCOUNTS));
}
