// A document's content, frozen at issue: who issued it to whom, its lines, totals and words. The API's view, the PDF
// and the e-mail's HTML are all read from it, never from today's data. Built here by pure functions from what the
// issuing read in the posting's transaction.
import type { components } from '@expertbridge/sdk';
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
  /** The account's e-mail: the buyer's identifier when the rules ask for one and no business or number was given. */
  email: string | null;
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

/** A party's lines as the PDF and the e-mail print them. */
export function partyLines(party: DocumentParty): string[] {
  return [
    party.name,
    ...(party.businessName ? [party.businessName] : []),
    ...(party.address ? party.address.split('\n') : []),
    ...(party.taxNumberLabel && party.taxNumber
      ? [`${party.taxNumberLabel}: ${party.taxNumber}`]
      : []),
    ...(party.email ? [party.email] : []),
  ];
}

/** A supplier (or the expert as a recipient) as a document names them. */
export function supplierParty(supplier: SupplierDetails, withTaxNumber: boolean): DocumentParty {
  return {
    name: supplier.legalName,
    businessName: null,
    address: supplier.address,
    taxNumberLabel: withTaxNumber && supplier.taxNumber ? taxLabel(supplier.country) : null,
    taxNumber: withTaxNumber ? supplier.taxNumber : null,
    email: null,
  };
}

/**
 * The client as they asked to be named: the business and its number whenever they gave them (a receipt made out to
 * the business is what their accountant needs), at every amount — the rules' buyer threshold is a minimum, and the
 * account's name is always there. Where the rules ask for the buyer's identity (`identify`) and neither was given,
 * the account's e-mail is the identifier (NZ: name plus one of address, phone, e-mail, NZBN or trading name).
 */
function buyerParty(buyer: BuyerDetails, identify: boolean): DocumentParty {
  const taxNumber = buyer.country ? buyer.taxNumber : null;
  return {
    name: buyer.name,
    businessName: buyer.businessName,
    address: null,
    taxNumberLabel: taxNumber && buyer.country ? taxLabel(buyer.country) : null,
    taxNumber,
    email: identify && !buyer.businessName && !taxNumber ? buyer.email : null,
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
      email: null,
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
