import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationBalances, post } from '../../src/modules/ledger/ledger.records.js';
import { ignorePostings } from '../helpers/ledger-balances.js';
import type { Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';

let db: Database;
let consultationId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const expert = await insertExpert(db.knex);
  consultationId = await insertConsultationRow(db.knex, { expert, status: 'pending' });
});
afterAll(() => db?.close());

const pay = (amount: number) =>
  db.knex.transaction((trx) =>
    post(
      trx,
      {
        consultationId,
        currency: 'NZD',
        memo: 'payment',
        movements: [{ from: 'client_payments', to: 'escrow', amount }],
      },
      ignorePostings,
    ),
  );

describe('the ledger', () => {
  it('records a payment as two entries that sum to zero', async () => {
    await pay(18000);
    const balances = await consultationBalances(db.knex, consultationId);
    expect(balances.escrow).toBe(18000);
    expect(balances.client_payments).toBe(-18000);
  });

  it('refuses a commit whose posting does not balance', async () => {
    const postingId = randomUUID();
    await expect(
      db.knex.transaction(async (trx) => {
        await trx('ledger_entries').insert([
          {
            posting_id: postingId,
            consultation_id: consultationId,
            account: 'escrow',
            amount: 100,
            currency: 'NZD',
            memo: 'x',
          },
          {
            posting_id: postingId,
            consultation_id: consultationId,
            account: 'client_payments',
            amount: -99,
            currency: 'NZD',
            memo: 'x',
          },
        ]);
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await db.knex('ledger_entries').where({ posting_id: postingId })).toHaveLength(0);
  });

  it('never lets escrow go negative', async () => {
    await expect(
      db.knex.transaction((trx) =>
        post(
          trx,
          {
            consultationId,
            currency: 'NZD',
            memo: 'too much',
            movements: [{ from: 'escrow', to: 'refunds_payable', amount: 18001 }],
          },
          ignorePostings,
        ),
      ),
    ).rejects.toThrow(/escrow would go negative/);
    expect((await consultationBalances(db.knex, consultationId)).escrow).toBe(18000);
  });

  it('never refunds more than was paid, even from outside escrow', async () => {
    await expect(
      db.knex.transaction((trx) =>
        post(
          trx,
          {
            consultationId,
            currency: 'NZD',
            memo: 'stray refund beyond what came in',
            movements: [
              { from: 'escrow', to: 'refunds', amount: 18000 },
              { from: 'platform_revenue', to: 'refunds', amount: 1 },
            ],
          },
          ignorePostings,
        ),
      ),
    ).rejects.toThrow(/go negative|exceed/);
  });

  it('splits a payout so that fee and share add up to what left escrow', async () => {
    await db.knex.transaction((trx) =>
      post(
        trx,
        {
          consultationId,
          currency: 'NZD',
          memo: 'escrow released',
          movements: [
            { from: 'escrow', to: 'platform_revenue', amount: 2700 },
            { from: 'escrow', to: 'expert_payable', amount: 15300 },
          ],
        },
        ignorePostings,
      ),
    );
    const balances = await consultationBalances(db.knex, consultationId);
    expect(balances).toMatchObject({ escrow: 0, platform_revenue: 2700, expert_payable: 15300 });
    const [sum] = await db.knex('ledger_entries').sum({ total: 'amount' });
    expect(Number(sum!.total)).toBe(0);
  });

  it('is append-only', async () => {
    await expect(db.knex('ledger_entries').update({ amount: 1 })).rejects.toThrow(/never changed/);
    await expect(db.knex('ledger_entries').del()).rejects.toThrow(/never changed/);
  });
});
