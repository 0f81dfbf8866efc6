import type { components } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
/** An expert's tax details as the supplier of their consultations (as saved: the number formatted). */
export type ExpertTaxDetails = Schemas['ExpertTaxDetails'];
/** What an expert sends to replace their tax details. */
export type ExpertTaxDetailsInput = Schemas['ExpertTaxDetailsInput'];
/** What a client wants on their receipts (every field null while none were saved). */
export type ClientTaxDetails = Schemas['ClientTaxDetails'];
/** What a client sends to replace (or, all null, clear) their tax details. */
export type ClientTaxDetailsInput = Schemas['ClientTaxDetailsInput'];

const EXPERT = queryKey('get', '/api/experts/me/tax-details');
const CLIENT = queryKey('get', '/api/me/tax-details');

/** The signed-in expert's tax details, null until saved (404 without an expert profile). */
export function useMyExpertTaxDetails(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: EXPERT,
    queryFn: async () => unwrap(await client.GET('/api/experts/me/tax-details')) ?? null,
    enabled,
  });
}

/** Replaces the signed-in expert's tax details; the answer becomes the cached details. */
export function useUpdateMyExpertTaxDetails() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExpertTaxDetailsInput) =>
      unwrap(await client.PUT('/api/experts/me/tax-details', { body })),
    onSuccess: (details) => queries.setQueryData(EXPERT, details),
  });
}

/** The signed-in user's tax details as a client. */
export function useMyTaxDetails(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: CLIENT,
    queryFn: async () => unwrap(await client.GET('/api/me/tax-details')),
    enabled,
  });
}

/** Replaces the signed-in user's tax details as a client; the answer becomes the cached details. */
export function useUpdateMyTaxDetails() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientTaxDetailsInput) =>
      unwrap(await client.PUT('/api/me/tax-details', { body })),
    onSuccess: (details) => queries.setQueryData(CLIENT, details),
  });
}
