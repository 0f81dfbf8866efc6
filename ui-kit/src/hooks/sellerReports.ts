import type { components } from '@expertbridge/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
/** The AU Sharing Economy Reporting Regime or the NZ digital platform information rules. */
export type SellerReportRegime = Schemas['SellerReportRegime'];
/** A seller report's rows (one per seller and currency) and totals per currency. */
export type SellerReport = Schemas['SellerReport'];
/** One seller's figures in one currency. */
export type SellerReportRow = Schemas['SellerReportRow'];
/** Which report: the regime and the period's first and last days (New Zealand dates, both included). */
export interface SellerReportParams {
  regime: SellerReportRegime;
  from: string;
  to: string;
}

/** The seller report as JSON, for the admins' preview; asked only while `enabled` (a usable period). */
export function useSellerReportSummary(params: SellerReportParams, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/seller-reports/summary', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/admin/seller-reports/summary', { params: { query: params } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The address of the same report as CSV, for a download link (the portal serves the API on its origin). */
export function sellerReportCsvUrl({ regime, from, to }: SellerReportParams): string {
  return `/api/admin/seller-reports?${new URLSearchParams({ regime, from, to }).toString()}`;
}
