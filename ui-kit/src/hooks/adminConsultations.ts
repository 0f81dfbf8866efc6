import type { operations } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { ApiRequestError, unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

/** Open or resolved, and the page, of the disputes list. */
export type DisputeListParams = NonNullable<operations['listDisputes']['parameters']['query']>;

/** Paging of the e-mail outbox. */
export type OutboxListParams = NonNullable<operations['listEmailOutbox']['parameters']['query']>;

/** The overdue page refreshes its list every 30 seconds (part 2 §9). */
export const PENDING_CONFIRMATIONS_POLL_MS = 30_000;

const PENDING = queryKey('get', '/api/admin/pending-confirmations');

/** The platform's revenue from the ledger, per currency and by month. */
export function useAdminRevenue(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/revenue'),
    queryFn: async () => unwrap(await client.GET('/api/admin/revenue')),
    enabled,
  });
}

/** Consultations not completed 24 hours after their end, most overdue first; polled every 30 s. */
export function usePendingConfirmations(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: PENDING,
    queryFn: async () => unwrap(await client.GET('/api/admin/pending-confirmations')),
    enabled,
    // Signed out, or no longer an admin: asking again every 30 s would only be refused again.
    refetchInterval: (query) => {
      const { error } = query.state;
      const refused = error instanceof ApiRequestError && [401, 403].includes(error.status);
      return refused ? false : PENDING_CONFIRMATIONS_POLL_MS;
    },
  });
}

/** Reminds both parties to complete an overdue consultation; a blank message sends the default. */
export function useSendCompletionReminder() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ consultationId, message }: { consultationId: string; message?: string }) =>
      unwrap(
        await client.POST('/api/admin/send-completion-reminder/{consultationId}', {
          params: { path: { consultationId } },
          body: message?.trim() ? { message } : {},
        }),
      ),
    // The list shows when each was last reminded; the reminder is queued as e-mail.
    onSuccess: () =>
      Promise.all(
        [PENDING, ['get', '/api/admin/outbox']].map((key) =>
          queries.invalidateQueries({ queryKey: key }),
        ),
      ),
  });
}

/** Completes every consultation 7 or more days past its end; answers how many. */
export function useAutoCompleteOverdue() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/api/admin/auto-complete-overdue')),
    onSuccess: () =>
      Promise.all(
        [
          PENDING,
          ['get', '/api/admin/revenue'],
          ['get', '/api/consultations'],
          ['get', '/api/consultations/expert'],
          ['get', '/api/consultations/{id}'],
        ].map((key) => queries.invalidateQueries({ queryKey: key })),
      ),
  });
}

/** Disputed consultations: open ones oldest first, resolved ones newest first, with both counts. */
export function useDisputes(params: DisputeListParams = {}, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/disputes', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/admin/disputes', { params: { query: params } })),
    enabled,
  });
}

/** E-mails the platform has queued, newest first. */
export function useEmailOutbox(params: OutboxListParams = {}, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/admin/outbox', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/admin/outbox', { params: { query: params } })),
    enabled,
  });
}
