// The authorisation matrix's cases for the experts' payout accounts: one's own account only (no id in any path), the
// admins' readiness list, and the sandbox's onboarding links, each made for one expert. See authorisation-cases.ts.
import type { Case } from './authorisation-cases.js';
import type { CaseKit } from './authorisation-partner-cases.js';
import type { World } from './authorisation-world.js';

export function payoutCases(
  world: World,
  kit: Pick<CaseKit, 'none' | 'get'>,
): Record<string, Case> {
  const { app, users } = world;
  const { none, get } = kit;
  const expertsAccount = () => get(users.expert.client, '/api/experts/me/payout-account');
  /** A fresh sandbox onboarding link made for the expert. */
  const link = async () => {
    const made = await users.expert.client.request(
      'POST',
      '/api/experts/me/payout-account/onboarding',
    );
    if (made.status !== 201) throw new Error(`no onboarding link: ${JSON.stringify(made.body)}`);
    return { token: new URL(made.body.url as string).pathname.split('/').at(-1)! };
  };
  const linkRow = (o: { token: string }) =>
    app.db.knex('sandbox_onboarding_links').where({ token: o.token }).first();

  return {
    getMyPayoutAccount: { object: none, call: () => ({ path: '/api/experts/me/payout-account' }) },
    startPayoutOnboarding: {
      object: none,
      call: () => ({ path: '/api/experts/me/payout-account/onboarding' }),
      readBack: expertsAccount,
    },
    syncMyPayoutAccount: {
      object: none,
      call: () => ({ path: '/api/experts/me/payout-account/sync' }),
      readBack: expertsAccount,
      // The expert's own sync refreshes when the status was last read.
      changes: ['expert'],
    },
    listPayoutAccounts: { object: none, call: () => ({ path: '/api/admin/payout-accounts' }) },
    getSandboxOnboarding: {
      object: link,
      call: (o) => ({ path: `/api/payments/sandbox/onboarding/${o.token}` }),
    },
    submitSandboxOnboarding: {
      object: link,
      fresh: link,
      call: (o) => ({
        path: `/api/payments/sandbox/onboarding/${o.token}`,
        body: {
          legalName: 'Ethan Walker',
          dateOfBirth: '1901-01-01',
          bankAccount: '12-3456-7890123-00',
        },
      }),
      readBack: linkRow,
    },
  };
}
