// Figures from the ledger and the consultations table: the admins' revenue and each user's dashboard.
import type { Knex } from 'knex';
import type { ConsultationStatus, Currency } from '@expertbridge/workflows';
import type { LedgerAccount } from '../ledger/ledger.js';
import { waitingPayouts } from '../payouts/payout-waiting.records.js';

/** Whose consultations a figure covers: a client's, or an expert profile's. */
export type ConsultationScope = { clientId: string } | { expertId: string };

/** Limits a query over `consultations as c` to the scope's consultations. */
function whereScope(query: Knex.QueryBuilder, scope: ConsultationScope): Knex.QueryBuilder {
  return 'clientId' in scope
    ? query.where('c.client_id', scope.clientId)
    : query.where('c.expert_id', scope.expertId);
}

export interface AccountTotal {
  account: LedgerAccount;
  currency: Currency;
  total: number;
}

export interface MonthlyTotal {
  month: string;
  currency: Currency;
  total: number;
}

export interface ExpertShareRow {
  status: ConsultationStatus;
  currency: Currency;
  /** When the share was earned: completion, or the cancellation that kept part of the price. */
  earnedAt: Date;
  /** A dispute is open: opened and not yet resolved. */
  disputed: boolean;
  /** Released from escrow to the expert (paid out, or owed and on its way). */
  released: number;
  /** Still in escrow. */
  escrow: number;
}

/** Figures from the ledger and the consultations table. */
export function createReportsRepository(knex: Knex) {
  return {
    /** Ledger balances per account and currency, over every consultation or those matching `scope`. */
    async accountTotals(scope?: ConsultationScope): Promise<AccountTotal[]> {
      const query = knex('ledger_entries as l')
        .select('l.account', 'l.currency')
        .sum({ total: 'l.amount' })
        .groupBy('l.account', 'l.currency');
      if (scope) {
        query.join('consultations as c', 'c.id', 'l.consultation_id');
        whereScope(query, scope);
      }
      const rows = (await query) as unknown as AccountTotal[];
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** The balance moved into `account` per UTC month, oldest first, over the last `months` months. */
    async monthlyAccountTotals(
      account: LedgerAccount,
      since: Date,
      scope?: ConsultationScope,
    ): Promise<MonthlyTotal[]> {
      const query = knex('ledger_entries as l')
        .select(
          knex.raw(`to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month`),
          'l.currency',
        )
        .sum({ total: 'l.amount' })
        .where('l.account', account)
        .where('l.created_at', '>=', since)
        .groupByRaw('1, 2')
        .orderByRaw('1, 2');
      if (scope) {
        query.join('consultations as c', 'c.id', 'l.consultation_id');
        whereScope(query, scope);
      }
      const rows = (await query) as unknown as MonthlyTotal[];
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** Completed consultations per UTC month of completion and currency. */
    async monthlyCompletions(since: Date, scope?: ConsultationScope): Promise<MonthlyTotal[]> {
      const query = knex('consultations as c')
        .select(
          knex.raw(`to_char(c.completed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month`),
          'c.currency',
        )
        .count({ total: '*' })
        .where('c.status', 'completed')
        .where('c.completed_at', '>=', since)
        .groupByRaw('1, 2')
        .orderByRaw('1, 2');
      if (scope) whereScope(query, scope);
      const rows = (await query) as unknown as MonthlyTotal[];
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** How many consultations are in each status, and how many confirmed ones start after `now`. */
    async statusCounts(
      scope: ConsultationScope,
      now: Date,
    ): Promise<{ byStatus: Partial<Record<ConsultationStatus, number>>; upcoming: number }> {
      const query = knex('consultations as c')
        .select('c.status')
        .count({ total: '*' })
        .sum({
          upcoming: knex.raw(
            `CASE WHEN c.status = 'confirmed' AND c.scheduled_at > ? THEN 1 ELSE 0 END`,
            [now],
          ),
        })
        .groupBy('c.status');
      whereScope(query, scope);
      const rows = (await query) as unknown as {
        status: ConsultationStatus;
        total: number;
        upcoming: number | null;
      }[];
      const byStatus: Partial<Record<ConsultationStatus, number>> = {};
      let upcoming = 0;
      for (const row of rows) {
        byStatus[row.status] = Number(row.total);
        upcoming += Number(row.upcoming ?? 0);
      }
      return { byStatus, upcoming };
    },

    /**
     * The ledger's balances of each completed or cancelled consultation of an expert that has money on it: what
     * was released to the expert and what is still in escrow, with when it was earned and whether a dispute
     * holds it.
     */
    /** The expert's payouts waiting for their payout account, per currency. */
    async waitingPayouts(expertId: string) {
      return (await waitingPayouts(knex, [expertId])).get(expertId)?.amounts ?? [];
    },

    async expertShares(expertId: string): Promise<ExpertShareRow[]> {
      const rows: (Omit<ExpertShareRow, 'released' | 'escrow'> & {
        released: string | number;
        escrow: string | number;
      })[] = await knex('consultations as c')
        .join('ledger_entries as l', 'l.consultation_id', 'c.id')
        .where('c.expert_id', expertId)
        .whereIn('c.status', ['completed', 'cancelled'])
        .groupBy('c.id')
        .select(
          'c.status',
          'c.currency',
          knex.raw(
            `COALESCE(CASE WHEN c.status = 'completed' THEN c.completed_at ELSE c.cancelled_at END,
                      c.updated_at) AS "earnedAt"`,
          ),
          knex.raw(
            `(c.dispute_opened_at IS NOT NULL AND c.dispute_resolved_at IS NULL) AS disputed`,
          ),
          knex.raw(
            `COALESCE(sum(l.amount) FILTER (WHERE l.account IN ('payouts', 'expert_payable')), 0) AS released`,
          ),
          knex.raw(`COALESCE(sum(l.amount) FILTER (WHERE l.account = 'escrow'), 0) AS escrow`),
        );
      return rows.map((row) => ({
        ...row,
        released: Number(row.released),
        escrow: Number(row.escrow),
      }));
    },

    /**
     * How many consultations of an expert ended after the expert accepted them (`accepted`: completed, or
     * cancelled once confirmed), and how many of those were completed. A declined or unanswered request was
     * never accepted, so it is in neither.
     */
    async acceptedOutcomes(expertId: string): Promise<{ completed: number; accepted: number }> {
      const [row] = (await knex('consultations')
        .where({ expert_id: expertId })
        .where((q) =>
          q
            .where('status', 'completed')
            .orWhere((c) => c.where('status', 'cancelled').whereNotNull('confirmed_at')),
        )
        .select(
          knex.raw(`count(*) FILTER (WHERE status = 'completed') AS completed`),
          knex.raw(`count(*) AS accepted`),
        )) as unknown as { completed: string | number; accepted: string | number }[];
      return { completed: Number(row?.completed ?? 0), accepted: Number(row?.accepted ?? 0) };
    },

    /**
     * Per currency, how many consultations the platform has kept a fee from: those with a posting into
     * platform_revenue (which only ever grows), the divisor of an average fee.
     */
    async countFeesKept(): Promise<{ currency: Currency; total: number }[]> {
      const rows = (await knex('ledger_entries')
        .select('currency')
        .countDistinct({ total: 'consultation_id' })
        .where('account', 'platform_revenue')
        .where('amount', '>', 0)
        .groupBy('currency')) as unknown as { currency: Currency; total: number }[];
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /**
     * Per currency, what the card disputes lost took from the platform's own balance beyond the fee: the disputed
     * amount not taken from escrow and not reversed from the expert's payout.
     */
    async cardDisputeLosses(): Promise<{ currency: Currency; total: number }[]> {
      const rows = (await knex('card_disputes')
        .where({ status: 'lost' })
        .select('currency')
        .sum({ total: knex.raw('amount - from_escrow - reversed_amount') })
        .groupBy('currency')) as unknown as { currency: Currency; total: number }[];
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** How many consultations were completed, ever. */
    async countCompleted(): Promise<number> {
      const [row] = await knex('consultations')
        .where({ status: 'completed' })
        .count({ total: '*' });
      return Number(row?.total ?? 0);
    },

    /** The user's expert profile with its rating, or undefined. */
    findExpertProfile(userId: string) {
      return knex('experts')
        .where({ user_id: userId })
        .first('id', 'average_rating', 'total_reviews') as Promise<
        { id: string; average_rating: string; total_reviews: number } | undefined
      >;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
