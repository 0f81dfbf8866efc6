// The admins' revenue page (spec part 2 §2.8): figures from the ledger, per currency and never converted,
// with the count of consultations each currency's fees came from (the divisor of the average fee).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Movement } from '../../src/modules/ledger/ledger.js';
import { post } from '../../src/modules/ledger/ledger.records.js';
import { ignorePostings } from '../helpers/ledger-balances.js';
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
): Promise<string> {
  const id = await insertConsultationRow(app.db.knex, { expert, status, currency });
  for (const movements of postings) {
    await app.db.knex.transaction((trx) =>
      post(trx, { consultationId: id, currency, memo: 'test', movements }, ignorePostings),
    );
  }
  return id;
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

  it('takes the card disputes from the net: their fees, and what a lost one cost beyond escrow and the reversal', async () => {
    const nzd = async () =>
      (await admin.client.request('GET', '/api/admin/revenue')).body.byCurrency.find(
        (row: { currency: string }) => row.currency === 'NZD',
      );
    const before = await nzd();
    expect(before.netRevenue).toBe(
      before.revenue - before.cardDisputeFees - before.cardDisputesLost,
    );
    // Paid out, then lost at the bank: the expert's balance covered 100.00 of the 153.00 reversed.
    const id = await consultation('completed', 'NZD', [
      paid(18000),
      [
        { from: 'escrow', to: 'platform_revenue', amount: 2700 },
        { from: 'escrow', to: 'payouts', amount: 15300 },
      ],
      [{ from: 'platform_funds', to: 'disputed_funds', amount: 18000 }],
      [{ from: 'platform_funds', to: 'dispute_fees', amount: 2500 }],
      [{ from: 'payouts', to: 'platform_funds', amount: 10000 }],
      [{ from: 'payouts', to: 'expert_receivable', amount: 5300 }],
      [{ from: 'disputed_funds', to: 'refunds', amount: 18000 }],
    ]);
    await app.db.knex('card_disputes').insert({
      id: 'dp_revenue_lost',
      consultation_id: id,
      payment_intent_id: 'pi_revenue_lost',
      charge_id: 'ch_revenue_lost',
      amount: 18000,
      currency: 'NZD',
      reason: 'fraudulent',
      status: 'lost',
      reversed_amount: 10000,
      owed_by_expert: 5300,
    });
    const after = await nzd();
    expect({
      revenue: after.revenue - before.revenue,
      cardDisputeFees: after.cardDisputeFees - before.cardDisputeFees,
      cardDisputesLost: after.cardDisputesLost - before.cardDisputesLost,
      owedByExperts: after.owedByExperts - before.owedByExperts,
      netRevenue: after.netRevenue - before.netRevenue,
    }).toEqual({
      revenue: 2700,
      cardDisputeFees: 2500,
      // 180.00 disputed, none from escrow, 100.00 reversed: the fee kept and what the expert still owes.
      cardDisputesLost: 8000,
      owedByExperts: 5300,
      netRevenue: -7800,
    });
  });

  it('refuses anyone but an admin', async () => {
    const { client } = await createSignedInUser(app);
    expect((await client.request('GET', '/api/admin/revenue')).status).toBe(403);
    expect((await app.client().request('GET', '/api/admin/revenue')).status).toBe(401);
  });
});
