// The zod mirror of the documents' query (the contract's `listDocuments` parameters).
import { z } from 'zod';
import { enumParam, pageParams, uuidParam } from '../../platform/query-params.js';

export const DOCUMENT_KINDS = [
  'receipt',
  'credit_note',
  'commission_invoice',
  'payout_statement',
  'monthly_statement',
] as const;

export const documentsQuery = z.object({
  kind: enumParam(DOCUMENT_KINDS).optional(),
  consultationId: uuidParam.optional(),
  expertId: uuidParam.optional(),
  ...pageParams,
});

export type DocumentsQuery = z.output<typeof documentsQuery>;
