// Reading documents: who may read which (a client the receipts and credit notes of their consultations, an expert
// everything issued for or to them, an admin all), as JSON and as the PDF rendered from the frozen content.
import { AppError } from '../../platform/errors.js';
import { renderDocumentPdf } from './document-pdf.js';
import { toTaxDocument, type TaxDocument } from './document-view.js';
import type { DocumentsQuery } from './documents.schemas.js';
import type { DocumentsRepository, Reader } from './documents.repository.js';

export const documentNotFound = () => AppError.notFound('Document not found');

export function createDocumentsService(deps: { repository: DocumentsRepository }) {
  const { repository } = deps;

  async function find(reader: Reader, id: string) {
    const row = await repository.find(reader, id);
    if (!row) throw documentNotFound();
    return row;
  }

  return {
    /** A page of the documents the reader may read, newest first. */
    async list(
      reader: Reader,
      query: DocumentsQuery,
    ): Promise<{ items: TaxDocument[]; page: number; pageSize: number; total: number }> {
      const { rows, total } = await repository.list(reader, query);
      return { items: rows.map(toTaxDocument), page: query.page, pageSize: query.pageSize, total };
    },

    /** One document; 404 when it is absent or not the reader's. */
    async get(reader: Reader, id: string): Promise<TaxDocument> {
      return toTaxDocument(await find(reader, id));
    },

    /** One document's PDF and its file name (`RC-000042.pdf`). */
    async pdf(reader: Reader, id: string): Promise<{ filename: string; body: Buffer }> {
      const row = await find(reader, id);
      return {
        filename: `${row.display_number}.pdf`,
        body: await renderDocumentPdf(toTaxDocument(row), row.content),
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
