import type { components, Review } from '@expertbridge/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { CONSULTATION } from './consultationCache.js';

type Schemas = components['schemas'];
type ReviewRequest = Schemas['CreateReviewRequest'];
/** A review to send; rating and visibility take the spec's defaults (5, public) when left out. */
export type NewReview = Omit<ReviewRequest, 'rating' | 'isPublic'> &
  Partial<Pick<ReviewRequest, 'rating' | 'isPublic'>>;

/** The spec's defaults for a review (part 2 §5). */
export const REVIEW_DEFAULTS = { rating: 5, isPublic: true } as const;

/** A review changes the expert's rating, count and review list, and the reviewed consultation. */
function useRefreshReviews() {
  const queries = useQueryClient();
  return (consultationId?: string) =>
    Promise.all(
      [
        ['get', '/api/experts'],
        ['get', '/api/experts/{id}'],
        ['get', '/api/experts/{id}/reviews'],
        ['get', '/api/dashboard/summary'],
        ...(consultationId ? [['get', CONSULTATION, { id: consultationId }]] : []),
      ].map((queryKey) => queries.invalidateQueries({ queryKey })),
    );
}

/** The client reviews a completed consultation (rating 1–5, default 5; public by default). */
export function useCreateReview() {
  const client = useApiClient();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: async (review: NewReview): Promise<Review> =>
      unwrap(await client.POST('/api/reviews', { body: { ...REVIEW_DEFAULTS, ...review } })),
    onSuccess: (_review, { consultationId }) => refresh(consultationId),
  });
}

/** The reviewed expert answers a review; answering again replaces the answer. */
export function useRespondToReview() {
  const client = useApiClient();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: async ({ id, response }: { id: string; response: string }): Promise<Review> =>
      unwrap(
        await client.POST('/api/reviews/{id}/response', {
          params: { path: { id } },
          body: { response },
        }),
      ),
    onSuccess: () => refresh(),
  });
}
