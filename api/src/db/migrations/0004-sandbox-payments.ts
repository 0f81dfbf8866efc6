import type { Knex } from 'knex';

/*
 * The sandbox payment gateway's own books: what Stripe would hold for us in production (intents, refunds,
 * transfers). Consultations are referenced by id only, without a foreign key: these rows stand for the
 * provider's records, which neither depend on ours nor go when ours do, and like Stripe's metadata the ids are
 * plain text. Each table's idempotency key is unique, so a retried call finds the row it wrote the first time.
 */

const AMOUNT = 'amount > 0 AND amount <= 99999999';
const CURRENCY = `currency IN ('NZD', 'AUD')`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sandbox_payment_intents', (t) => {
    t.text('id').primary();
    t.text('client_secret').notNullable().unique();
    t.text('consultation_id').notNullable();
    t.text('customer_user_id').notNullable();
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable().defaultTo('requires_payment_method');
    t.text('idempotency_key').notNullable().unique();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error_code');
    t.text('last_error_message');
    // The only card detail kept: enough for a receipt, useless to a thief.
    t.text('card_last4');
    t.timestamp('succeeded_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['consultation_id']);
  });
  await knex.raw(`ALTER TABLE sandbox_payment_intents
    ADD CONSTRAINT sandbox_payment_intents_amount CHECK (${AMOUNT}),
    ADD CONSTRAINT sandbox_payment_intents_currency CHECK (${CURRENCY}),
    ADD CONSTRAINT sandbox_payment_intents_status CHECK (status IN ('requires_payment_method', 'succeeded')),
    ADD CONSTRAINT sandbox_payment_intents_attempts CHECK (attempts >= 0),
    ADD CONSTRAINT sandbox_payment_intents_last4 CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'),
    ADD CONSTRAINT sandbox_payment_intents_succeeded CHECK ((status = 'succeeded') = (succeeded_at IS NOT NULL)),
    ADD CONSTRAINT sandbox_payment_intents_key_length CHECK (length(idempotency_key) BETWEEN 1 AND 255),
    ADD CONSTRAINT sandbox_payment_intents_ids_length CHECK (length(consultation_id) BETWEEN 1 AND 255 AND length(customer_user_id) BETWEEN 1 AND 255)`);

  await knex.schema.createTable('sandbox_refunds', (t) => {
    t.text('id').primary();
    t.text('payment_intent_id')
      .notNullable()
      .references('sandbox_payment_intents.id')
      .onDelete('RESTRICT');
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable().defaultTo('succeeded');
    t.text('reason');
    t.text('idempotency_key').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['payment_intent_id']);
  });
  await knex.raw(`ALTER TABLE sandbox_refunds
    ADD CONSTRAINT sandbox_refunds_amount CHECK (${AMOUNT}),
    ADD CONSTRAINT sandbox_refunds_currency CHECK (${CURRENCY}),
    ADD CONSTRAINT sandbox_refunds_status CHECK (status = 'succeeded'),
    ADD CONSTRAINT sandbox_refunds_reason CHECK (reason IS NULL OR reason IN ('duplicate', 'fraudulent', 'requested_by_customer')),
    ADD CONSTRAINT sandbox_refunds_key_length CHECK (length(idempotency_key) BETWEEN 1 AND 255)`);

  await knex.schema.createTable('sandbox_transfers', (t) => {
    t.text('id').primary();
    t.text('destination_account_id').notNullable();
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('transfer_group').notNullable();
    t.text('idempotency_key').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['transfer_group']);
  });
  await knex.raw(`ALTER TABLE sandbox_transfers
    ADD CONSTRAINT sandbox_transfers_amount CHECK (${AMOUNT}),
    ADD CONSTRAINT sandbox_transfers_currency CHECK (${CURRENCY}),
    ADD CONSTRAINT sandbox_transfers_destination CHECK (destination_account_id ~ '^acct_[A-Za-z0-9]{1,64}$'),
    ADD CONSTRAINT sandbox_transfers_key_length CHECK (length(idempotency_key) BETWEEN 1 AND 255)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_transfers');
  await knex.schema.dropTableIfExists('sandbox_refunds');
  await knex.schema.dropTableIfExists('sandbox_payment_intents');
}
