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
