// The documents as other modules' repositories may read them (the notifications link a consultation's documents
// from the e-mail that announces the movement they record). Only repositories import a records file.
import type { Knex } from 'knex';
import type { DocumentContent, DocumentKind } from './document-content.js';

/** A document as stored. */
export interface DocumentRow {
  id: string;
  kind: DocumentKind;
  display_number: string;
  consultation_id: string | null;
  expert_id: string;
  client_id: string | null;
  refers_to: string | null;
  refers_to_number: string | null;
  period_start: string | null;
  period_end: string | null;
  currency: 'NZD' | 'AUD';
  total: number;
  gst: number;
  content: DocumentContent;
  issued_at: Date;
}

/** Documents with the number of the one each refers to (a credit note's receipt). */
export function selectDocuments(knex: Knex) {
  return knex('tax_documents as d')
    .leftJoin('tax_documents as r', 'r.id', 'd.refers_to')
    .select(
      'd.id',
      'd.kind',
      'd.display_number',
      'd.consultation_id',
      'd.expert_id',
      'd.client_id',
      'd.refers_to',
      'r.display_number as refers_to_number',
      knex.raw(`to_char(d.period_start, 'YYYY-MM-DD') AS period_start`),
      knex.raw(`to_char(d.period_end, 'YYYY-MM-DD') AS period_end`),
      'd.currency',
      'd.total',
      'd.gst',
      'd.content',
      'd.issued_at',
    );
}

/**
 * The consultation's documents of these kinds issued in the caller's transaction (the posting it announces): a
 * transaction's `now()` is its start, the issue time of every document it wrote.
 */
export function documentsIssuedNow(
  knex: Knex,
  consultationId: string,
  kinds: readonly DocumentKind[],
): Promise<DocumentRow[]> {
  return selectDocuments(knex)
    .where('d.consultation_id', consultationId)
    .whereIn('d.kind', kinds)
    .whereRaw('d.issued_at = now()')
    .orderBy('d.display_number');
}
