// The only code that writes reviews; the expert's rating is kept in step in the same transaction.
import type { Knex } from 'knex';
import { databaseErrorFields } from '../../platform/database-errors.js';
import { AppError } from '../../platform/errors.js';
import { refreshExpertRatings } from '../catalogue/expert.records.js';
import type { ReviewRow } from '../catalogue/review-view.js';
import { findConsultation } from '../consultations/consultation.records.js';
import type { ConsultationRow } from '../consultations/consultation-row.js';
import { ReviewModel } from './review.model.js';

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

/** Reviews, and the consultations they are written about. */
export function createReviewsRepository(knex: Knex) {
  return {
    /** The consultation a review would be about (consultation.records), or undefined. */
    findConsultation(id: string): Promise<ConsultationRow | undefined> {
      return findConsultation(knex, id);
    },

    /** A review by id with its reviewer's name and its expert's user, or undefined. */
    async findReview(id: string): Promise<ReviewWithExpert | undefined> {
      const review = await ReviewModel.query(knex)
        .findById(id)
        .withGraphJoined('[client(name), expert(owner)]')
        .modifiers({
          name: (query) => query.select('id', 'first_name', 'last_name'),
          owner: (query) => query.select('id', 'user_id'),
        });
      if (!review?.expert) return undefined;
      return {
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        expert_response: review.expert_response,
        responded_at: review.responded_at,
        created_at: review.created_at,
        first_name: review.client?.first_name ?? null,
        last_name: review.client?.last_name ?? null,
        expert_user_id: review.expert.user_id,
      };
    },

    /**
     * Inserts the review and recomputes the expert's average rating and count, all or nothing. A second review of
     * the consultation, even one racing this one, meets the unique index and becomes 409 `review_exists`.
     */
    async insertReview(review: NewReview): Promise<string> {
      try {
        return await knex.transaction(async (trx) => {
          // Lock the expert first: under READ COMMITTED the recount of two reviews inserted at once would otherwise
          // each miss the other's row, and the later write would win with a count one short.
          await trx('experts').where({ id: review.expert_id }).forNoKeyUpdate().first('id');
          const inserted = await ReviewModel.query(trx).insert(review);
          await refreshExpertRatings(trx, [review.expert_id]);
          return inserted.id;
        });
      } catch (error) {
        const { code, constraint } = databaseErrorFields(error);
        if (code === UNIQUE_VIOLATION && constraint === ONE_REVIEW_PER_CONSULTATION) {
          throw reviewExists();
        }
        throw error;
      }
    },

    /** Sets (or replaces) the expert's answer to a review. */
    async updateExpertResponse(id: string, response: string): Promise<void> {
      await ReviewModel.query(knex)
        .findById(id)
        .patch({ expert_response: response, responded_at: knex.fn.now() });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
