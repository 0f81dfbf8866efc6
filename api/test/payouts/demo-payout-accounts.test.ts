// With the sandbox gateway, the seed gives every demo expert a ready sandbox payout account (so the demo's
// consultations are paid out as before), idempotently; an expert approved later has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed/index.js';
import type { Database } from '../../src/platform/db.js';
import { insertExpert } from '../helpers/consultation-rows.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
const seed = (sandboxPayoutAccounts: boolean) =>
  seedDatabase(db.knex, { demo: true, demoPassword: 'demo-password', sandboxPayoutAccounts });

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

describe('demo payout accounts', () => {
  it('are not made without the sandbox, then made ready once with it', async () => {
    await seed(false);
    const none = await db.knex('experts').whereNotNull('stripe_account_id').count({ n: '*' });
    expect(Number(none[0]!.n)).toBe(0);

    const later = await insertExpert(db.knex, { payoutAccount: false });
    await seed(true);
    const experts = await db.knex('experts as e').join('users as u', 'u.id', 'e.user_id');
    const demo = experts.filter((e) => e.email.endsWith('demo.expertbridge.test'));
    expect(demo.length).toBeGreaterThan(10);
    for (const expert of demo) {
      expect(expert).toMatchObject({ payout_status: 'ready', payouts_enabled: true });
      expect(expert.stripe_account_id).toMatch(/^acct_sandbox/);
    }
    const accounts = await db.knex('sandbox_connected_accounts').where({ status: 'ready' });
    expect(accounts).toHaveLength(demo.length);
    const notDemo = await db.knex('experts').where({ id: later.id }).first();
    expect(notDemo).toMatchObject({ payout_status: 'not_started', stripe_account_id: null });

    await seed(true);
    expect(await db.knex('sandbox_connected_accounts').where({ status: 'ready' })).toHaveLength(
      demo.length,
    );
  });
});
