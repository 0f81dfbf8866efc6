// The GST rules the documents follow (docs/tax-documents.md has the sources). The expert supplies the consultation
// and the platform issues the client's document as the expert's agent; the platform supplies its commission to the
// expert. Everything is integer minor units; GST is worked out of GST-inclusive amounts, rounded half up.
import { formatDollars } from '../../platform/money-text.js';

export type TaxCountry = 'NZ' | 'AU';

/** How a supply is taxed: by a registered supplier at the rate, exported at 0 %, or not at all. */
export type Treatment = 'not_registered' | 'taxable' | 'zero_rated' | 'gst_free';

/** NZ: a supply over $200 shows the supplier's GST number and the GST; over $1,000 also the buyer. */
export const NZ_GST_DETAILS_ABOVE = 20_000;
export const NZ_BUYER_ABOVE = 100_000;
/** AU: a sale over $82.50 needs a tax invoice; from $1,000 it names the buyer. */
export const AU_TAX_INVOICE_ABOVE = 8_250;
export const AU_BUYER_FROM = 100_000;

export const NOT_REGISTERED_WORDS = 'No GST is charged: the supplier is not registered for GST.';
export const ZERO_RATED_WORDS = 'Zero-rated supply: services to a non-resident.';
export const GST_FREE_WORDS = 'GST-free supply: services to a non-resident.';

/** `numerator / denominator` rounded half up, for non-negative integers, without floating point. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The GST inside a GST-inclusive amount: NZ 15 % (3/23 of it), AU 10 % (1/11). */
export function gstIncluded(total: number, country: TaxCountry): number {
  return country === 'NZ' ? roundHalfUp(total * 3, 23) : roundHalfUp(total, 11);
}

/** What a receipt for the expert's supply says and shows. */
export interface ReceiptTerms {
  title: string;
  treatment: Treatment;
  /** Where the supply is taxed: the expert's country. */
  country: TaxCountry;
  gst: number;
  showSupplierTaxNumber: boolean;
  showBuyer: boolean;
  /** The GST words, as printed. */
  words: string[];
}

/**
 * The client's receipt for a payment of `total` to an expert taxed in `supplier.country`. A registered supplier's
 * supply to a client in the other country is an export of services (zero-rated in NZ, GST-free in AU); a client
 * whose country is unknown is taken to be in the supplier's.
 */
export function receiptTerms(
  supplier: { country: TaxCountry; gstRegistered: boolean },
  buyerCountry: TaxCountry | null,
  total: number,
): ReceiptTerms {
  const { country } = supplier;
  if (!supplier.gstRegistered) {
    return {
      title: 'Receipt',
      treatment: 'not_registered',
      country,
      gst: 0,
      showSupplierTaxNumber: false,
      showBuyer: false,
      words: [NOT_REGISTERED_WORDS],
    };
  }
  const exported = buyerCountry !== null && buyerCountry !== country;
  if (country === 'NZ') {
    const gst = exported ? 0 : gstIncluded(total, 'NZ');
    const details = total > NZ_GST_DETAILS_ABOVE;
    return {
      title: 'Taxable supply information',
      treatment: exported ? 'zero_rated' : 'taxable',
      country,
      gst,
      showSupplierTaxNumber: details,
      showBuyer: total > NZ_BUYER_ABOVE,
      words: exported
        ? [ZERO_RATED_WORDS]
        : details
          ? [`The total includes GST of ${formatDollars(gst)}.`]
          : [],
    };
  }
  const gst = exported ? 0 : gstIncluded(total, 'AU');
  return {
    title: total > AU_TAX_INVOICE_ABOVE ? 'Tax invoice' : 'Receipt',
    treatment: exported ? 'gst_free' : 'taxable',
    country,
    gst,
    showSupplierTaxNumber: true,
    showBuyer: total >= AU_BUYER_FROM,
    words: exported ? [GST_FREE_WORDS] : [`Total price includes GST of ${formatDollars(gst)}.`],
  };
}

/** A refund's GST, worked as its receipt's was: at the same rate, or nil when the receipt charged none. */
export function creditNoteTerms(
  receipt: { treatment: Treatment; country: TaxCountry },
  amount: number,
): { gst: number; words: string[] } {
  switch (receipt.treatment) {
    case 'taxable': {
      const gst = gstIncluded(amount, receipt.country);
      return { gst, words: [`The refund includes GST of ${formatDollars(gst)}.`] };
    }
    case 'zero_rated':
      return { gst: 0, words: [ZERO_RATED_WORDS] };
    case 'gst_free':
      return { gst: 0, words: [GST_FREE_WORDS] };
    case 'not_registered':
      return { gst: 0, words: [NOT_REGISTERED_WORDS] };
  }
}

/**
 * The platform's commission to the expert, a taxable supply in the expert's country (the platform is registered in
 * both): its GST at that country's rate.
 */
export function commissionTerms(
  commission: number,
  expertCountry: TaxCountry,
): { gst: number; words: string[] } {
  const gst = gstIncluded(commission, expertCountry);
  return {
    gst,
    words: [
      expertCountry === 'NZ'
        ? `The total includes GST of ${formatDollars(gst)}.`
        : `Total price includes GST of ${formatDollars(gst)}.`,
    ],
  };
}
