// The expert's dashboard figures (spec part 2 §2.4, §6): one definition of earned, from the ledger, that the
// total, its parts, the month and the months all agree on; and a completion rate that only counts what the
// expert accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type Movement } from '../../src/modules/ledger/ledger.js';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: TestApp;
let expertUser: TestUser;
let expert: ExpertRow;
beforeAll(async () => {
  app = await startTestApp();
  expertUser = await createSignedInUser(app);
  expert = await insertExpert(app.db.knex, { userId: expertUser.id });
});
afterAll(() => app?.close());

const paid = (amount: number): Movement[] => [{ from: 'client_payments', to: 'escrow', amount }];
const released = (fee: number, share: number): Movement[] => [
  { from: 'escrow', to: 'platform_revenue', amount: fee },
  { from: 'escrow', to: 'expert_payable', amount: share },
];
const paidOut = (share: number): Movement[] => [
  { from: 'expert_payable', to: 'payouts', amount: share },
];
const refunded = (amount: number): Movement[] => [{ from: 'escrow', to: 'refunds', amount }];

/** A consultation of the expert in `status`, with its columns set and its money moved as `postings` say. */
async function consultation(
  status: 'completed' | 'cancelled',
  columns: Record<string, unknown>,
  postings: Movement[][],
): Promise<string> {
  const knex = app.db.knex;
  const id = await insertConsultationRow(knex, { expert, status });
  await knex('consultations').where({ id }).update(columns);
  for (const movements of postings) {
    await knex.transaction((trx) =>
      post(trx, { consultationId: id, currency: 'NZD', memo: 'test', movements }),
    );
  }
  return id;
}

describe('GET /api/dashboard/summary as an expert', () => {
  it('gives one earned figure, split into paid out, awaiting payout and held by a dispute, that the months add up to', async () => {
    const now = new Date();
    const accepted = { confirmed_at: new Date(now.getTime() - 3 * 86_400_000) };
    const completed = { ...accepted, completed_at: now };
    // Completed and paid out.
    await consultation('completed', completed, [
      paid(18000),
      released(2700, 15300),
      paidOut(15300),
    ]);
    // Completed, in the complaint window: still in escrow.
    await consultation('completed', completed, [paid(18000)]);
    // Completed, and the client reported a problem an admin has not resolved.
    await consultation(
      'completed',
      { ...completed, dispute_opened_at: now, dispute_reason: 'The expert left early.' },
      [paid(18000)],
    );
    // Cancelled late by the client after the expert accepted: half refunded, the rest split.
    await consultation('cancelled', { ...accepted, cancelled_at: now, cancelled_by: 'client' }, [
      paid(20000),
      refunded(10000),
      released(1500, 8500),
    ]);
    // Declined by the expert: refunded in full, and never accepted.
    await consultation(
      'cancelled',
      { cancelled_at: now, cancelled_by: 'expert', cancellation_reason: 'expert_declined' },
      [paid(18000), refunded(18000)],
    );

    const response = await expertUser.client.request('GET', '/api/dashboard/summary');
    expect(response.status).toBe(200);
    const figures = response.body.asExpert;
    expect(figures.earned).toEqual([{ amount: 54400, currency: 'NZD' }]);
    expect(figures.paidOut).toEqual([{ amount: 23800, currency: 'NZD' }]);
    expect(figures.awaitingPayout).toEqual([{ amount: 15300, currency: 'NZD' }]);
    expect(figures.heldByDispute).toEqual([{ amount: 15300, currency: 'NZD' }]);
    // This month's row is the same money, and the months add up to the total.
    const month = now.toISOString().slice(0, 7);
    expect(figures.byMonth).toEqual([{ month, currency: 'NZD', earned: 54400, consultations: 3 }]);
    // Three completed out of the four the expert accepted; the declined request is not a failure.
    expect(figures.completion).toEqual({ completed: 3, accepted: 4 });
  });
});
