import type { components } from '@expertbridge/sdk';
import { exampleResponse } from './examples.js';

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
      { amount: 107100, currency: 'NZD' },
      { amount: 42585, currency: 'AUD' },
    ],
    inEscrow: [{ amount: 15300, currency: 'NZD' }],
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
    inEscrow: [],
    byMonth: [],
    averageRating: 0,
    totalReviews: 0,
  },
};

/** A user without an expert profile: no expert half. */
export const clientOnlySummary: Summary = { ...summary, asExpert: null };
