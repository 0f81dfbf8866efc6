// A stored document as the contract shows it: its frozen content, its number and what it refers to.
import type { components } from '@expertbridge/sdk';
import type { DocumentRow } from './documents.repository.js';

export type TaxDocument = components['schemas']['TaxDocument'];

export function toTaxDocument(row: DocumentRow): TaxDocument {
  const { content } = row;
  return {
    id: row.id,
    kind: row.kind,
    number: row.display_number,
    title: content.title,
    issuedAt: new Date(row.issued_at).toISOString(),
    currency: row.currency,
    total: Number(row.total),
    gst: Number(row.gst),
    consultationId: row.consultation_id,
    refersTo:
      row.refers_to && row.refers_to_number
        ? { id: row.refers_to, number: row.refers_to_number }
        : null,
    period:
      row.period_start && row.period_end ? { start: row.period_start, end: row.period_end } : null,
    // Contents frozen before parties carried an e-mail read as having none.
    issuer: { ...content.issuer, email: content.issuer.email ?? null },
    recipient: { ...content.recipient, email: content.recipient.email ?? null },
    lines: content.lines,
    notes: content.notes,
    pdfUrl: `/api/documents/${row.id}/pdf`,
  };
}
