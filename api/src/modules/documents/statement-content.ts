// The statements an expert gets: one per payout (what the client paid, what came off it, what was transferred) and
// one per calendar month (every document of the month, with the totals). Frozen like every document's content.
import {
  formatDate,
  supplierParty,
  type ConsultationFacts,
  type DocumentContent,
  type DocumentKind,
  type DocumentLine,
  type DocumentParty,
  type PlatformDetails,
  type SupplierDetails,
} from './document-content.js';
import { formatDollars } from '../../platform/money-text.js';

/** The platform as the issuer of a statement (which is no tax invoice: no tax number). */
const platformParty = (platform: PlatformDetails): DocumentParty => ({
  name: platform.legalName,
  businessName: null,
  address: platform.address,
  taxNumberLabel: null,
  taxNumber: null,
  email: null,
});

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
    issuer: platformParty(platform),
    recipient: supplierParty(expert, true),
    lines,
    notes: [
      `Gross ${formatDollars(input.gross)}; refunds ${formatDollars(input.refunds)}; commission ${formatDollars(commission.amount)} including GST of ${formatDollars(commission.gst)}; net transferred ${formatDollars(input.net)}.`,
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
    issuer: platformParty(platform),
    recipient: supplierParty(expert, true),
    lines: documents.map((d) => ({
      description: `${d.number} ${d.title}, ${formatDate(d.issuedAt, timeZone)}`,
      amount: SIGN[d.kind] * d.total,
      gst: SIGN[d.kind] * d.gst,
    })),
    notes: [
      `Received from clients ${formatDollars(totals.receipts)} (GST ${formatDollars(totals.receiptsGst)}).`,
      `Refunded ${formatDollars(totals.refunds)}.`,
      `Commission ${formatDollars(totals.commission)} (GST ${formatDollars(totals.commissionGst)}).`,
      `Paid out ${formatDollars(totals.payouts)}.`,
    ],
    total: totals.payouts,
    gst: 0,
    facts: [{ label: 'Period', value: input.month.label }],
    timeZone,
  };
}
