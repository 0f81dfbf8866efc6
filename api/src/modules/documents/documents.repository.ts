// Every statement of the documents module: a number from its series and the document in the caller's transaction
// (the ledger posting's, or the monthly statement's own), what issuing reads beside the posting (the consultation
// through the consultations' records, the balances through the ledger's, tax details through the tax module's), and
// the reads of the API and of the monthly statements' schedule.
import type { Knex } from 'knex';
import { databaseErrorFields } from '../../platform/database-errors.js';
import { findConsultation } from '../consultations/consultation.records.js';
import type { ConsultationRow } from '../consultations/consultation-row.js';
import { consultationBalances } from '../ledger/ledger.records.js';
import { clientTaxDetails, expertTaxDetails } from '../tax/tax.records.js';
import type { DocumentContent, DocumentKind } from './document-content.js';
import { displayNumber } from './document-number.js';
import { selectDocuments, type DocumentRow } from './document.records.js';

export type { DocumentRow } from './document.records.js';

export const SERIES: Record<DocumentKind, string> = {
  receipt: 'RC',
  credit_note: 'CN',
  commission_invoice: 'CI',
  payout_statement: 'PS',
  monthly_statement: 'MS',
};

/** A document to issue; its number comes from its kind's series. */
export interface NewDocument {
  kind: DocumentKind;
  consultationId: string | null;
  expertId: string;
  clientId: string | null;
  refersTo: string | null;
  postingId: string | null;
  period: { start: string; end: string } | null;
  currency: 'NZD' | 'AUD';
  content: DocumentContent;
}

/** Who reads: their user id, and whether they are an admin. */
export interface Reader {
  userId: string;
  isAdmin: boolean;
}

export interface DocumentFilter {
  kind?: DocumentKind | undefined;
  consultationId?: string | undefined;
  expertId?: string | undefined;
  page: number;
  pageSize: number;
}

const CLIENT_KINDS = ['receipt', 'credit_note'];
const UNIQUE_VIOLATION = '23505';

/** A client reads the receipts and credit notes of their consultations; an expert every document of theirs. */
function readableBy(query: Knex.QueryBuilder, reader: Reader) {
  if (reader.isAdmin) return query;
  return query.where((where) =>
    where
      .where((mine) => mine.whereIn('d.kind', CLIENT_KINDS).where('d.client_id', reader.userId))
      .orWhereIn('d.expert_id', (experts) =>
        experts.from('experts').select('id').where('user_id', reader.userId),
      ),
  );
}

/** The statements on `knex` (a transaction when issuing). */
export function createDocumentStatements(knex: Knex) {
  return {
    /** Issues a document: the next number of its series and the row, in the caller's transaction. */
    async issue(document: NewDocument): Promise<{ id: string; number: string }> {
      const series = SERIES[document.kind];
      // The counter row stays locked until the transaction ends: concurrent issues take turns, and a rollback
      // gives the number back.
      const [counter] = await knex('document_series')
        .where({ series })
        .increment('last_number', 1)
        .returning<{ last_number: number }[]>('last_number');
      if (!counter) throw new Error(`no document series ${series}`);
      const number = displayNumber(series, counter.last_number);
      const [row] = await knex('tax_documents')
        .insert({
          kind: document.kind,
          series,
          number: counter.last_number,
          display_number: number,
          consultation_id: document.consultationId,
          expert_id: document.expertId,
          client_id: document.clientId,
          refers_to: document.refersTo,
          posting_id: document.postingId,
          period_start: document.period?.start ?? null,
          period_end: document.period?.end ?? null,
          currency: document.currency,
          total: document.content.total,
          gst: document.content.gst,
          content: JSON.stringify(document.content),
        })
        .returning<{ id: string }[]>('id');
      return { id: row!.id, number };
    },

    /** The consultation as its documents describe it. */
    consultation(consultationId: string): Promise<ConsultationRow | undefined> {
      return findConsultation(knex, consultationId);
    },

    balances(consultationId: string) {
      return consultationBalances(knex, consultationId);
    },

    expertTaxDetails(expertId: string) {
      return expertTaxDetails(knex, expertId);
    },

    clientTaxDetails(userId: string) {
      return clientTaxDetails(knex, userId);
    },

    /** The consultation's latest receipt, which a refund's credit note refers to. */
    latestReceipt(consultationId: string): Promise<DocumentRow | undefined> {
      return selectDocuments(knex)
        .where({ 'd.consultation_id': consultationId, 'd.kind': 'receipt' })
        .orderBy('d.number', 'desc')
        .first();
    },

    /** The totals of a consultation's documents of one kind. */
    async sumOf(consultationId: string, kind: DocumentKind): Promise<number> {
      const row = await knex('tax_documents')
        .where({ consultation_id: consultationId, kind })
        .sum<{ total: number | null }>({ total: 'total' })
        .first();
      return Number(row?.total ?? 0);
    },

    /** A page of the documents the reader may read, newest first. */
    async list(
      reader: Reader,
      filter: DocumentFilter,
    ): Promise<{ rows: DocumentRow[]; total: number }> {
      const query = readableBy(selectDocuments(knex), reader);
      if (filter.kind) query.where('d.kind', filter.kind);
      if (filter.consultationId) query.where('d.consultation_id', filter.consultationId);
      if (filter.expertId && reader.isAdmin) query.where('d.expert_id', filter.expertId);
      const [rows, count] = await Promise.all([
        query
          .clone()
          .orderBy([
            { column: 'd.issued_at', order: 'desc' },
            { column: 'd.id', order: 'desc' },
          ])
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        query.clone().clearSelect().count<{ count: number }[]>({ count: '*' }).first(),
      ]);
      return { rows, total: Number(count?.count ?? 0) };
    },

    /** One document, when the reader may read it. */
    find(reader: Reader, id: string): Promise<DocumentRow | undefined> {
      return readableBy(selectDocuments(knex), reader).where('d.id', id).first();
    },

    /** The documents of a consultation of one kind (oldest first), for the e-mails that link them. */
    ofConsultation(consultationId: string, kind: DocumentKind): Promise<DocumentRow[]> {
      return selectDocuments(knex)
        .where({ 'd.consultation_id': consultationId, 'd.kind': kind })
        .orderBy('d.number', 'asc');
    },

    /**
     * The experts' months that have ended (in each expert's zone) with documents and no statement yet, oldest
     * first, at most `limit`.
     */
    async dueMonths(
      now: Date,
      limit: number,
    ): Promise<{ expert_id: string; time_zone: string; period_start: string }[]> {
      const { rows } = await knex.raw<{
        rows: { expert_id: string; time_zone: string; period_start: string }[];
      }>(
        `SELECT d.expert_id, e.time_zone,
                to_char(date_trunc('month', d.issued_at AT TIME ZONE e.time_zone), 'YYYY-MM-DD') AS period_start
           FROM tax_documents d JOIN experts e ON e.id = d.expert_id
          WHERE d.kind <> 'monthly_statement'
            AND date_trunc('month', d.issued_at AT TIME ZONE e.time_zone)
                < date_trunc('month', ?::timestamptz AT TIME ZONE e.time_zone)
            AND NOT EXISTS (
              SELECT 1 FROM tax_documents m
               WHERE m.expert_id = d.expert_id AND m.kind = 'monthly_statement'
                 AND m.period_start = date_trunc('month', d.issued_at AT TIME ZONE e.time_zone)::date)
          GROUP BY 1, 2, 3
          ORDER BY 3, 1
          LIMIT ?`,
        [now.toISOString(), limit],
      );
      return rows;
    },

    /** An expert's documents issued in a month of their zone (not statements), in order of issue. */
    ofExpertMonth(expertId: string, timeZone: string, periodStart: string): Promise<DocumentRow[]> {
      return selectDocuments(knex)
        .where('d.expert_id', expertId)
        .whereNot('d.kind', 'monthly_statement')
        .whereRaw(`d.issued_at >= (?::date)::timestamp AT TIME ZONE ?`, [periodStart, timeZone])
        .whereRaw(`d.issued_at < ((?::date + interval '1 month')::timestamp AT TIME ZONE ?)`, [
          periodStart,
          timeZone,
        ])
        .orderBy([
          { column: 'd.issued_at', order: 'asc' },
          { column: 'd.id', order: 'asc' },
        ]);
    },

    /** The expert's name and currency, for a statement issued outside a consultation. */
    expertAccount(
      expertId: string,
    ): Promise<{ first_name: string; last_name: string; currency: 'NZD' | 'AUD' } | undefined> {
      return knex('experts as e')
        .join('users as u', 'u.id', 'e.user_id')
        .where('e.id', expertId)
        .first('u.first_name', 'u.last_name', 'e.currency');
    },
  };
}

export type DocumentStatements = ReturnType<typeof createDocumentStatements>;

/** The documents module's statements on `knex`, and its unit of work. */
export function createDocumentsRepository(knex: Knex) {
  return {
    ...createDocumentStatements(knex),
    /**
     * Runs `work` in one transaction, with the statements on it; false when a document it issues exists already
     * (the unique keys: one per posting and kind, one statement per expert and month), and then nothing is kept.
     */
    async transactionOnce(
      work: (statements: DocumentStatements) => Promise<boolean>,
    ): Promise<boolean> {
      try {
        return await knex.transaction((trx) => work(createDocumentStatements(trx)));
      } catch (error) {
        if (databaseErrorFields(error).code === UNIQUE_VIOLATION) return false;
        throw error;
      }
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
