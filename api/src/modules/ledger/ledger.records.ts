// The ledger's statements, published for the repositories of the modules that move money: a posting goes into
// their transaction (under the consultation's row lock), balances are read beside their rows. Only repositories
// import a records file.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Currency } from '@expertbridge/workflows';
import { prepared } from '../../platform/db.js';
import {
  emptyBalances,
  LedgerInvariantError,
  OUTSIDE_ACCOUNTS,
  paidIn,
  type Balances,
  type LedgerAccount,
  type Movement,
} from './ledger.js';
import type { PostingObserver } from './posting-observer.js';

/** Balances of every account for one consultation (zero where nothing was posted). */
export async function consultationBalances(knex: Knex, consultationId: string): Promise<Balances> {
  return (
    (await balancesByConsultation(knex, [consultationId])).get(consultationId) ?? emptyBalances()
  );
}

/** Balances per consultation for many at once (one query), for lists. */
export async function balancesByConsultation(
  knex: Knex,
  consultationIds: readonly string[],
): Promise<Map<string, Balances>> {
  const result = new Map<string, Balances>();
  if (consultationIds.length === 0) return result;
  const rows: { consultation_id: string; account: LedgerAccount; total: number }[] = await knex(
    'ledger_entries',
  )
    .select('consultation_id', 'account')
    .sum({ total: 'amount' })
    .whereIn('consultation_id', consultationIds)
    .groupBy('consultation_id', 'account');
  for (const row of rows) {
    const balances = result.get(row.consultation_id) ?? emptyBalances();
    balances[row.account] = Number(row.total);
    result.set(row.consultation_id, balances);
  }
  return result;
}

/**
 * Posts the movements as one balanced posting inside `trx`, then checks the consultation's invariants:
 * escrow never negative, nothing owed or refunded beyond what was paid, no account but the outside ones
 * (client payments, platform funds) below zero. The caller holds the consultation's row lock, so the check sees every earlier posting.
 * Last, `observer` records the posting in the same transaction (the documents it issues commit with it).
 */
export async function post(
  trx: Knex.Transaction,
  posting: { consultationId: string; currency: Currency; memo: string; movements: Movement[] },
  observer: PostingObserver,
): Promise<void> {
  const movements = posting.movements.filter((m) => m.amount !== 0);
  if (movements.length === 0) return;
  for (const movement of movements) {
    if (!Number.isSafeInteger(movement.amount) || movement.amount < 0) {
      throw new LedgerInvariantError(
        `a movement must be a positive integer, got ${movement.amount}`,
      );
    }
  }
  const postingId = randomUUID();
  const entries = movements.flatMap((m) => [
    entry(posting, postingId, m.from, -m.amount),
    entry(posting, postingId, m.to, m.amount),
  ]);
  // One round trip: the entries go in and the consultation's balances, theirs included, come back. (A statement
  // does not see its own WITH's rows in the table, so they are added to it from RETURNING.)
  const { rows } = await trx
    .raw<{ rows: { account: LedgerAccount; total: number }[] }>(
      `WITH posted AS (
       INSERT INTO ledger_entries (posting_id, consultation_id, account, amount, currency, memo)
       SELECT e.posting_id, e.consultation_id, e.account, e.amount, e.currency, e.memo
       FROM jsonb_to_recordset(?::jsonb) AS e(posting_id uuid, consultation_id uuid, account text,
                                              amount bigint, currency text, memo text)
       RETURNING account, amount
     )
     SELECT account, sum(amount)::bigint AS total
     FROM (SELECT account, amount FROM ledger_entries WHERE consultation_id = ?
           UNION ALL SELECT account, amount FROM posted) AS entries
     GROUP BY account`,
      [JSON.stringify(entries), posting.consultationId],
    )
    .options(prepared('post_ledger'));
  const balances = emptyBalances();
  for (const row of rows) balances[row.account] = Number(row.total);
  for (const [account, balance] of Object.entries(balances)) {
    if (!OUTSIDE_ACCOUNTS.includes(account as LedgerAccount) && balance < 0) {
      throw new LedgerInvariantError(`${account} would go negative for ${posting.consultationId}`);
    }
  }
  if (balances.refunds + balances.refunds_payable > paidIn(balances)) {
    throw new LedgerInvariantError(
      `refunds would exceed what was paid for ${posting.consultationId}`,
    );
  }
  await observer(trx, {
    postingId,
    consultationId: posting.consultationId,
    currency: posting.currency,
    memo: posting.memo,
    movements,
  });
}

function entry(
  posting: { consultationId: string; currency: Currency; memo: string },
  postingId: string,
  account: LedgerAccount,
  amount: number,
) {
  return {
    posting_id: postingId,
    consultation_id: posting.consultationId,
    account,
    amount,
    currency: posting.currency,
    memo: posting.memo,
  };
}

/** One consultation's money moved in a period, as the seller reports read it (minor units). */
export interface PeriodFigures {
  consultation_id: string;
  currency: Currency;
  /** Clients' payments into escrow. */
  gross: number;
  /** Given back to the client out of money taken for the consultation (not a stray payment returned whole). */
  refunds: number;
  /** The platform's fee. */
  commission: number;
  /** The GST in each fee posting at 3/23 (NZ) and 1/11 (AU), rounded half up per posting as an invoice is. */
  commission_gst_nz: number;
  commission_gst_au: number;
  /** Transferred to the expert, less transfers reversed. */
  net: number;
  /** Whether a client payment reached escrow in the period. */
  paid: boolean;
}

/**
 * The money each consultation moved in [from, until), by the time of each posting, as a subquery to join on
 * `consultation_id`. A posting that takes money from `client_payments` is a payment; one that takes it and
 * sends it straight to `refunds` (a stray or late payment returned whole) is neither gross nor a refund, since no
 * supply was paid for. A posting's entries share one timestamp (its transaction's), so no posting is split.
 */
export function periodFiguresByConsultation(knex: Knex, period: { from: Date; until: Date }) {
  const entries = knex('ledger_entries as l')
    .select(
      'l.consultation_id',
      'l.currency',
      'l.account',
      'l.amount',
      knex.raw(`bool_or(l.account = 'client_payments') OVER (PARTITION BY l.posting_id) AS taken`),
    )
    .whereIn('l.account', ['client_payments', 'escrow', 'refunds', 'platform_revenue', 'payouts'])
    .where('l.created_at', '>=', period.from)
    .where('l.created_at', '<', period.until)
    .whereNotNull('l.consultation_id');
  return knex
    .from(entries.as('e'))
    .select('e.consultation_id', 'e.currency')
    .select(
      knex.raw(
        `coalesce(sum(e.amount) FILTER (WHERE e.account = 'escrow' AND e.amount > 0 AND e.taken), 0)::bigint AS gross`,
      ),
      knex.raw(
        `coalesce(sum(e.amount) FILTER (WHERE e.account = 'refunds' AND NOT e.taken), 0)::bigint AS refunds`,
      ),
      knex.raw(
        `coalesce(sum(e.amount) FILTER (WHERE e.account = 'platform_revenue'), 0)::bigint AS commission`,
      ),
      // Integer division truncates, so (6a + 23) / 46 is a × 3/23 rounded half up for a ≥ 0.
      knex.raw(
        `coalesce(sum((e.amount * 6 + 23) / 46) FILTER (WHERE e.account = 'platform_revenue' AND e.amount > 0), 0)::bigint AS commission_gst_nz`,
      ),
      knex.raw(
        `coalesce(sum((e.amount * 2 + 11) / 22) FILTER (WHERE e.account = 'platform_revenue' AND e.amount > 0), 0)::bigint AS commission_gst_au`,
      ),
      knex.raw(`coalesce(sum(e.amount) FILTER (WHERE e.account = 'payouts'), 0)::bigint AS net`),
      knex.raw(
        `coalesce(bool_or(e.account = 'escrow' AND e.amount > 0 AND e.taken), false) AS paid`,
      ),
    )
    .groupBy('e.consultation_id', 'e.currency');
}
