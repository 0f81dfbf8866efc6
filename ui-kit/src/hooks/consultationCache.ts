import type { components, ExpertBridgeClient } from '@expertbridge/sdk';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { queryKey } from '../api/keys.js';

type Consultation = components['schemas']['Consultation'];

/** The paths a consultation's detail and an expert's free times are cached under. */
export const CONSULTATION = '/api/consultations/{id}';
export const AVAILABILITY = '/api/experts/{id}/availability';

/**
 * A call that answers a consultation in its new state. The answer becomes the consultation's detail;
 * the lists, the dashboard figures and the expert's free times (a cancellation or a move frees a slot)
 * are refetched, and so is anything named in `alsoRefresh`.
 */
export function useConsultationAction<V>(
  send: (client: ExpertBridgeClient, variables: V) => Promise<Consultation>,
  alsoRefresh: QueryKey[] = [],
) {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(client, variables),
    onSuccess: (consultation) => {
      queries.setQueryData(queryKey('get', CONSULTATION, { id: consultation.id }), consultation);
      const stale: QueryKey[] = [
        ['get', '/api/consultations'],
        ['get', '/api/consultations/expert'],
        ['get', '/api/dashboard/summary'],
        ['get', AVAILABILITY, { id: consultation.expertId }],
        ...alsoRefresh,
      ];
      return Promise.all(stale.map((queryKey) => queries.invalidateQueries({ queryKey })));
    },
  });
}
