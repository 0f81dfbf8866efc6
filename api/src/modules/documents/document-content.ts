// A document's content, frozen at issue: who issued it to whom, its lines, totals and words. The API's view, the PDF
// and the e-mail's HTML are all read from it, never from today's data. Built here by pure functions from what the
// issuing read in the posting's transaction.
import type { components } from '@expertbridge/sdk';
import { formatAmount } from './money-text.js';
import {
  commissionTerms,
  creditNoteTerms,
  receiptTerms,
  type TaxCountry,
  type Treatment,
} from './tax-rules.js';

export type DocumentKind = components['schemas']['DocumentKind'];
export type DocumentParty = components['schemas']['DocumentParty'];
export type DocumentLine = components['schemas']['DocumentLine'];
type Currency = 'NZD' | 'AUD';

export interface DocumentContent {
  title: string;
  issuer: DocumentParty;
  recipient: DocumentParty;
  lines: DocumentLine[];
  notes: string[];
  total: number;
  gst: number;
  /** Facts printed under the title: the consultation, the receipt referred to, the transfer. */
  facts: { label: string; value: string }[];
  /** The zone the document's dates are printed in (the expert's). */
  timeZone: string;
  /** How the receipt was taxed, for its credit notes. */
  tax?: { treatment: Treatment; country: TaxCountry };
  /** Whether the lines print their GST (not where none is charged, nor on a NZ receipt of $200 or less). */
  printGst?: boolean;
}

/** An expert's tax details as the tax module keeps them, with a fallback for an expert who has none. */
export interface SupplierDetails {
  legalName: string;
  address: string | null;
  country: TaxCountry;
  gstRegistered: boolean;
  /** Formatted for print (`123-456-789`, `51 824 753 556`). */
  taxNumber: string | null;
}

export interface BuyerDetails {
  name: string;
  businessName: string | null;
  country: TaxCountry | null;
  /** Formatted for print. */
  taxNumber: string | null;
}

/** The platform as the issuer of its commission invoices (configuration). */
export interface PlatformDetails {
  legalName: string;
  address: string | null;
  nzGstNumber: string;
  abn: string;
}

/** What a consultation's documents say about it. */
export interface ConsultationFacts {
  id: string;
  title: string;
  scheduledAt: Date;
  durationMinutes: number;
  method: 'video' | 'chat';
  currency: Currency;
  timeZone: string;
}

const taxLabel = (country: TaxCountry) => (country === 'NZ' ? 'GST number' : 'ABN');

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

/** `12 November 2026` in the zone. */
export function formatDate(at: Date, timeZone: string): string {
  return dateFormat(timeZone).format(at);
}

function describe(consultation: ConsultationFacts, supplierName: string): string {
  const method = consultation.method === 'video' ? 'video' : 'chat';
  return (
    `${consultation.title}: ${method} consultation of ${consultation.durationMinutes} minutes with ` +
    `${supplierName} on ${formatDate(consultation.scheduledAt, consultation.timeZone)}`
  );
}

const agentWords = (platform: PlatformDetails) =>
  `Issued by ${platform.legalName} as agent for the supplier.`;

function supplierParty(supplier: SupplierDetails, withTaxNumber: boolean): DocumentParty {
  return {
    name: supplier.legalName,
    businessName: null,
    address: supplier.address,
    taxNumberLabel: withTaxNumber && supplier.taxNumber ? taxLabel(supplier.country) : null,
    taxNumber: withTaxNumber ? supplier.taxNumber : null,
  };
}

function buyerParty(buyer: BuyerDetails, full: boolean): DocumentParty {
  return {
    name: buyer.name,
    businessName: full ? buyer.businessName : null,
    address: null,
    taxNumberLabel: full && buyer.taxNumber && buyer.country ? taxLabel(buyer.country) : null,
    taxNumber: full && buyer.country ? buyer.taxNumber : null,
  };
}

/** The client's receipt for a payment: NZ taxable supply information, an AU tax invoice, or a plain receipt. */
export function receiptContent(input: {
  consultation: ConsultationFacts;
  supplier: SupplierDetails;
  buyer: BuyerDetails;
  platform: PlatformDetails;
  total: number;
}): DocumentContent {
  const { consultation, supplier, buyer, total } = input;
  const terms = receiptTerms(supplier, buyer.country, total);
  return {
    title: terms.title,
    issuer: supplierParty(supplier, terms.showSupplierTaxNumber),
    recipient: buyerParty(buyer, terms.showBuyer),
    lines: [
      { description: describe(consultation, supplier.legalName), amount: total, gst: terms.gst },
    ],
    notes: [...terms.words, agentWords(input.platform)],
    total,
    gst: terms.gst,
    facts: [{ label: 'Consultation', value: consultation.id }],
    timeZone: consultation.timeZone,
    tax: { treatment: terms.treatment, country: terms.country },
    printGst: terms.treatment === 'taxable' && terms.words.length > 0,
  };
}

/** A refund's credit note, referring to the receipt it corrects and taxed as that receipt was. */
export function creditNoteContent(input: {
  consultation: ConsultationFacts;
  receipt: { number: string; content: DocumentContent };
  platform: PlatformDetails;
  amount: number;
}): DocumentContent {
  const { consultation, receipt, amount } = input;
  const tax = receipt.content.tax ?? { treatment: 'not_registered', country: 'NZ' };
  const terms = creditNoteTerms(tax, amount);
  return {
    title: 'Credit note',
    issuer: receipt.content.issuer,
    recipient: receipt.content.recipient,
    lines: [
      {
        description: `Refund for ${consultation.title} (receipt ${receipt.number})`,
        amount,
        gst: terms.gst,
      },
    ],
    notes: [...terms.words, agentWords(input.platform)],
    total: amount,
    gst: terms.gst,
    facts: [
      { label: 'Refers to', value: receipt.number },
      { label: 'Consultation', value: consultation.id },
    ],
    timeZone: consultation.timeZone,
    tax,
    printGst: tax.treatment === 'taxable',
  };
}

/** The platform's tax invoice to the expert for its commission on one consultation. */
export function commissionInvoiceContent(input: {
  consultation: ConsultationFacts;
  expert: SupplierDetails;
  platform: PlatformDetails;
  commission: number;
}): DocumentContent {
  const { consultation, expert, platform, commission } = input;
  const terms = commissionTerms(commission, expert.country);
  return {
    title: 'Tax invoice',
    issuer: {
      name: platform.legalName,
      businessName: null,
      address: platform.address,
      taxNumberLabel: taxLabel(expert.country),
      taxNumber: expert.country === 'NZ' ? platform.nzGstNumber : platform.abn,
    },
    recipient: supplierParty(expert, true),
    lines: [
      {
        description: `Platform commission (15 %) on ${consultation.title}, ${formatDate(consultation.scheduledAt, consultation.timeZone)}`,
        amount: commission,
        gst: terms.gst,
      },
    ],
    notes: terms.words,
    total: commission,
    gst: terms.gst,
    facts: [{ label: 'Consultation', value: consultation.id }],
    timeZone: consultation.timeZone,
  };
}

/** The expert's statement of one payout: what the client paid, what came off it, what was transferred. */
export function payoutStatementContent(input: {
  consultation: ConsultationFacts;
  expert: SupplierDetails;
  platform: PlatformDetails;
  gross: number;
  refunds: number;
  commission: { amount: number; gst: number; number: string };
  net: number;
  transferReference: string;
}): DocumentContent {
  const { consultation, expert, platform, commission } = input;
  const lines: DocumentLine[] = [
    { description: `Paid by the client for ${consultation.title}`, amount: input.gross, gst: 0 },
  ];
  if (input.refunds > 0) {
    lines.push({ description: 'Refunded to the client', amount: -input.refunds, gst: 0 });
  }
  if (commission.amount > 0) {
    lines.push({
      description: `Platform commission, GST included (tax invoice ${commission.number})`,
      amount: -commission.amount,
      gst: -commission.gst,
    });
  }
  return {
    title: 'Payout statement',
    issuer: {
      name: platform.legalName,
      businessName: null,
      address: platform.address,
      taxNumberLabel: null,
      taxNumber: null,
    },
    recipient: supplierParty(expert, true),
    lines,
    notes: [
      `Gross ${formatAmount(input.gross)}; refunds ${formatAmount(input.refunds)}; commission ${formatAmount(commission.amount)} including GST of ${formatAmount(commission.gst)}; net transferred ${formatAmount(input.net)}.`,
    ],
    total: input.net,
    gst: 0,
    facts: [
      { label: 'Consultation', value: consultation.id },
      { label: 'Transfer reference', value: input.transferReference },
    ],
    timeZone: consultation.timeZone,
  };
}

/** One document listed on a monthly statement. */
export interface ListedDocument {
  kind: DocumentKind;
  number: string;
  title: string;
  issuedAt: Date;
  total: number;
  gst: number;
}

const SIGN: Record<DocumentKind, number> = {
  receipt: 1,
  credit_note: -1,
  commission_invoice: -1,
  payout_statement: 1,
  monthly_statement: 0,
};

/** The month's totals by kind, as the statement prints them. */
export function monthTotals(documents: readonly ListedDocument[]) {
  const sum = (kind: DocumentKind, field: 'total' | 'gst') =>
    documents.filter((d) => d.kind === kind).reduce((acc, d) => acc + d[field], 0);
  return {
    receipts: sum('receipt', 'total'),
    receiptsGst: sum('receipt', 'gst'),
    refunds: sum('credit_note', 'total'),
    commission: sum('commission_invoice', 'total'),
    commissionGst: sum('commission_invoice', 'gst'),
    payouts: sum('payout_statement', 'total'),
  };
}

/** An expert's statement of a calendar month: every document of the month, and the totals. */
export function monthlyStatementContent(input: {
  expert: SupplierDetails;
  platform: PlatformDetails;
  month: { start: string; end: string; label: string };
  timeZone: string;
  documents: readonly ListedDocument[];
}): DocumentContent {
  const { expert, platform, documents, timeZone } = input;
  const totals = monthTotals(documents);
  return {
    title: 'Monthly statement',
    issuer: {
      name: platform.legalName,
      businessName: null,
      address: platform.address,
      taxNumberLabel: null,
      taxNumber: null,
    },
    recipient: supplierParty(expert, true),
    lines: documents.map((d) => ({
      description: `${d.number} ${d.title}, ${formatDate(d.issuedAt, timeZone)}`,
      amount: SIGN[d.kind] * d.total,
      gst: SIGN[d.kind] * d.gst,
    })),
    notes: [
      `Received from clients ${formatAmount(totals.receipts)} (GST ${formatAmount(totals.receiptsGst)}).`,
      `Refunded ${formatAmount(totals.refunds)}.`,
      `Commission ${formatAmount(totals.commission)} (GST ${formatAmount(totals.commissionGst)}).`,
      `Paid out ${formatAmount(totals.payouts)}.`,
    ],
    total: totals.payouts,
    gst: 0,
    facts: [{ label: 'Period', value: input.month.label }],
    timeZone,
  };
}
