// Admin revenue (spec part 2 §2.8, §3) and the dashboards' figures, all computed from the ledger so they
// agree with where the money really is (DESIGN §4).
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import {
  CURRENCIES,
  PLATFORM_FEE_BASIS_POINTS,
  splitAmount,
  type ConsultationStatus,
  type Currency,
} from '@expertbridge/workflows';
import * as repository from './reports.repository.js';
import type { AccountTotal } from './reports.repository.js';

type Schemas = components['schemas'];

const STATUSES: ConsultationStatus[] = [
  'pending_payment',
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
];
const FEE_RATE = PLATFORM_FEE_BASIS_POINTS / 10_000;

function sumOf(totals: AccountTotal[], currency: Currency, ...accounts: AccountTotal['account'][]) {
  return totals
    .filter((t) => t.currency === currency && accounts.includes(t.account))
    .reduce((sum, t) => sum + t.total, 0);
}

/** Amounts per currency, leaving out currencies with nothing in them. */
function perCurrency(amount: (currency: Currency) => number): Schemas['Money'][] {
  return CURRENCIES.map((currency) => ({ amount: amount(currency), currency })).filter(
    (money) => money.amount > 0,
  );
}

function completeCounts(partial: Partial<Record<ConsultationStatus, number>>) {
  return Object.fromEntries(STATUSES.map((s) => [s, partial[s] ?? 0])) as Schemas['StatusCounts'];
}

function twelveMonthsBefore(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
}

export function reportsService(knex: Knex, now: () => Date = () => new Date()) {
  return {
    /** The platform's revenue: fees kept, per currency and month, and where all paid money is. */
    async revenue(): Promise<Schemas['RevenueSummary']> {
      const since = twelveMonthsBefore(now());
      const [totals, completed, feesKept, monthlyRevenue, monthlyCompleted] = await Promise.all([
        repository.accountTotals(knex),
        repository.countCompleted(knex),
        repository.countFeesKept(knex),
        repository.monthlyAccountTotals(knex, 'platform_revenue', since),
        repository.monthlyCompletions(knex, since),
      ]);
      const months = new Map<string, Schemas['RevenueSummary']['byMonth'][number]>();
      const month = (key: string, currency: Currency) => {
        const id = `${key} ${currency}`;
        if (!months.has(id)) {
          months.set(id, { month: key, currency, revenue: 0, completedConsultations: 0 });
        }
        return months.get(id)!;
      };
      for (const row of monthlyRevenue) month(row.month, row.currency).revenue += row.total;
      for (const row of monthlyCompleted) {
        month(row.month, row.currency).completedConsultations += row.total;
      }
      return {
        totalRevenue: perCurrency((c) => sumOf(totals, c, 'platform_revenue')),
        completedConsultations: completed,
        platformFeeRate: FEE_RATE,
        byCurrency: CURRENCIES.filter((c) => totals.some((t) => t.currency === c)).map(
          (currency) => ({
            currency,
            revenue: sumOf(totals, currency, 'platform_revenue'),
            feesKept: feesKept.find((row) => row.currency === currency)?.total ?? 0,
            paid: -sumOf(totals, currency, 'client_payments'),
            refunded: sumOf(totals, currency, 'refunds', 'refunds_payable'),
            paidOut: sumOf(totals, currency, 'payouts', 'expert_payable'),
            inEscrow: sumOf(totals, currency, 'escrow'),
          }),
        ),
        byMonth: [...months.values()].sort(
          (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
        ),
      };
    },

    /** The figures of a user's dashboard, as client and (with an expert profile) as expert. */
    async dashboard(userId: string): Promise<Schemas['DashboardSummary']> {
      const at = now();
      const asClient = (q: Knex.QueryBuilder) => void q.where('c.client_id', userId);
      const [clientCounts, clientTotals, expert] = await Promise.all([
        repository.statusCounts(knex, asClient, at),
        repository.accountTotals(knex, asClient),
        repository.findExpertProfile(knex, userId),
      ]);
      const spent = (c: Currency) =>
        -sumOf(clientTotals, c, 'client_payments') -
        sumOf(clientTotals, c, 'refunds', 'refunds_payable');
      const summary: Schemas['DashboardSummary'] = {
        asClient: {
          total: Object.values(clientCounts.byStatus).reduce((a, b) => a + b, 0),
          upcoming: clientCounts.upcoming,
          byStatus: completeCounts(clientCounts.byStatus),
          spent: perCurrency(spent),
        },
        asExpert: null,
      };
      if (!expert) return summary;
      const asExpert = (q: Knex.QueryBuilder) => void q.where('c.expert_id', expert.id);
      const since = twelveMonthsBefore(at);
      const [counts, totals, escrowed, monthlyEarned, monthlyCompleted] = await Promise.all([
        repository.statusCounts(knex, asExpert, at),
        repository.accountTotals(knex, asExpert),
        repository.escrowOfCompleted(knex, expert.id),
        repository.monthlyAccountTotals(knex, 'expert_payable', since, asExpert, true),
        repository.monthlyCompletions(knex, since, asExpert),
      ]);
      const byMonth = new Map<
        string,
        { month: string; currency: Currency; earned: number; consultations: number }
      >();
      const month = (key: string, currency: Currency) => {
        const id = `${key} ${currency}`;
        if (!byMonth.has(id))
          byMonth.set(id, { month: key, currency, earned: 0, consultations: 0 });
        return byMonth.get(id)!;
      };
      // Money moves into expert_payable when escrow is released: that is when the share is earned.
      for (const row of monthlyEarned) month(row.month, row.currency).earned += row.total;
      for (const row of monthlyCompleted) month(row.month, row.currency).consultations += row.total;
      summary.asExpert = {
        total: Object.values(counts.byStatus).reduce((a, b) => a + b, 0),
        upcoming: counts.upcoming,
        pendingRequests: counts.byStatus.pending ?? 0,
        byStatus: completeCounts(counts.byStatus),
        earned: perCurrency((c) => sumOf(totals, c, 'payouts', 'expert_payable')),
        inEscrow: perCurrency((c) =>
          escrowed
            .filter((e) => e.currency === c)
            .reduce((sum, e) => sum + splitAmount(e.escrow, c).expertShare, 0),
        ),
        byMonth: [...byMonth.values()].sort(
          (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
        ),
        averageRating: Number(expert.average_rating),
        totalReviews: expert.total_reviews,
      };
      return summary;
    },
  };
}
