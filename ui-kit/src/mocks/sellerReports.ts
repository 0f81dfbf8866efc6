import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SellerReport, SellerReportRow } from '../hooks/sellerReports.js';
import { operationPattern } from './handlers.js';

// Seller report rows of each regime and an in-memory summary endpoint answering them for the asked period,
// for the seller reports stories and tests.

const nzRows: SellerReportRow[] = [
  {
    sellerId: '8b0f1c2e-3d4a-4b5c-9d6e-7f8a9b0c1d2e',
    legalName: 'Aroha Ngata Tax Ltd',
    accountName: 'Aroha Ngata',
    address: '12 Queen Street\nTāmaki Makaurau 1010',
    country: 'NZ',
    taxNumberLabel: 'GST number',
    taxNumber: '49-091-850',
    gstRegistered: true,
    email: 'aroha@example.co.nz',
    currency: 'NZD',
    consultations: 3,
    gross: 54000,
    commission: 8100,
    commissionGst: 1057,
    refunds: 9000,
    net: 38250,
  },
  {
    sellerId: '8b0f1c2e-3d4a-4b5c-9d6e-7f8a9b0c1d2f',
    legalName: null,
    accountName: 'Mei Chen',
    address: null,
    country: 'NZ',
    taxNumberLabel: null,
    taxNumber: null,
    gstRegistered: null,
    email: 'mei@example.co.nz',
    currency: 'NZD',
    consultations: 1,
    gross: 18000,
    commission: 2700,
    commissionGst: 352,
    refunds: 0,
    net: 15300,
  },
];

const auRows: SellerReportRow[] = [
  {
    sellerId: '8b0f1c2e-3d4a-4b5c-9d6e-7f8a9b0c1d30',
    legalName: 'Liam Nguyen',
    accountName: 'Liam Nguyen',
    address: '1 Macquarie Street\nSydney NSW 2000',
    country: 'AU',
    taxNumberLabel: 'ABN',
    taxNumber: '51 824 753 556',
    gstRegistered: false,
    email: 'liam@example.com.au',
    currency: 'AUD',
    consultations: 2,
    gross: 40000,
    commission: 6000,
    commissionGst: 545,
    refunds: 0,
    net: 34000,
  },
];

/** The totals per currency, as the API adds them up. */
function totals(rows: SellerReportRow[]): SellerReport['totals'] {
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return currencies.map((currency) => {
    const own = rows.filter((r) => r.currency === currency);
    const sum = (
      key: 'consultations' | 'gross' | 'commission' | 'commissionGst' | 'refunds' | 'net',
    ) => own.reduce((total, r) => total + r[key], 0);
    return {
      currency,
      sellers: new Set(own.map((r) => r.sellerId)).size,
      consultations: sum('consultations'),
      gross: sum('gross'),
      commission: sum('commission'),
      commissionGst: sum('commissionGst'),
      refunds: sum('refunds'),
      net: sum('net'),
    };
  });
}

/**
 * `GET /api/admin/seller-reports/summary` in memory: the regime's rows (none when `empty`) for the period
 * asked, which `asked()` records.
 */
export function sellerReportsApi({ empty = false }: { empty?: boolean } = {}) {
  const asked: URLSearchParams[] = [];
  const handlers = (): HttpHandler[] => [
    http.get(operationPattern('getSellerReportSummary'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const regime = query.get('regime') === 'au_serr' ? 'au_serr' : 'nz_dpi';
      const rows = empty ? [] : regime === 'au_serr' ? auRows : nzRows;
      const report: SellerReport = {
        regime,
        from: query.get('from') ?? '',
        to: query.get('to') ?? '',
        rows,
        totals: totals(rows),
      };
      return HttpResponse.json(report);
    }),
  ];
  return {
    handlers,
    asked: () => asked,
    reset: () => {
      asked.length = 0;
    },
  };
}
