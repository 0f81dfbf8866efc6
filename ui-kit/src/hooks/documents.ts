import type { components, operations } from '@expertbridge/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
/** A receipt, credit note, commission invoice, payout statement or monthly statement as issued. */
export type TaxDocument = Schemas['TaxDocument'];
/** Which series a document belongs to. */
export type DocumentKind = Schemas['DocumentKind'];
/** Filters and paging of the documents list. */
export type DocumentListParams = NonNullable<operations['listDocuments']['parameters']['query']>;

/** One page of the documents the signed-in user may read, newest first (the API decides which). */
export function useDocuments(params: DocumentListParams = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/documents', params),
    queryFn: async () => unwrap(await client.GET('/api/documents', { params: { query: params } })),
    // The page stays on screen while the next one loads, so Next does not jump the layout.
    placeholderData: keepPreviousData,
  });
}
