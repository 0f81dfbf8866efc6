import type { Knex } from 'knex';

/*
 * Payout onboarding. The connected account's id stays `experts.stripe_account_id`; beside it, the account's status
 * as the provider last reported it (columns of the expert, written only by the payouts module: one row per expert,
 * read with the expert wherever the expert is read, no join). `consultations.payout_waiting_since` marks a completed
 * consultation whose payout waits for its expert's account. The sandbox gateway's connected accounts and its
 * single-use onboarding links are its own tables, like its intents (0004): the provider's records, not ours.
 */

const STATUSES = `('not_started', 'details_due', 'pending_verification', 'ready', 'restricted')`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('experts', (t) => {
    t.text('payout_status').notNullable().defaultTo('not_started');
    t.boolean('payouts_enabled').notNullable().defaultTo(false);
    t.specificType('payout_details_due', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('payout_due_by', { useTz: true });
    t.text('payout_disabled_reason');
    t.timestamp('payout_status_updated_at', { useTz: true });
  });
  await knex.raw(`ALTER TABLE experts
    ADD CONSTRAINT experts_payout_status CHECK (payout_status IN ${STATUSES}),
    ADD CONSTRAINT experts_payout_ready CHECK ((payout_status = 'ready') = payouts_enabled),
    ADD CONSTRAINT experts_payout_account CHECK (payout_status = 'not_started' OR stripe_account_id IS NOT NULL)`);
  // An account made before this migration was set by hand: its status is asked of the provider before a payout.
  await knex('experts')
    .whereNotNull('stripe_account_id')
    .update({ payout_status: 'pending_verification' });
  await knex.raw(`CREATE UNIQUE INDEX experts_stripe_account ON experts (stripe_account_id)
    WHERE stripe_account_id IS NOT NULL`);

  await knex.schema.alterTable('consultations', (t) => {
    t.timestamp('payout_waiting_since', { useTz: true });
  });
  await knex.raw(`CREATE INDEX consultations_payout_waiting ON consultations (expert_id)
    WHERE payout_waiting_since IS NOT NULL`);

  await knex.schema.createTable('sandbox_connected_accounts', (t) => {
    t.text('id').primary();
    // Like Stripe's metadata: plain text, no foreign key.
    t.text('expert_id').notNullable();
    t.text('email').notNullable();
    t.text('country').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable().defaultTo('details_due');
    t.specificType('currently_due', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('current_deadline', { useTz: true });
    t.text('disabled_reason');
    t.timestamp('verifies_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.text('idempotency_key').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE sandbox_connected_accounts
    ADD CONSTRAINT sandbox_connected_accounts_status CHECK (status IN ('details_due', 'pending_verification', 'ready', 'restricted')),
    ADD CONSTRAINT sandbox_connected_accounts_country CHECK (country IN ('NZ', 'AU')),
    ADD CONSTRAINT sandbox_connected_accounts_currency CHECK (currency IN ('NZD', 'AUD')),
    ADD CONSTRAINT sandbox_connected_accounts_verifying CHECK ((status = 'pending_verification') = (verifies_at IS NOT NULL))`);

  await knex.schema.createTable('sandbox_onboarding_links', (t) => {
    t.text('token').primary();
    t.text('account_id').notNullable().references('sandbox_connected_accounts.id');
    t.text('type').notNullable();
    t.text('return_url').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_id']);
  });
  await knex.raw(`ALTER TABLE sandbox_onboarding_links
    ADD CONSTRAINT sandbox_onboarding_links_type CHECK (type IN ('account_onboarding', 'account_update'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sandbox_onboarding_links');
  await knex.schema.dropTable('sandbox_connected_accounts');
  await knex.raw('DROP INDEX consultations_payout_waiting');
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('payout_waiting_since');
  });
  await knex.raw('DROP INDEX experts_stripe_account');
  await knex.raw(`ALTER TABLE experts
    DROP CONSTRAINT experts_payout_status,
    DROP CONSTRAINT experts_payout_ready,
    DROP CONSTRAINT experts_payout_account`);
  await knex.schema.alterTable('experts', (t) => {
    t.dropColumn('payout_status');
    t.dropColumn('payouts_enabled');
    t.dropColumn('payout_details_due');
    t.dropColumn('payout_due_by');
    t.dropColumn('payout_disabled_reason');
    t.dropColumn('payout_status_updated_at');
  });
}
