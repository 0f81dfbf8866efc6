import type { operations } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

/** Unread only, and paging, of the notification list. */
export type NotificationListParams = NonNullable<
  operations['listNotifications']['parameters']['query']
>;

const NOTIFICATIONS = ['get', '/api/notifications'] as const;

/** The signed-in user's in-app notifications, newest first, with the unread count. */
export function useNotifications(params: NotificationListParams = {}, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/notifications', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/notifications', { params: { query: params } })),
    enabled,
  });
}

/** Marks one notification read. */
export function useMarkNotificationRead() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await client.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: NOTIFICATIONS }),
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/api/notifications/read-all')),
    onSuccess: () => queries.invalidateQueries({ queryKey: NOTIFICATIONS }),
  });
}
