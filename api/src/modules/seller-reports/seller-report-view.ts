// A seller's figures and identity as the contract's SellerReportRow, and the report's totals per currency.
import type { components } from '@expertbridge/sdk';
import { formatTaxNumber, taxNumberLabel, type TaxCountry } from '../tax/tax-numbers.js';
import type { SellerReportRegime } from './seller-reports.schemas.js';
import type {
  SellerAccount,
  SellerFiguresRow,
  SellerTaxRecord,
} from './seller-reports.repository.js';

export type SellerReportRow = components['schemas']['SellerReportRow'];
export type SellerReportTotal = components['schemas']['SellerReportTotal'];

/** The regime that covers sellers of a country: the ATO's for Australia, IRD's for New Zealand. */
export function regimeOf(country: TaxCountry): SellerReportRegime {
  return country === 'AU' ? 'au_serr' : 'nz_dpi';
}

/**
 * The seller's country: the one of their tax details, else the one whose currency their rate is in (where they
 * sell). The GST in the commission is worked at its rate, as the platform's commission invoice to them does.
 */
export function sellerCountry(
  seller: Pick<SellerFiguresRow, 'rateCurrency'>,
  tax: SellerTaxRecord | undefined,
): TaxCountry {
  return tax?.country ?? (seller.rateCurrency === 'AUD' ? 'AU' : 'NZ');
}

/** The seller as their annual summary names them: legal name and tax number when they gave them. */
export function sellerIdentityOf(seller: SellerAccount) {
  const { tax } = seller;
  return {
    name: tax?.legalName ?? seller.accountName,
    address: tax?.address ?? null,
    taxNumberLabel: tax ? taxNumberLabel(tax.country) : null,
    taxNumber: tax?.taxNumber ? formatTaxNumber(tax.country, tax.taxNumber) : null,
    gstRegistered: tax?.gstRegistered ?? null,
    email: seller.email,
    country: sellerCountry(seller, tax),
  };
}

export function toSellerReportRow(
  figures: SellerFiguresRow,
  tax: SellerTaxRecord | undefined,
): SellerReportRow {
  const country = sellerCountry(figures, tax);
  return {
    sellerId: figures.expertId,
    legalName: tax?.legalName ?? null,
    accountName: figures.accountName,
    address: tax?.address ?? null,
    country,
    taxNumberLabel: tax ? taxNumberLabel(tax.country) : null,
    taxNumber: tax?.taxNumber ? formatTaxNumber(tax.country, tax.taxNumber) : null,
    gstRegistered: tax?.gstRegistered ?? null,
    email: figures.email,
    currency: figures.currency,
    consultations: figures.consultations,
    gross: figures.gross,
    commission: figures.commission,
    commissionGst: country === 'AU' ? figures.commissionGstAu : figures.commissionGstNz,
    refunds: figures.refunds,
    net: figures.net,
  };
}

/** One total per currency with any row, NZD first. */
export function totalsOf(rows: readonly SellerReportRow[]): SellerReportTotal[] {
  const totals = new Map<string, SellerReportTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      sellers: 0,
      consultations: 0,
      gross: 0,
      commission: 0,
      commissionGst: 0,
      refunds: 0,
      net: 0,
    };
    total.sellers += 1;
    total.consultations += row.consultations;
    total.gross += row.gross;
    total.commission += row.commission;
    total.commissionGst += row.commissionGst;
    total.refunds += row.refunds;
    total.net += row.net;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => b.currency.localeCompare(a.currency));
}
