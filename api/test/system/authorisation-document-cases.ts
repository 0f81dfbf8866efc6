// The authorisation matrix's cases for tax documents: the receipt the ledger issued for the owner's paid
// consultation (on the expert's behalf), read as JSON and as a PDF, and the list that shows it only to its
// parties and the admins. See authorisation-cases.ts.
import type { Case } from './authorisation-cases.js';
import type { World } from './authorisation-world.js';

export function documentCases(world: World): Record<string, Case> {
  const { app, shared } = world;
  const receipt = async () => {
    const row = await app.db
      .knex('tax_documents')
      .where({ consultation_id: shared.pending, kind: 'receipt' })
      .first('id');
    if (!row) throw new Error('the paid consultation has no receipt');
    return { id: row.id as string };
  };
  return {
    listDocuments: {
      object: receipt,
      call: () => ({ path: '/api/documents?pageSize=100' }),
      hidden: { id: (o: { id: string }) => o.id, sees: ['owner', 'expert', 'admin'] },
    },
    getDocument: {
      object: receipt,
      call: (o: { id: string }) => ({ path: `/api/documents/${o.id}` }),
    },
    getDocumentPdf: {
      object: receipt,
      call: (o: { id: string }) => ({ path: `/api/documents/${o.id}/pdf` }),
    },
  };
}
