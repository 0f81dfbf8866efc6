// The authorisation matrix's cases for the seller reports: the admins' reports of a period, and each expert's own
// annual summary (no id in its path, so a caller only ever reads their own). See authorisation-cases.ts.
import type { Case } from './authorisation-cases.js';
import type { CaseKit } from './authorisation-partner-cases.js';

export function sellerReportCases(kit: Pick<CaseKit, 'none'>): Record<string, Case> {
  const { none } = kit;
  const period = 'regime=nz_dpi&from=2026-01-01&to=2026-12-31';
  const year = new Date().getUTCFullYear() - 1;
  return {
    getSellerReportCsv: {
      object: none,
      call: () => ({ path: `/api/admin/seller-reports?${period}` }),
    },
    getSellerReportSummary: {
      object: none,
      call: () => ({ path: `/api/admin/seller-reports/summary?${period}` }),
    },
    getMyAnnualSummary: {
      object: none,
      call: () => ({ path: `/api/experts/me/annual-summary?year=${year}` }),
    },
  };
}
