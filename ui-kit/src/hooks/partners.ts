import type { components } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
export type Partner = Schemas['Partner'];
export type PartnerCredentials = Schemas['PartnerCredentials'];
export type PartnerReport = Schemas['PartnerReport'];

/** Every change to a partner refreshes the list and that partner's report. */
function useRefreshPartners() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ['get', '/api/admin/partners'] });
}

/** Every partner firm, newest first (admins only). */
export function usePartners() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/partners'),
    queryFn: async () => unwrap(await client.GET('/api/admin/partners')),
  });
}

/** A partner's bookings and their value, in total and by month. */
export function usePartnerReport(partnerId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/partners/{partnerId}/report', { partnerId }),
    queryFn: async () =>
      unwrap(
        await client.GET('/api/admin/partners/{partnerId}/report', {
          params: { path: { partnerId: partnerId ?? '' } },
        }),
      ),
    enabled: Boolean(partnerId),
  });
}

/** Registers a partner; the answer carries its secret keys, shown this once. */
export function useCreatePartner() {
  const client = useApiClient();
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: async (body: Schemas['CreatePartnerRequest']) =>
      unwrap(await client.POST('/api/admin/partners', { body })),
    onSuccess: refresh,
  });
}

/** Renames, changes origins or webhook, disables or enables a partner. */
export function useUpdatePartner() {
  const client = useApiClient();
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: async ({ id, ...body }: Schemas['UpdatePartnerRequest'] & { id: string }) =>
      unwrap(
        await client.PATCH('/api/admin/partners/{partnerId}', {
          params: { path: { partnerId: id } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

/** New keys for a partner; the old ones stop working at once. */
export function useRotatePartnerKeys() {
  const client = useApiClient();
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await client.POST('/api/admin/partners/{partnerId}/rotate-keys', {
          params: { path: { partnerId: id } },
        }),
      ),
    onSuccess: refresh,
  });
}
