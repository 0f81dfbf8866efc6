import type { components } from '@expertbridge/sdk';

/** A review with its reviewer's name, as the catalogue's list and the reviews module read it. */
export interface ReviewRow {
  id: string;
  rating: number;
  comment: string | null;
  expert_response: string | null;
  responded_at: Date | null;
  created_at: Date;
  /** Null when the client's account is gone. */
  first_name: string | null;
  last_name: string | null;
}

/** A review as the public sees it: the client's first name and last initial only. */
export function toReview(row: ReviewRow): components['schemas']['Review'] {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    expertResponse: row.expert_response,
    respondedAt: row.responded_at ? row.responded_at.toISOString() : null,
    reviewer:
      row.first_name === null
        ? { firstName: 'Former client', lastInitial: '' }
        : { firstName: row.first_name, lastInitial: Array.from(row.last_name ?? '')[0] ?? '' },
  };
}
