// The authorisation matrix's cases for tax details: each person's own only (no id in any path). Each allowed save is
// made by a new user of the role's kind, so the shared expert's and the owner's details, read back, never change.
import type { Case } from './authorisation-cases.js';
import type { CaseKit } from './authorisation-partner-cases.js';
import type { World } from './authorisation-world.js';

const EXPERT_PATH = '/api/experts/me/tax-details';
const CLIENT_PATH = '/api/me/tax-details';

export function taxCases(world: World, kit: Pick<CaseKit, 'none' | 'get'>): Record<string, Case> {
  const { users } = world;
  const { none, get } = kit;
  return {
    getMyExpertTaxDetails: { object: none, call: () => ({ path: EXPERT_PATH }) },
    updateMyExpertTaxDetails: {
      object: none,
      freshActor: true,
      call: () => ({
        path: EXPERT_PATH,
        body: {
          legalName: 'Matrix Advisory Limited',
          address: '1 Queen Street\nAuckland 1010',
          country: 'NZ',
          gstRegistered: true,
          taxNumber: '49-091-850',
        },
      }),
      readBack: () => get(users.expert.client, EXPERT_PATH),
    },
    getMyTaxDetails: { object: none, call: () => ({ path: CLIENT_PATH }) },
    updateMyTaxDetails: {
      object: none,
      freshActor: true,
      call: () => ({
        path: CLIENT_PATH,
        body: { businessName: 'Matrix Pty Ltd', country: 'AU', taxNumber: '51 824 753 556' },
      }),
      readBack: () => get(users.owner.client, CLIENT_PATH),
    },
  };
}
