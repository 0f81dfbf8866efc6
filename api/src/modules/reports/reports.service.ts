// Admin revenue (spec part 2 §2.8, §3) and the dashboards' figures, all computed from the ledger so they
// agree with where the money really is (DESIGN §4).
import { consultationStatusValues, type components } from '@expertbridge/sdk';
import {
  CURRENCIES,
  PLATFORM_FEE_BASIS_POINTS,
  splitAmount,
  type ConsultationStatus,
  type Currency,
} from '@expertbridge/workflows';
import type { AccountTotal, ConsultationScope, ReportsRepository } from './reports.repository.js';

type Schemas = components['schemas'];

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
  return Object.fromEntries(
    consultationStatusValues.map((s) => [s, partial[s] ?? 0]),
  ) as Schemas['StatusCounts'];
}

/** The UTC month of an instant as YYYY-MM, the key the monthly queries group by. */
function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

function twelveMonthsBefore(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
}

/** The admins' revenue and each user's dashboard, from the ledger. */
export function createReportsService(deps: { repository: ReportsRepository; now?: () => Date }) {
  const { repository, now = () => new Date() } = deps;
  return {
    /** The platform's revenue: fees kept, per currency and month, and where all paid money is. */
    async revenue(): Promise<Schemas['RevenueSummary']> {
      const since = twelveMonthsBefore(now());
      const [totals, completed, feesKept, monthlyRevenue, monthlyCompleted, disputesLost] =
        await Promise.all([
          repository.accountTotals(),
          repository.countCompleted(),
          repository.countFeesKept(),
          repository.monthlyAccountTotals('platform_revenue', since),
          repository.monthlyCompletions(since),
          repository.cardDisputeLosses(),
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
          (currency) => {
            const revenue = sumOf(totals, currency, 'platform_revenue');
            // Card disputes cost the platform the provider's fee, and a lost one what it could not take back.
            const cardDisputeFees = sumOf(totals, currency, 'dispute_fees');
            const cardDisputesLost =
              disputesLost.find((row) => row.currency === currency)?.total ?? 0;
            return {
              currency,
              revenue,
              feesKept: feesKept.find((row) => row.currency === currency)?.total ?? 0,
              paid: -sumOf(totals, currency, 'client_payments'),
              refunded: sumOf(totals, currency, 'refunds', 'refunds_payable'),
              paidOut: sumOf(totals, currency, 'payouts', 'expert_payable'),
              inEscrow: sumOf(totals, currency, 'escrow'),
              cardDisputeFees,
              cardDisputesLost,
              owedByExperts: sumOf(totals, currency, 'expert_receivable'),
              netRevenue: revenue - cardDisputeFees - cardDisputesLost,
            };
          },
        ),
        byMonth: [...months.values()].sort(
          (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
        ),
      };
    },

    /** The figures of a user's dashboard, as client and (with an expert profile) as expert. */
    async dashboard(userId: string): Promise<Schemas['DashboardSummary']> {
      const at = now();
      const asClient: ConsultationScope = { clientId: userId };
      const [clientCounts, clientTotals, expert] = await Promise.all([
        repository.statusCounts(asClient, at),
        repository.accountTotals(asClient),
        repository.findExpertProfile(userId),
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
      const asExpert: ConsultationScope = { expertId: expert.id };
      const since = twelveMonthsBefore(at);
      const [counts, shares, completion, monthlyCompleted, waiting] = await Promise.all([
        repository.statusCounts(asExpert, at),
        repository.expertShares(expert.id),
        repository.acceptedOutcomes(expert.id),
        repository.monthlyCompletions(since, asExpert),
        repository.waitingPayouts(expert.id),
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
      // One definition of earned for every figure: the expert's share of each consultation, released or
      // still in escrow, counted in the month it was earned. A cancelled consultation's escrow is on its
      // way back to the client, so only what was released to the expert counts.
      const parts = {
        paidOut: new Map<Currency, number>(),
        awaiting: new Map<Currency, number>(),
        held: new Map<Currency, number>(),
      };
      const add = (into: Map<Currency, number>, currency: Currency, amount: number) =>
        into.set(currency, (into.get(currency) ?? 0) + amount);
      for (const share of shares) {
        const escrowed =
          share.status === 'completed' ? splitAmount(share.escrow, share.currency).expertShare : 0;
        add(parts.paidOut, share.currency, share.released);
        add(share.disputed ? parts.held : parts.awaiting, share.currency, escrowed);
        if (share.earnedAt >= since && share.released + escrowed > 0) {
          month(monthKey(share.earnedAt), share.currency).earned += share.released + escrowed;
        }
      }
      for (const row of monthlyCompleted) month(row.month, row.currency).consultations += row.total;
      const of = (part: Map<Currency, number>) => (c: Currency) => part.get(c) ?? 0;
      summary.asExpert = {
        total: Object.values(counts.byStatus).reduce((a, b) => a + b, 0),
        upcoming: counts.upcoming,
        pendingRequests: counts.byStatus.pending ?? 0,
        byStatus: completeCounts(counts.byStatus),
        earned: perCurrency(
          (c) => of(parts.paidOut)(c) + of(parts.awaiting)(c) + of(parts.held)(c),
        ),
        paidOut: perCurrency(of(parts.paidOut)),
        awaitingPayout: perCurrency(of(parts.awaiting)),
        heldByDispute: perCurrency(of(parts.held)),
        // Still in escrow (part of awaitingPayout): the payout waits for the expert's payout account.
        waitingForPayoutDetails: waiting,
        completion,
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

export type ReportsService = ReturnType<typeof createReportsService>;
