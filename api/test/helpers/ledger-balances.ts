import type { PostingObserver } from '../../src/modules/ledger/posting-observer.js';
import type { TestApp } from './test-app.js';

/** A consultation's ledger balances by account (accounts without entries absent). */
export async function ledgerBalances(
  app: Pick<TestApp, 'db'>,
  consultationId: string,
): Promise<Record<string, number>> {
  const rows: { account: string; total: number }[] = await app.db
    .knex('ledger_entries')
    .where({ consultation_id: consultationId })
    .select('account')
    .sum({ total: 'amount' })
    .groupBy('account');
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

/** For tests of the ledger's own rules, which post with no documents issued. */
export const ignorePostings: PostingObserver = async () => undefined;
