import type { Expert, operations } from '@expertbridge/sdk';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

/** Paging of the favourites list. */
export type FavoriteListParams = NonNullable<operations['listMyFavorites']['parameters']['query']>;
type ExpertPage = operations['listMyFavorites']['responses'][200]['content']['application/json'];
type FavoriteIds = operations['listMyFavoriteIds']['responses'][200]['content']['application/json'];

/** Every page of the favourites list, whatever its paging (home shows five, the dashboard a page). */
const FAVORITE_LISTS = ['get', '/api/me/favorites'] as const;
const FAVORITE_IDS = queryKey('get', '/api/me/favorites/ids');
const SET_FAVORITE = ['setFavorite'] as const;

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

/** The ids of all the signed-in user's favourites: whether each expert on screen is one. */
export function useFavoriteIds(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: FAVORITE_IDS,
    queryFn: async () => unwrap(await client.GET('/api/me/favorites/ids')),
    enabled,
    select: (data: FavoriteIds) => new Set(data.expertIds),
  });
}

/** Making an expert a favourite (true) or not (false). */
export interface FavoriteChange {
  expert: Expert;
  favorite: boolean;
}

/**
 * Shows the change in every cached favourites panel at once: the expert goes to the top of each first page
 * (the list is newest first) or leaves every page, and the totals follow. Returns how to undo it.
 */
function applyFavoriteChange(queries: QueryClient, { expert, favorite }: FavoriteChange) {
  const ids = queries.getQueryData<FavoriteIds>(FAVORITE_IDS);
  const lists = queries.getQueriesData<ExpertPage>({ queryKey: FAVORITE_LISTS, exact: false });
  const listed = lists.some(([, page]) => page?.items.some((item) => item.id === expert.id));
  const wasFavorite = ids ? ids.expertIds.includes(expert.id) : listed;
  if (wasFavorite === favorite) return () => undefined;

  if (ids) {
    const others = ids.expertIds.filter((id) => id !== expert.id);
    queries.setQueryData<FavoriteIds>(FAVORITE_IDS, {
      expertIds: favorite ? [expert.id, ...others] : others,
    });
  }
  for (const [key, page] of lists) {
    if (!page) continue;
    const others = page.items.filter((item) => item.id !== expert.id);
    const items =
      favorite && page.page === 1 ? [expert, ...others].slice(0, page.pageSize) : others;
    queries.setQueryData<ExpertPage>(key, {
      ...page,
      items,
      total: Math.max(0, page.total + (favorite ? 1 : -1)),
    });
  }
  return () => {
    queries.setQueryData(FAVORITE_IDS, ids);
    for (const [key, page] of lists) queries.setQueryData(key, page);
  };
}

/**
 * Adds or removes a favourite (both idempotent). Optimistic: every favourites panel and toggle shows the change
 * at once and goes back if the API refuses it; either way the lists are fetched again afterwards.
 */
export function useSetFavorite() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationKey: SET_FAVORITE,
    mutationFn: async ({ expert, favorite }: FavoriteChange): Promise<void> => {
      const path = { params: { path: { expertId: expert.id } } };
      unwrap(
        favorite
          ? await client.PUT('/api/me/favorites/{expertId}', path)
          : await client.DELETE('/api/me/favorites/{expertId}', path),
      );
    },
    onMutate: async (change) => {
      await Promise.all([
        queries.cancelQueries({ queryKey: FAVORITE_LISTS }),
        queries.cancelQueries({ queryKey: FAVORITE_IDS }),
      ]);
      return { undo: applyFavoriteChange(queries, change) };
    },
    onError: (_error, _change, context) => context?.undo(),
    // Only the last of several quick changes refetches: an earlier answer would undo the later ones on screen.
    onSettled: () =>
      queries.isMutating({ mutationKey: SET_FAVORITE }) > 1
        ? undefined
        : Promise.all([
            queries.invalidateQueries({ queryKey: FAVORITE_LISTS }),
            queries.invalidateQueries({ queryKey: FAVORITE_IDS }),
          ]),
  });
}
