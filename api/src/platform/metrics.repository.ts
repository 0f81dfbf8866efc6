import type { Knex } from 'knex';

/** Counts across the whole fleet, read from the database at a scrape: the same from every process. */
export interface FleetCounts {
  consultations: { status: string; count: number }[];
  /** Payments taken, refunds made, payouts transferred (ledger) and card disputes, by currency. */
  money: {
    kind: 'payments' | 'refunds' | 'payouts' | 'disputes';
    currency: string;
    count: number;
    amount: number;
  }[];
  webhookDeliveries: { status: string; count: number; failedAttempts: number }[];
}

/**
 * Three aggregate reads for the metrics' gauges. Each groups a table on an indexed or small column; a scrape every
 * 15 seconds costs the database little next to the traffic it describes.
 */
export async function readFleetCounts(knex: Knex): Promise<FleetCounts> {
  const [consultations, money, webhooks] = await Promise.all([
    knex('consultations')
      .select('status')
      .count<{ status: string; count: number }[]>('* as count')
      .groupBy('status'),
    knex.raw<{ rows: FleetCounts['money'] }>(
      `SELECT CASE account WHEN 'client_payments' THEN 'payments' ELSE account END AS kind, currency,
              count(*)::int AS count, sum(abs(amount))::bigint AS amount
         FROM ledger_entries
        WHERE (account = 'client_payments' AND amount < 0) OR (account IN ('refunds', 'payouts') AND amount > 0)
        GROUP BY 1, currency
       UNION ALL
       SELECT 'disputes', currency, count(*)::int, sum(amount)::bigint FROM card_disputes GROUP BY currency`,
    ),
    knex.raw<{ rows: FleetCounts['webhookDeliveries'] }>(
      `SELECT status, count(*)::int AS count,
              sum(attempts - CASE status WHEN 'delivered' THEN 1 ELSE 0 END)::int AS "failedAttempts"
         FROM partner_webhook_deliveries GROUP BY status`,
    ),
  ]);
  return {
    consultations: consultations.map((row) => ({ status: row.status, count: Number(row.count) })),
    money: money.rows.map((row) => ({
      ...row,
      count: Number(row.count),
      amount: Number(row.amount),
    })),
    webhookDeliveries: webhooks.rows.map((row) => ({
      status: row.status,
      count: Number(row.count),
      failedAttempts: Math.max(0, Number(row.failedAttempts)),
    })),
  };
}
