// A document as HTML for the e-mail that carries it: the same frozen content as the PDF, every value escaped.
import {
  formatDate,
  partyLines,
  type DocumentContent,
  type DocumentParty,
} from './document-content.js';
import { printsGst } from './document-pdf.js';
import type { TaxDocument } from './document-view.js';
import { formatDollars } from '../../platform/money-text.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML elements and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function party(heading: string, p: DocumentParty): string {
  const lines = partyLines(p);
  return `<td style="vertical-align:top;padding-right:24px"><strong>${escapeHtml(heading)}</strong><br>${lines.map(escapeHtml).join('<br>')}</td>`;
}

/** The document as an HTML fragment (a table layout, inline styles: what mail clients render). */
export function documentHtml(
  document: TaxDocument,
  content: DocumentContent,
  pdfUrl: string,
): string {
  const withGst = printsGst(content);
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const right = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const rows = content.lines
    .map(
      (line) =>
        `<tr><td ${cell}>${escapeHtml(line.description)}</td>` +
        (withGst ? `<td ${right}>${formatDollars(line.gst)}</td>` : '') +
        `<td ${right}>${formatDollars(line.amount)}</td></tr>`,
    )
    .join('');
  const facts = content.facts
    .map((fact) => `${escapeHtml(fact.label)} ${escapeHtml(fact.value)}<br>`)
    .join('');
  return [
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">`,
    `<h2 style="margin:0 0 4px">${escapeHtml(document.title)}</h2>`,
    `<p style="color:#555;margin:0 0 12px">Number ${escapeHtml(document.number)}<br>`,
    `Date ${escapeHtml(formatDate(new Date(document.issuedAt), content.timeZone))}<br>${facts}Currency ${document.currency}</p>`,
    `<table role="presentation"><tr>${party('From', content.issuer)}${party('To', content.recipient)}</tr></table>`,
    `<table style="border-collapse:collapse;margin:12px 0;min-width:60%"><tr><th ${cell}>Description</th>`,
    withGst ? `<th ${right}>GST</th>` : '',
    `<th ${right}>Amount</th></tr>${rows}`,
    `<tr><td ${cell}><strong>Total (${document.currency})</strong></td>${withGst ? `<td ${right}>${formatDollars(document.gst)}</td>` : ''}`,
    `<td ${right}><strong>${formatDollars(document.total)}</strong></td></tr></table>`,
    content.notes.map((note) => `<p style="margin:4px 0">${escapeHtml(note)}</p>`).join(''),
    `<p><a href="${escapeHtml(pdfUrl)}">Download ${escapeHtml(document.number)} as a PDF</a></p>`,
    `</div>`,
  ].join('');
}
