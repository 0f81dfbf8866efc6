import type { operations } from '@expertbridge/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';

/** Query parameters of the expert directory (search, category, location, country, language, price, sort). */
export type ExpertListParams = NonNullable<operations['listExperts']['parameters']['query']>;
/** Paging of an expert's reviews. */
export type ReviewListParams = NonNullable<operations['listExpertReviews']['parameters']['query']>;

/** The spec caches the expert list for 10 minutes (part 1 §7, §9). */
export const EXPERT_LIST_CACHE_MS = 10 * 60 * 1000;

/** All categories, in display order. */
export function useCategories() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/categories'),
    queryFn: async () => unwrap(await client.GET('/api/categories')),
  });
}

/** One page of the expert directory for the given filters. */
export function useExperts(params: ExpertListParams = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/experts', params),
    queryFn: async () => unwrap(await client.GET('/api/experts', { params: { query: params } })),
    staleTime: EXPERT_LIST_CACHE_MS,
    gcTime: EXPERT_LIST_CACHE_MS,
  });
}

/** One expert; only requested when an id is given. */
export function useExpert(id: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/experts/{id}', { id }),
    queryFn: async () =>
      unwrap(await client.GET('/api/experts/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: Boolean(id),
  });
}

/** One page of an expert's public reviews, newest first. */
export function useExpertReviews(id: string | undefined, params: ReviewListParams = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/experts/{id}/reviews', { id, ...params }),
    queryFn: async () =>
      unwrap(
        await client.GET('/api/experts/{id}/reviews', {
          params: { path: { id: id ?? '' }, query: params },
        }),
      ),
    enabled: Boolean(id),
  });
}
