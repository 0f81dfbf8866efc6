// The admins' revenue page (spec part 2 §2.8): figures from the ledger, per currency and never converted,
// with the count of consultations each currency's fees came from (the divisor of the average fee).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Movement } from '../../src/modules/ledger/ledger.js';
import { post } from '../../src/modules/ledger/ledger.records.js';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: TestApp;
let admin: TestUser;
let expert: ExpertRow;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { admin: true });
  expert = await insertExpert(app.db.knex);
});
afterAll(() => app?.close());

/** A consultation in `status` whose money moved as `postings` say, one posting per list. */
async function consultation(
  status: string,
  currency: 'NZD' | 'AUD',
  postings: Movement[][],
): Promise<void> {
  const id = await insertConsultationRow(app.db.knex, { expert, status, currency });
  for (const movements of postings) {
    await app.db.knex.transaction((trx) =>
      post(trx, { consultationId: id, currency, memo: 'test', movements }),
    );
  }
}

const paid = (amount: number): Movement[] => [{ from: 'client_payments', to: 'escrow', amount }];
const released = (fee: number, share: number): Movement[] => [
  { from: 'escrow', to: 'platform_revenue', amount: fee },
  { from: 'escrow', to: 'expert_payable', amount: share },
];

describe('GET /api/admin/revenue', () => {
  it('counts per currency the consultations whose fee was kept, beside the revenue', async () => {
    // Two NZD consultations released, one completed but still in escrow (no fee kept yet).
    await consultation('completed', 'NZD', [paid(18000), released(2700, 15300)]);
    await consultation('completed', 'NZD', [paid(10050), released(1508, 8542)]);
    await consultation('completed', 'NZD', [paid(18000)]);
    // A late AUD cancellation: half refunded, the retained half split like a completion.
    await consultation('cancelled', 'AUD', [
      paid(20000),
      [{ from: 'escrow', to: 'refunds', amount: 10000 }],
      released(1500, 8500),
    ]);

    const response = await admin.client.request('GET', '/api/admin/revenue');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      totalRevenue: [
        { amount: 4208, currency: 'NZD' },
        { amount: 1500, currency: 'AUD' },
      ],
      completedConsultations: 3,
      platformFeeRate: 0.15,
    });
    expect(response.body.byCurrency).toEqual([
      expect.objectContaining({ currency: 'NZD', revenue: 4208, feesKept: 2, inEscrow: 18000 }),
      expect.objectContaining({ currency: 'AUD', revenue: 1500, feesKept: 1, refunded: 10000 }),
    ]);
  });

  it('refuses anyone but an admin', async () => {
    const { client } = await createSignedInUser(app);
    expect((await client.request('GET', '/api/admin/revenue')).status).toBe(403);
    expect((await app.client().request('GET', '/api/admin/revenue')).status).toBe(401);
  });
});
