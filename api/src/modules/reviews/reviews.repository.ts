// The only code that writes reviews with knex; the expert's rating is kept in step in the same transaction.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors.js';
import {
  REVIEW_COLUMNS,
  refreshExpertRatings,
  type ReviewRow,
} from '../catalogue/catalogue.repository.js';

const UNIQUE_VIOLATION = '23505';
const ONE_REVIEW_PER_CONSULTATION = 'reviews_consultation_id_unique';

/** A review as the API shows it, with the user who owns the reviewed expert profile. */
export interface ReviewWithExpert extends ReviewRow {
  expert_user_id: string;
}

/** The columns of a new review of a consultation. */
export interface NewReview {
  consultation_id: string;
  client_id: string;
  expert_id: string;
  rating: number;
  comment: string | null;
  is_public: boolean;
}

export function reviewExists(): AppError {
  return AppError.conflict('review_exists', 'This consultation has already been reviewed');
}

/** A review by id with its reviewer's name and its expert's user, or undefined. */
export function findReview(knex: Knex, id: string): Promise<ReviewWithExpert | undefined> {
  return knex('reviews as r')
    .join('experts as e', 'e.id', 'r.expert_id')
    .leftJoin('users as u', 'u.id', 'r.client_id')
    .where('r.id', id)
    .first([...REVIEW_COLUMNS, 'e.user_id as expert_user_id']);
}

/**
 * Inserts the review and recomputes the expert's average rating and count, all or nothing. A second review of the
 * consultation, even one racing this one, meets the unique index and becomes 409 `review_exists`.
 */
export async function insertReview(knex: Knex, review: NewReview): Promise<string> {
  try {
    return await knex.transaction(async (trx) => {
      // Lock the expert first: under READ COMMITTED the recount of two reviews inserted at once would otherwise
      // each miss the other's row, and the later write would win with a count one short.
      await trx('experts').where({ id: review.expert_id }).forNoKeyUpdate().first('id');
      const [inserted] = await trx('reviews').insert(review).returning('id');
      await refreshExpertRatings(trx, [review.expert_id]);
      return inserted.id as string;
    });
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint === ONE_REVIEW_PER_CONSULTATION) {
      throw reviewExists();
    }
    throw error;
  }
}

/** Sets (or replaces) the expert's answer to a review. */
export async function updateExpertResponse(
  knex: Knex,
  id: string,
  response: string,
): Promise<void> {
  await knex('reviews')
    .where({ id })
    .update({ expert_response: response, responded_at: knex.fn.now() });
}
