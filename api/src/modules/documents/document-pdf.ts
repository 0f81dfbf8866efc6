// A document as a PDF, with pdfkit: the same bytes for the same document every time (the content is frozen, the
// creation date is the issue time, the font is embedded), A4, the fields each kind's rules ask for and nothing
// read from today's data.
import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../platform/pdf-fonts.js';
import {
  formatDate,
  partyLines,
  type DocumentContent,
  type DocumentParty,
} from './document-content.js';
import type { TaxDocument } from './document-view.js';
import { formatDollars } from '../../platform/money-text.js';

const LEFT = 50;
const RIGHT = 545;
const GST_RIGHT = 440;
const DESCRIPTION_WIDTH = 300;
const GREY = '#555555';

/** Whether the lines print their GST: not where the words say none is charged or none need be shown. */
export function printsGst(content: DocumentContent): boolean {
  return content.printGst ?? true;
}

/** Renders the document; resolves with the PDF's bytes. */
export function renderDocumentPdf(
  document: TaxDocument,
  content: DocumentContent,
): Promise<Buffer> {
  const issuedAt = new Date(document.issuedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${document.title} ${document.number}`,
      Author: content.issuer.name,
      Subject: document.title,
      Creator: 'ExpertBridge',
      Producer: 'ExpertBridge',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const fonts = pdfFonts();
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);

  pdf.font('bold').fontSize(20).text(document.title, LEFT, 50);
  pdf.font('regular').fontSize(10).fillColor(GREY);
  pdf.text(`Number ${document.number}`, LEFT, 80);
  pdf.text(`Date ${formatDate(issuedAt, content.timeZone)}`);
  for (const fact of content.facts) pdf.text(`${fact.label} ${fact.value}`);
  pdf.text(`Currency ${document.currency}`);

  const partiesTop = Math.max(pdf.y + 16, 150);
  const column = (x: number, heading: string, party: DocumentParty) => {
    pdf.font('bold').fontSize(9).fillColor(GREY).text(heading, x, partiesTop);
    pdf.font('regular').fontSize(10).fillColor('black');
    for (const line of partyLines(party)) pdf.text(line, x, pdf.y, { width: 230 });
    return pdf.y;
  };
  const fromBottom = column(
    LEFT,
    document.kind === 'receipt' || document.kind === 'credit_note' ? 'SUPPLIER' : 'FROM',
    content.issuer,
  );
  const toBottom = column(
    315,
    document.kind === 'receipt' || document.kind === 'credit_note' ? 'CUSTOMER' : 'TO',
    content.recipient,
  );

  const withGst = printsGst(content);
  let y = Math.max(fromBottom, toBottom) + 24;
  pdf.font('bold').fontSize(9).fillColor(GREY);
  pdf.text('DESCRIPTION', LEFT, y);
  if (withGst) pdf.text('GST', GST_RIGHT - 80, y, { width: 80, align: 'right' });
  pdf.text('AMOUNT', RIGHT - 100, y, { width: 100, align: 'right' });
  y += 14;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#cccccc').stroke();
  y += 6;
  pdf.font('regular').fontSize(10).fillColor('black');
  for (const line of content.lines) {
    const height = pdf.heightOfString(line.description, { width: DESCRIPTION_WIDTH });
    if (y + height > 760) {
      pdf.addPage();
      y = 50;
    }
    pdf.text(line.description, LEFT, y, { width: DESCRIPTION_WIDTH });
    if (withGst)
      pdf.text(formatDollars(line.gst), GST_RIGHT - 80, y, { width: 80, align: 'right' });
    pdf.text(formatDollars(line.amount), RIGHT - 100, y, { width: 100, align: 'right' });
    y += height + 6;
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#cccccc').stroke();
  y += 8;
  pdf.font('bold').fontSize(11);
  pdf.text(`Total (${document.currency})`, LEFT, y);
  pdf.text(formatDollars(document.total), RIGHT - 150, y, { width: 150, align: 'right' });
  y += 18;
  if (withGst && document.gst > 0) {
    pdf.font('regular').fontSize(10);
    pdf.text('GST included', LEFT, y);
    pdf.text(formatDollars(document.gst), RIGHT - 150, y, { width: 150, align: 'right' });
    y += 16;
  }
  pdf.font('regular').fontSize(10).fillColor('black');
  pdf.text('', LEFT, y + 10);
  for (const note of content.notes)
    pdf.text(note, LEFT, pdf.y, { width: RIGHT - LEFT }).moveDown(0.3);
  pdf.end();
  return done;
}
