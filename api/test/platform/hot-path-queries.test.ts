// What every booking's lifecycle saves, held here so it does not creep back: the consultation read with its ledger
// balances in one statement, two rate limits counted in one, and the hot reads sent as named prepared statements on
// PostgreSQL (planned once per connection rather than on every read).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../src/platform/rate-limit.repository.js';
import { fixedWindowLimitPair } from '../../src/platform/rate-limit.js';
import { findConsultationWithBalances } from '../../src/modules/consultations/consultation.records.js';
import { balancesFrom } from '../../src/modules/ledger/ledger.js';
import { balancesByConsultation, post } from '../../src/modules/ledger/ledger.records.js';
import { ignorePostings } from '../helpers/ledger-balances.js';
import type { Database } from '../../src/platform/db.js';
import { AppError } from '../../src/platform/errors.js';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

let keys = 0;
const freshKey = (name: string) => `test:${name}:${++keys}:${Date.now()}`;

async function count(key: string): Promise<number | undefined> {
  const row = await db.knex('rate_limit_hits').where({ key }).first('count');
  return row?.count;
}

describe('two rate limits in one statement', () => {
  it('counts the second only while the first is within its limit', async () => {
    const counters = rateLimitCounters(db.knex);
    const first = { key: freshKey('account'), windowSeconds: 3600, limit: 2 };
    const second = { key: freshKey('address'), windowSeconds: 60 };
    const answers = [];
    const startedAt = Date.now();
    for (let i = 0; i < 3; i++) answers.push(await counters.hitRateLimitPair(first, second));
    expect(answers.map(([a, b]) => [a.count, b?.count])).toEqual([
      [1, 1],
      [2, 2],
      // Refused by the first limit: the second is not counted.
      [3, undefined],
    ]);
    const [[a, b]] = answers as [NonNullable<(typeof answers)[number]>];
    // Fixed windows start on multiples of their length: what is left is the time to the window's end, whatever the
    // hour of the run (a second of slack either side for the clocks of the test and the database).
    const left = (windowSeconds: number) =>
      windowSeconds - (Math.floor(startedAt / 1000) % windowSeconds);
    expect(Math.abs(a.secondsLeft - left(3600))).toBeLessThanOrEqual(2);
    expect(Math.abs(b!.secondsLeft - left(60))).toBeLessThanOrEqual(2);
    expect(a.secondsLeft).toBeLessThanOrEqual(3600);
    expect(b!.secondsLeft).toBeLessThanOrEqual(60);
    expect(await count(first.key)).toBe(3);
    expect(await count(second.key)).toBe(2);
  });

  it('answers 429 with the message and Retry-After of the limit that refused', async () => {
    const limit = fixedWindowLimitPair(
      rateLimitCounters(db.knex),
      { limit: 5, windowSeconds: 3600, message: 'first refused' },
      { limit: 1, windowSeconds: 600, message: 'second refused' },
    );
    const first = freshKey('account');
    const second = freshKey('address');
    await limit(first, second);
    const refused = await limit(first, second).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', message: 'second refused' });
    const retryAfter = Number((refused as AppError).headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The request the second limit refused was counted by the first, as two separate checks would.
    expect(await count(first)).toBe(2);
  });
});

describe('the consultation view in one read', () => {
  it('reads the ledger balances with the row, equal to the balances read on their own', async () => {
    const expert = await insertExpert(db.knex);
    const id = await insertConsultationRow(db.knex, { expert, status: 'pending' });
    const unpaid = await findConsultationWithBalances(db.knex, id);
    expect(unpaid?.id).toBe(id);
    expect(unpaid?.ledger_balances).toEqual({});
    await db.knex.transaction((trx) =>
      post(
        trx,
        {
          consultationId: id,
          currency: 'NZD',
          memo: 'paid',
          movements: [
            { from: 'client_payments', to: 'escrow', amount: 18000 },
            { from: 'escrow', to: 'platform_revenue', amount: 2700 },
          ],
        },
        ignorePostings,
      ),
    );
    const paid = await findConsultationWithBalances(db.knex, id);
    const separately = (await balancesByConsultation(db.knex, [id])).get(id);
    expect(balancesFrom(paid!.ledger_balances)).toEqual(separately);
    expect(balancesFrom(paid!.ledger_balances)).toMatchObject({
      client_payments: -18000,
      escrow: 15300,
      platform_revenue: 2700,
      refunds: 0,
    });
    expect(await findConsultationWithBalances(db.knex, crypto.randomUUID())).toBeUndefined();
  });

  it('is a named prepared statement on PostgreSQL, parsed once per connection', async () => {
    const expert = await insertExpert(db.knex);
    const id = await insertConsultationRow(db.knex, { expert, status: 'pending' });
    const names = await db.knex.transaction(async (trx) => {
      // Twice on one connection: the second use finds the statement prepared (pg refuses a name given twice).
      await findConsultationWithBalances(trx, id);
      expect((await findConsultationWithBalances(trx, id))?.id).toBe(id);
      const { rows } = await trx.raw<{ rows: { name: string }[] }>(
        'SELECT name FROM pg_prepared_statements',
      );
      return rows.map((row) => row.name);
    });
    if (db.kind === 'postgres') expect(names).toContain('eb_consultation_view_balances');
    else expect(names).not.toContain('eb_consultation_view_balances');
  });
});
