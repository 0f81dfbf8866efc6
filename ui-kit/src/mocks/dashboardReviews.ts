import type { Review } from '@expertbridge/sdk';
import { http, HttpResponse } from 'msw';
import {
  hoursFromNow,
  operationPattern,
  pageOf,
  record,
  type RecordedRequest,
  type Store,
} from './dashboard.js';
import { exampleResponse } from './examples.js';

// An expert's reviews for the dashboard, built from the contract's review example.

const review = exampleResponse('respondToReview', 200);

/** Six reviews of the signed-in expert, newest first: with and without comments and answers. */
export function expertReviews(): Review[] {
  const at = (days: number) => hoursFromNow(-24 * days);
  return [
    {
      ...review,
      id: `${review.id.slice(0, -2)}01`,
      rating: 5,
      comment: 'Sorted my provisional tax in one session. Very clear.',
      createdAt: at(2),
      expertResponse: null,
      respondedAt: null,
      reviewer: { firstName: 'Sam', lastInitial: 'K' },
    },
    {
      ...review,
      id: `${review.id.slice(0, -2)}02`,
      rating: 4,
      comment: 'Helpful, though we ran a little over time.',
      createdAt: at(6),
      expertResponse: 'Thanks Aroha, I will keep a closer eye on the clock.',
      respondedAt: at(5),
      reviewer: { firstName: 'Aroha', lastInitial: 'W' },
    },
    {
      ...review,
      id: `${review.id.slice(0, -2)}03`,
      rating: 5,
      comment: null,
      createdAt: at(12),
      expertResponse: null,
      respondedAt: null,
      reviewer: { firstName: 'Jack', lastInitial: 'T' },
    },
    { ...review, createdAt: at(20), respondedAt: at(19) },
    {
      ...review,
      id: `${review.id.slice(0, -2)}05`,
      rating: 3,
      comment: 'Good advice but I expected more detail on trusts.',
      createdAt: at(40),
      expertResponse: null,
      respondedAt: null,
      reviewer: { firstName: 'Mere', lastInitial: 'T' },
    },
    {
      ...review,
      id: `${review.id.slice(0, -2)}06`,
      rating: 5,
      comment: 'Excellent.',
      createdAt: at(60),
      expertResponse: null,
      respondedAt: null,
      reviewer: { firstName: 'Liam', lastInitial: 'B' },
    },
  ];
}

/** An expert's reviews list (paged, newest first) and answering a review, over one in-memory set. */
export function reviewStore(initial: () => Review[] = expertReviews): Store {
  let items = initial();
  const requests: RecordedRequest[] = [];
  return {
    handlers: [
      http.get(operationPattern('listExpertReviews'), async ({ request }) => {
        const url = await record(requests, request);
        return HttpResponse.json(pageOf(items, url));
      }),
      http.post(operationPattern('respondToReview'), async ({ request, params }) => {
        await record(requests, request);
        const { response } = (await request.json()) as { response: string };
        const found = items.find((r) => r.id === params.id);
        if (!found)
          return HttpResponse.json(exampleResponse('respondToReview', 404), { status: 404 });
        const answered = {
          ...found,
          expertResponse: response,
          respondedAt: new Date().toISOString(),
        };
        items = items.map((r) => (r.id === found.id ? answered : r));
        return HttpResponse.json(answered);
      }),
    ],
    requests,
    reset() {
      items = initial();
      requests.length = 0;
    },
  };
}
