import type { components } from '@expertbridge/sdk';
import type { HttpHandler } from 'msw';
import { exampleResponse } from './examples.js';
import { failing, pending, respond } from './handlers.js';
import { session } from './scenarios.js';

// Dashboard figures for each case a stat card or chart must handle, built from the contract's example.

type Summary = components['schemas']['DashboardSummary'];

/** The contract's dashboard figures. */
export const summary: Summary = exampleResponse('getDashboardSummary', 200);

/** A user paying and earning in both currencies: every amount stays in its own currency. */
export const twoCurrencySummary: Summary = {
  asClient: {
    ...summary.asClient,
    spent: [
      { amount: 36000, currency: 'NZD' },
      { amount: 25050, currency: 'AUD' },
    ],
  },
  asExpert: {
    ...summary.asExpert!,
    earned: [
      { amount: 122400, currency: 'NZD' },
      { amount: 42585, currency: 'AUD' },
    ],
    paidOut: [
      { amount: 91800, currency: 'NZD' },
      { amount: 42585, currency: 'AUD' },
    ],
    byMonth: [
      ...summary.asExpert!.byMonth,
      { month: '2026-11', currency: 'AUD', earned: 42585, consultations: 2 },
    ],
  },
};

const noCounts = {
  pending_payment: 0,
  pending: 0,
  confirmed: 0,
  in_progress: 0,
  completed: 0,
  cancelled: 0,
};

/** A user who has not booked or been booked yet. */
export const emptySummary: Summary = {
  asClient: { total: 0, upcoming: 0, byStatus: noCounts, spent: [] },
  asExpert: {
    total: 0,
    upcoming: 0,
    pendingRequests: 0,
    byStatus: noCounts,
    earned: [],
    paidOut: [],
    awaitingPayout: [],
    heldByDispute: [],
    waitingForPayoutDetails: [],
    completion: { completed: 0, accepted: 0 },
    byMonth: [],
    averageRating: 0,
    totalReviews: 0,
  },
};

/** A user without an expert profile: no expert half. */
export const clientOnlySummary: Summary = { ...summary, asExpert: null };

/** The month (YYYY-MM, UTC) some months before now. */
function monthsAgo(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1))
    .toISOString()
    .slice(0, 7);
}

/**
 * The two-currency figures moved to the last two months, so "this month" has earnings whenever the story
 * runs: last month NZ$459 (3 consultations), this month NZ$765 (4) and A$425.85 (2).
 */
export const recentSummary: Summary = {
  ...twoCurrencySummary,
  asExpert: {
    ...twoCurrencySummary.asExpert!,
    byMonth: [
      { month: monthsAgo(1), currency: 'NZD', earned: 45900, consultations: 3 },
      { month: monthsAgo(0), currency: 'AUD', earned: 42585, consultations: 2 },
      { month: monthsAgo(0), currency: 'NZD', earned: 76500, consultations: 4 },
    ],
  },
};

const asExpert = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.expert(), ...handlers] },
});

/** Story parameters of the signed-in expert's figures in each state a summary panel must show. */
export const expertFigures = {
  recent: asExpert(respond('getDashboardSummary', 200, recentSummary)),
  contract: asExpert(),
  nothingYet: asExpert(respond('getDashboardSummary', 200, emptySummary)),
  noExpertProfile: asExpert(respond('getDashboardSummary', 200, clientOnlySummary)),
  loading: asExpert(pending('getDashboardSummary')),
  failed: asExpert(failing('getDashboardSummary')),
};
