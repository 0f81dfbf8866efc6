import type { Knex } from 'knex';
import { DEMO_EXPERT_DOMAIN } from './demo-catalogue.js';

/** The demo sign-ins' domain (demo-accounts.ts): its expert is a demo expert too. */
const DEMO_ACCOUNTS_DOMAIN = 'demo.expertbridge.test';

/**
 * With the sandbox gateway, every demo expert has a sandbox payout account that is ready, so their consultations are
 * paid out as before; an expert approved later starts with none, as with Stripe. Idempotent: an expert who has an
 * account keeps it (and whatever state it reached).
 */
export async function seedDemoPayoutAccounts(knex: Knex): Promise<void> {
  const experts: { id: string; email: string; currency: 'NZD' | 'AUD' }[] = await knex(
    'experts as e',
  )
    .join('users as u', 'u.id', 'e.user_id')
    .whereNull('e.stripe_account_id')
    .where((q) =>
      q
        .where('u.email', 'like', `%@${DEMO_EXPERT_DOMAIN}`)
        .orWhere('u.email', 'like', `%@${DEMO_ACCOUNTS_DOMAIN}`),
    )
    .select('e.id', 'u.email', 'e.currency');
  for (const expert of experts) {
    const id = `acct_sandbox${expert.id.replaceAll('-', '')}`;
    await knex('sandbox_connected_accounts')
      .insert({
        id,
        expert_id: expert.id,
        email: expert.email,
        country: expert.currency === 'AUD' ? 'AU' : 'NZ',
        currency: expert.currency,
        status: 'ready',
        idempotency_key: `payout-account-${expert.id}`,
      })
      .onConflict('id')
      .ignore();
    await knex('experts').where({ id: expert.id }).update({
      stripe_account_id: id,
      payout_status: 'ready',
      payouts_enabled: true,
      payout_status_updated_at: knex.fn.now(),
    });
  }
}
