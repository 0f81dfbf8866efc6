import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DocumentKind, TaxDocument } from '../hooks/documents.js';
import { operationPattern } from './handlers.js';

// Tax documents of a client and of an expert, and an in-memory documents list that filters and pages them
// as the API does, for the documents stories and tests.

const aroha = {
  name: 'Aroha Ngata',
  businessName: null,
  address: '12 Queen Street\nTāmaki Makaurau Auckland 1010',
  taxNumberLabel: 'GST number' as const,
  taxNumber: '49-091-850',
  email: null,
};
const sam = {
  name: 'Sam Taylor',
  businessName: null,
  address: null,
  taxNumberLabel: null,
  taxNumber: null,
  email: null,
};
const platform = {
  name: 'ExpertBridge Limited',
  businessName: null,
  address: '1 Albert Street\nAuckland 1010',
  taxNumberLabel: 'GST number' as const,
  taxNumber: '123-456-785',
  email: null,
};
const consultationId = '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b';

const id = (n: number) => `7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a${String(n).padStart(2, '0')}`;

function document(
  n: number,
  kind: DocumentKind,
  fields: Partial<TaxDocument> & Pick<TaxDocument, 'number' | 'title' | 'total' | 'gst'>,
): TaxDocument {
  return {
    id: id(n),
    kind,
    issuedAt: '2026-11-24T02:15:00.000Z',
    currency: 'NZD',
    consultationId,
    refersTo: null,
    period: null,
    issuer: aroha,
    recipient: sam,
    lines: [
      {
        description: 'Tax advice: video consultation of 60 minutes',
        amount: fields.total,
        gst: fields.gst,
      },
    ],
    notes: [],
    pdfUrl: `/api/documents/${id(n)}/pdf`,
    ...fields,
  };
}

/** Sam's receipt for a NZ$230 consultation with a GST-registered Auckland expert. */
export const receipt = document(1, 'receipt', {
  number: 'RC-000042',
  title: 'Taxable supply information',
  total: 23000,
  gst: 3000,
  notes: ['The total includes GST of $30.00.'],
});

/** The credit note for half of it, refunded. */
export const creditNote = document(2, 'credit_note', {
  number: 'CN-000007',
  title: 'Credit note',
  issuedAt: '2026-11-25T20:00:00.000Z',
  total: 11500,
  gst: 1500,
  refersTo: { id: receipt.id, number: receipt.number },
});

/** A plain receipt from an expert not registered for GST, in Australian dollars. */
export const plainReceipt = document(3, 'receipt', {
  number: 'RC-000031',
  title: 'Receipt',
  issuedAt: '2026-10-02T03:00:00.000Z',
  currency: 'AUD',
  total: 8000,
  gst: 0,
  issuer: { ...aroha, name: 'Liam Nguyen', taxNumberLabel: null, taxNumber: null },
  notes: ['No GST is charged: the supplier is not registered for GST.'],
});

/** The client's three documents, newest first. */
export const clientDocuments: TaxDocument[] = [creditNote, receipt, plainReceipt];

/** The platform's tax invoice to Aroha for its commission on the NZ$230 consultation. */
export const commissionInvoice = document(4, 'commission_invoice', {
  number: 'CI-000019',
  title: 'Tax invoice',
  issuedAt: '2026-11-26T01:00:00.000Z',
  total: 3450,
  gst: 450,
  issuer: platform,
  recipient: aroha,
});

/** What Aroha was transferred for it. */
export const payoutStatement = document(5, 'payout_statement', {
  number: 'PS-000019',
  title: 'Payout statement',
  issuedAt: '2026-11-26T01:00:00.000Z',
  total: 19550,
  gst: 450,
  issuer: platform,
  recipient: aroha,
});

/** Aroha's statement for October. */
export const monthlyStatement = document(6, 'monthly_statement', {
  number: 'MS-000003',
  title: 'Monthly statement',
  issuedAt: '2026-11-01T11:00:00.000Z',
  consultationId: null,
  total: 45900,
  gst: 0,
  period: { start: '2026-10-01', end: '2026-10-31' },
  issuer: platform,
  recipient: aroha,
});

/** The expert's documents, newest first: their own and the receipts issued on their behalf. */
export const expertDocuments: TaxDocument[] = [
  commissionInvoice,
  payoutStatement,
  creditNote,
  receipt,
  monthlyStatement,
];

/** Twelve receipts, to page through. */
export const manyReceipts: TaxDocument[] = Array.from({ length: 12 }, (_, i) =>
  document(10 + i, 'receipt', {
    number: `RC-${String(100 - i).padStart(6, '0')}`,
    title: 'Taxable supply information',
    issuedAt: new Date(Date.UTC(2026, 10, 24 - i, 2)).toISOString(),
    total: 18000,
    gst: 2348,
  }),
);

/** `GET /api/documents` answered from these documents: filtered by `kind`, paged; `asked()` has each query. */
export function documentsApi(documents: TaxDocument[]) {
  const asked: URLSearchParams[] = [];
  const handlers = (): HttpHandler[] => [
    http.get(operationPattern('listDocuments'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const kind = query.get('kind');
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const matching = documents.filter((d) => !kind || d.kind === kind);
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
      });
    }),
  ];
  return {
    handlers,
    asked: () => asked,
    reset: () => {
      asked.length = 0;
    },
  };
}
