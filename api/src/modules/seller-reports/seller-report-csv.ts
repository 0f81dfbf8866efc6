// The seller report's columns, in the order of the file; docs/seller-reports.md maps each to the field of the
// ATO's and IRD's reports it fills. Amounts are dollars with two decimals, as both agencies' forms ask.
import { csvDocument, numeral, type CsvCell } from './csv-writer.js';
import type { SellerReportRow } from './seller-report-view.js';
import type { SellerReportRegime } from './seller-reports.schemas.js';

export const SELLER_REPORT_COLUMNS = [
  'regime',
  'period_start',
  'period_end',
  'seller_id',
  'seller_legal_name',
  'seller_account_name',
  'seller_address',
  'seller_country',
  'tax_number_type',
  'tax_number',
  'gst_registered',
  'seller_email',
  'currency',
  'consultations',
  'gross_paid',
  'commission',
  'commission_gst',
  'refunds',
  'net_paid',
] as const;

/** Minor units as dollars and cents, "1234.50" or "-12.05", from the integer (no floating point). */
export function dollars(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function yesNo(value: boolean | null): string | null {
  return value === null ? null : value ? 'yes' : 'no';
}

export interface ReportedRow {
  regime: SellerReportRegime;
  from: string;
  to: string;
  row: SellerReportRow;
}

/** The cells of one row. */
function cells({ regime, from, to, row }: ReportedRow): CsvCell[] {
  return [
    regime,
    from,
    to,
    row.sellerId,
    row.legalName,
    row.accountName,
    row.address,
    row.country,
    row.taxNumberLabel,
    row.taxNumber,
    yesNo(row.gstRegistered),
    row.email,
    row.currency,
    numeral(row.consultations),
    numeral(dollars(row.gross)),
    numeral(dollars(row.commission)),
    numeral(dollars(row.commissionGst)),
    numeral(dollars(row.refunds)),
    numeral(dollars(row.net)),
  ];
}

/** The report as a CSV file. */
export function sellerReportCsv(rows: readonly ReportedRow[]): string {
  return csvDocument(SELLER_REPORT_COLUMNS, rows.map(cells));
}
