import type { operations } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

/** Paging of the favourites list. */
export type FavoriteListParams = NonNullable<operations['listMyFavorites']['parameters']['query']>;

const FAVORITES = ['get', '/api/me/favorites'] as const;

/** The signed-in user's favourite experts, most recently added first. */
export function useFavorites(params: FavoriteListParams = {}, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/me/favorites', params),
    queryFn: async () =>
      unwrap(await client.GET('/api/me/favorites', { params: { query: params } })),
    enabled,
  });
}

/** Adds an expert to the favourites (idempotent). */
export function useAddFavorite() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (expertId: string) =>
      unwrap(await client.PUT('/api/me/favorites/{expertId}', { params: { path: { expertId } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: FAVORITES }),
  });
}

/** Removes an expert from the favourites (idempotent). */
export function useRemoveFavorite() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (expertId: string) =>
      unwrap(
        await client.DELETE('/api/me/favorites/{expertId}', { params: { path: { expertId } } }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: FAVORITES }),
  });
}
