// The expert's dashboard figures (spec part 2 §2.4, §6): one definition of earned, from the ledger, that the
// total, its parts, the month and the months all agree on; and a completion rate that only counts what the
// expert accepted.
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
beforeAll(async () => {
  app = await startTestApp();
});

/** A signed-in expert of their own, so each test's figures are its consultations only. */
async function newExpert(): Promise<{ user: TestUser; expert: ExpertRow }> {
  const user = await createSignedInUser(app);
  return { user, expert: await insertExpert(app.db.knex, { userId: user.id }) };
}
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
  expert: ExpertRow,
  status: 'completed' | 'cancelled',
  columns: Record<string, unknown>,
  postings: Movement[][],
): Promise<string> {
  const knex = app.db.knex;
  const id = await insertConsultationRow(knex, { expert, status });
  await knex('consultations').where({ id }).update(columns);
  for (const movements of postings) {
    await knex.transaction((trx) =>
      post(trx, { consultationId: id, currency: 'NZD', memo: 'test', movements }, ignorePostings),
    );
  }
  return id;
}

describe('GET /api/dashboard/summary as an expert', () => {
  it('gives one earned figure, split into paid out, awaiting payout and held by a dispute, that the months add up to', async () => {
    const { user, expert } = await newExpert();
    const now = new Date();
    const accepted = { confirmed_at: new Date(now.getTime() - 3 * 86_400_000) };
    const completed = { ...accepted, completed_at: now };
    // Completed and paid out.
    await consultation(expert, 'completed', completed, [
      paid(18000),
      released(2700, 15300),
      paidOut(15300),
    ]);
    // Completed, in the complaint window: still in escrow.
    await consultation(expert, 'completed', completed, [paid(18000)]);
    // Completed, and the client reported a problem an admin has not resolved.
    await consultation(
      expert,
      'completed',
      { ...completed, dispute_opened_at: now, dispute_reason: 'The expert left early.' },
      [paid(18000)],
    );
    // Cancelled late by the client after the expert accepted: half refunded, the rest split.
    await consultation(
      expert,
      'cancelled',
      { ...accepted, cancelled_at: now, cancelled_by: 'client' },
      [paid(20000), refunded(10000), released(1500, 8500)],
    );
    // Declined by the expert: refunded in full, and never accepted.
    await consultation(
      expert,
      'cancelled',
      { cancelled_at: now, cancelled_by: 'expert', cancellation_reason: 'expert_declined' },
      [paid(18000), refunded(18000)],
    );

    const response = await user.client.request('GET', '/api/dashboard/summary');
    expect(response.status).toBe(200);
    const figures = response.body.asExpert;
    expect(figures.earned).toEqual([{ amount: 54400, currency: 'NZD' }]);
    expect(figures.paidOut).toEqual([{ amount: 23800, currency: 'NZD' }]);
    expect(figures.awaitingPayout).toEqual([{ amount: 15300, currency: 'NZD' }]);
    expect(figures.heldByDispute).toEqual([{ amount: 15300, currency: 'NZD' }]);
    // This month's row is the same money, and the months add up to the total.
    const month = now.toISOString().slice(0, 7);
    expect(figures.byMonth).toEqual([{ month, currency: 'NZD', earned: 54400, consultations: 3 }]);
    expect(figures.completion).toEqual({ completed: 3, accepted: 4 });
  });

  it('rates completion over what the expert accepted: a declined or unanswered request is no failure', async () => {
    const { user, expert } = await newExpert();
    const now = new Date();
    const accepted = { confirmed_at: new Date(now.getTime() - 86_400_000) };
    await consultation(expert, 'completed', { ...accepted, completed_at: now }, [paid(18000)]);
    // Accepted, then the expert did not come: a failed completion.
    await consultation(
      expert,
      'cancelled',
      { ...accepted, cancelled_at: now, cancellation_reason: 'expert_no_show' },
      [paid(18000), refunded(18000)],
    );
    // Declined, and never answered: neither was accepted.
    for (const reason of ['expert_declined', 'expert_no_response']) {
      await consultation(expert, 'cancelled', { cancelled_at: now, cancellation_reason: reason }, [
        paid(18000),
        refunded(18000),
      ]);
    }

    const figures = (await user.client.request('GET', '/api/dashboard/summary')).body.asExpert;
    expect(figures.completion).toEqual({ completed: 1, accepted: 2 });
    expect(figures.byStatus).toMatchObject({ completed: 1, cancelled: 3 });
  });
});
