// The expert's annual summary as a PDF (pdfkit, with the embedded font of report-fonts.ts): who the platform says
// they are, and the year's figures per currency, as the seller report gives them to the tax authority. Rendered
// from the figures alone, with the time of asking as its creation date, so the same figures give the same file.
import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../platform/pdf-fonts.js';
import { dollars } from './seller-report-csv.js';
import type { SellerReportRow } from './seller-report-view.js';
import type { SellerReportRegime } from './seller-reports.schemas.js';

export interface AnnualSummary {
  year: number;
  regime: SellerReportRegime;
  /** Whom the summary is for, from their tax details or else their account. */
  seller: {
    name: string;
    address: string | null;
    taxNumberLabel: string | null;
    taxNumber: string | null;
    gstRegistered: boolean | null;
    email: string;
  };
  rows: readonly SellerReportRow[];
  generatedAt: Date;
}

const AGENCY: Record<SellerReportRegime, string> = {
  nz_dpi: "Inland Revenue's digital platform information rules",
  au_serr: "the ATO's Sharing Economy Reporting Regime",
};

const money = (currency: string, minor: number) => `${currency} ${dollars(minor)}`;

/** The lines of one currency's figures: label and amount. */
function figureLines(row: SellerReportRow): [string, string][] {
  return [
    ['Consultations paid for', String(row.consultations)],
    ['Paid by clients', money(row.currency, row.gross)],
    ['Refunded to clients', money(row.currency, row.refunds)],
    ['Platform commission', money(row.currency, row.commission)],
    ['GST included in the commission', money(row.currency, row.commissionGst)],
    ['Paid out to you', money(row.currency, row.net)],
  ];
}

/** The summary as PDF bytes. */
export function renderAnnualSummaryPdf(summary: AnnualSummary): Promise<Buffer> {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Annual summary ${summary.year}`,
      Author: 'ExpertBridge',
      CreationDate: summary.generatedAt,
      ModDate: summary.generatedAt,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { seller } = summary;
  doc.font('bold').fontSize(18).text(`Annual summary ${summary.year}`);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .text(
      `1 January ${summary.year} to 31 December ${summary.year} (New Zealand time). What ExpertBridge ` +
        `reports about your sales on the platform under ${AGENCY[summary.regime]}.`,
    );
  doc.moveDown();
  doc.font('bold').fontSize(12).text('Seller');
  doc.font('regular').fontSize(10).text(seller.name);
  if (seller.address) doc.text(seller.address);
  if (seller.taxNumberLabel && seller.taxNumber) {
    doc.text(`${seller.taxNumberLabel}: ${seller.taxNumber}`);
  }
  if (seller.gstRegistered !== null) {
    doc.text(seller.gstRegistered ? 'Registered for GST' : 'Not registered for GST');
  }
  doc.text(seller.email);
  if (summary.rows.length === 0) {
    doc.moveDown().text(`No money moved for your consultations in ${summary.year}.`);
  }
  for (const row of summary.rows) {
    doc.moveDown();
    doc.font('bold').fontSize(12).text(`Figures in ${row.currency}`);
    doc.font('regular').fontSize(10);
    for (const [label, value] of figureLines(row)) {
      const y = doc.y;
      doc.text(label, 56, y, { width: 300 });
      doc.text(value, 356, y, { width: 183, align: 'right' });
    }
  }
  doc.moveDown();
  doc
    .fontSize(8)
    .text(
      'Amounts by the time each payment, refund or payout was made. The commission includes GST; ' +
        'your commission invoices and payout statements give each one.',
      56,
      doc.y,
      { width: 483 },
    );
  doc.end();
  return done;
}
