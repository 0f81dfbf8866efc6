import type { components, operations } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

type Schemas = components['schemas'];
/** Filters and paging of the applications list. */
export type ApplicationListParams = NonNullable<
  operations['listExpertApplications']['parameters']['query']
>;
/** One checklist item to record. */
export interface RecordCheckInput {
  id: string;
  item: Schemas['VerificationItem'];
  outcome: Schemas['VerificationOutcome'];
  note?: string;
}

/** Any decision or check changes both the list and the application itself. */
function useRefreshApplications() {
  const queries = useQueryClient();
  return () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: ['get', '/api/admin/applications'] }),
      queries.invalidateQueries({ queryKey: ['get', '/api/admin/applications/{id}'] }),
    ]);
}

/** One page of expert applications (pending by default), oldest first. */
export function useExpertApplications(params: ApplicationListParams = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/applications', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/admin/applications', { params: { query: params } })),
  });
}

/** One application with its verification checklist. */
export function useExpertApplication(id: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/applications/{id}', { id }),
    queryFn: async () =>
      unwrap(
        await client.GET('/api/admin/applications/{id}', { params: { path: { id: id ?? '' } } }),
      ),
    enabled: Boolean(id),
  });
}

/** Records one checklist item (who, outcome, when); recording again replaces it. */
export function useRecordVerificationCheck() {
  const client = useApiClient();
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: async ({ id, item, outcome, note }: RecordCheckInput) =>
      unwrap(
        await client.PUT('/api/admin/applications/{id}/checks/{item}', {
          params: { path: { id, item } },
          body: note ? { outcome, note } : { outcome },
        }),
      ),
    onSuccess: refresh,
  });
}

/** Approves an application; the checklist must be complete. */
export function useApproveApplication() {
  const client = useApiClient();
  const queries = useQueryClient();
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & Schemas['ApproveApplicationRequest']) =>
      unwrap(
        await client.POST('/api/admin/applications/{id}/approve', {
          params: { path: { id } },
          body,
        }),
      ),
    // An approved expert joins the directory.
    onSuccess: () =>
      Promise.all([refresh(), queries.invalidateQueries({ queryKey: ['get', '/api/experts'] })]),
  });
}

/** Rejects an application with a reason. */
export function useRejectApplication() {
  const client = useApiClient();
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        await client.POST('/api/admin/applications/{id}/reject', {
          params: { path: { id } },
          body: { reason },
        }),
      ),
    onSuccess: refresh,
  });
}
