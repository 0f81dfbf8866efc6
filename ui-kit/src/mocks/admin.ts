import type { components } from '@expertbridge/sdk';
import { exampleResponse } from './examples.js';

// Admin fixtures built from the contract's RevenueSummary example.

type RevenueSummary = components['schemas']['RevenueSummary'];

/** The contract's revenue: NZD and AUD, 17 completed consultations, fees kept from 14 and 3. */
export const revenue: RevenueSummary = exampleResponse('getAdminRevenue', 200);

/** Revenue before any money has left escrow. */
export const noRevenue: RevenueSummary = {
  ...revenue,
  totalRevenue: [],
  completedConsultations: 0,
  byCurrency: [],
  byMonth: [],
};
