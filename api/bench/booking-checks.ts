// What the booking bench asks the database once the load is over: did any expert end up with two active
// consultations at once, and does the ledger balance (every posting, every consultation) with each consultation's
// escrow equal to what its client was charged at the payment provider.
import type { Knex } from 'knex';

/** Pairs of an expert's active consultations whose times overlap; the exclusion constraint should make it 0. */
export async function countDoubleBookings(knex: Knex): Promise<number> {
  const { rows } = await knex.raw<{ rows: { pairs: number }[] }>(`
    SELECT count(*) AS pairs
      FROM consultations a
      JOIN consultations b
        ON b.expert_id = a.expert_id AND b.id > a.id
       AND tstzrange(a.scheduled_at, a.ends_at) && tstzrange(b.scheduled_at, b.ends_at)
     WHERE a.status IN ('pending_payment', 'pending', 'confirmed', 'in_progress')
       AND b.status IN ('pending_payment', 'pending', 'confirmed', 'in_progress')`);
  return rows[0]!.pairs;
}

/** Consultations charged at the provider whose workflow has not yet recorded the payment. */
async function countUnrecordedPayments(knex: Knex): Promise<number> {
  const { rows } = await knex.raw<{ rows: { count: number }[] }>(`
    SELECT count(*) AS count
      FROM consultations c
     WHERE c.status = 'pending_payment'
       AND EXISTS (SELECT 1 FROM sandbox_payment_intents p
                    WHERE p.consultation_id = c.id::text AND p.status = 'succeeded')`);
  return rows[0]!.count;
}

/**
 * Waits (up to `timeoutMs`) for the workflows to record the payments the provider has already taken: under load
 * that lags behind the HTTP answers, and the ledger is only comparable with the charges once it has caught up.
 * Answers how many were still unrecorded when the load stopped, how long they took, and how many never were.
 */
export async function settlePayments(knex: Knex, timeoutMs: number) {
  const started = performance.now();
  const atStart = await countUnrecordedPayments(knex);
  let left = atStart;
  while (left > 0 && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await countUnrecordedPayments(knex);
  }
  return { atStart, left, seconds: (performance.now() - started) / 1000 };
}

export interface LedgerCheck {
  postings: number;
  entries: number;
  /** Postings whose entries do not sum to zero. */
  unbalancedPostings: number;
  /** Consultations whose entries do not sum to zero. */
  unbalancedConsultations: number;
  /** Consultations whose escrow differs from what the provider charged for them. */
  escrowMismatches: number;
  /** Paid (pending or confirmed) consultations whose escrow is not their price. */
  escrowNotPrice: number;
  paidConsultations: number;
  /** Sum of escrow, and of the provider's succeeded charges, in minor units. */
  escrowTotal: number;
  chargedTotal: number;
}

export async function checkLedger(knex: Knex): Promise<LedgerCheck> {
  const { rows } = await knex.raw<{ rows: LedgerCheck[] }>(`
    WITH balances AS (
      SELECT consultation_id, sum(amount) AS net, sum(amount) FILTER (WHERE account = 'escrow') AS escrow
        FROM ledger_entries GROUP BY consultation_id
    ), charged AS (
      SELECT consultation_id, sum(amount) AS charged
        FROM sandbox_payment_intents WHERE status = 'succeeded' GROUP BY consultation_id
    ), per_consultation AS (
      SELECT c.status, c.total_amount, coalesce(b.net, 0) AS net, coalesce(b.escrow, 0) AS escrow,
             coalesce(ch.charged, 0) AS charged
        FROM consultations c
        LEFT JOIN balances b ON b.consultation_id = c.id
        LEFT JOIN charged ch ON ch.consultation_id = c.id::text
    )
    SELECT
      (SELECT count(DISTINCT posting_id) FROM ledger_entries)::int AS "postings",
      (SELECT count(*) FROM ledger_entries)::int AS "entries",
      (SELECT count(*) FROM (
         SELECT 1 FROM ledger_entries GROUP BY posting_id, currency HAVING sum(amount) <> 0
       ) unbalanced)::int AS "unbalancedPostings",
      count(*) FILTER (WHERE net <> 0)::int AS "unbalancedConsultations",
      count(*) FILTER (WHERE escrow <> charged)::int AS "escrowMismatches",
      count(*) FILTER (WHERE status IN ('pending', 'confirmed') AND escrow <> total_amount)::int
        AS "escrowNotPrice",
      count(*) FILTER (WHERE status IN ('pending', 'confirmed'))::int AS "paidConsultations",
      coalesce(sum(escrow), 0)::bigint AS "escrowTotal",
      coalesce(sum(charged), 0)::bigint AS "chargedTotal"
    FROM per_consultation`);
  return rows[0]!;
}

/** Whether the ledger balances and every consultation's escrow is what its client paid. */
export function ledgerBalances(check: LedgerCheck): boolean {
  return (
    check.unbalancedPostings === 0 &&
    check.unbalancedConsultations === 0 &&
    check.escrowMismatches === 0 &&
    check.escrowNotPrice === 0
  );
}

/** How many consultations are in each status. */
export async function countByStatus(knex: Knex): Promise<Record<string, number>> {
  const rows: { status: string; count: number }[] = await knex('consultations')
    .select('status')
    .count({ count: '*' })
    .groupBy('status');
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
