import type { Knex } from 'knex';

// Completed consultations whose payout waits for their expert's payout account (`consultations.payout_waiting_since`,
// set and cleared by the payouts module's readiness check), for the repositories that show them: the payouts module's
// own and the dashboard's.

export interface WaitingPayouts {
  count: number;
  amounts: { amount: number; currency: 'NZD' | 'AUD' }[];
}

/** Per expert: how many payouts wait and their total expert share per currency (experts with none are absent). */
export async function waitingPayouts(
  knex: Knex,
  expertIds: readonly string[],
): Promise<Map<string, WaitingPayouts>> {
  const waiting = new Map<string, WaitingPayouts>();
  if (expertIds.length === 0) return waiting;
  const rows: { expert_id: string; currency: 'NZD' | 'AUD'; count: string; amount: string }[] =
    await knex('consultations')
      .whereIn('expert_id', expertIds)
      .whereNotNull('payout_waiting_since')
      .groupBy('expert_id', 'currency')
      .orderBy(['expert_id', 'currency'])
      .select('expert_id', 'currency')
      .count({ count: '*' })
      .sum({ amount: 'expert_amount' });
  for (const row of rows) {
    const entry = waiting.get(row.expert_id) ?? { count: 0, amounts: [] };
    entry.count += Number(row.count);
    entry.amounts.push({ amount: Number(row.amount), currency: row.currency });
    waiting.set(row.expert_id, entry);
  }
  return waiting;
}
