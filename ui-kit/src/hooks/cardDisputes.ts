import type { components } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

/** A card dispute (chargeback) raised by the client's bank, with the money at stake and the evidence. */
export type CardDispute = components['schemas']['CardDispute'];

const OPEN_CARD_DISPUTES = queryKey('get', '/api/admin/card-disputes');

/** The open card disputes (not the clients' complaints of `useDisputes`), nearest evidence deadline first. */
export function useCardDisputes(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: OPEN_CARD_DISPUTES,
    queryFn: async () => unwrap(await client.GET('/api/admin/card-disputes')),
    enabled,
  });
}

/** Adds an admin's note to a card dispute's evidence and has it sent to the bank now. */
export function useSubmitCardDisputeEvidence() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ disputeId, note }: { disputeId: string; note: string }) =>
      unwrap(
        await client.POST('/api/admin/card-disputes/{disputeId}/submit', {
          params: { path: { disputeId } },
          body: { note },
        }),
      ),
    // Settled either way: a 409 means another admin or the timer sent it, which the list must show too.
    onSettled: () => queries.invalidateQueries({ queryKey: OPEN_CARD_DISPUTES }),
  });
}
