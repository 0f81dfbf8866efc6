import type { components } from '@expertbridge/sdk';
import { AppError, type ErrorDetails } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';
import { toReview } from '../catalogue/review-view.js';
import { consultationNotFound, partOf } from '../consultations/consultations.service.js';
import { reviewExists, type ReviewsRepository } from './reviews.repository.js';
import type { CreateReviewInput } from './reviews.schemas.js';

type Review = components['schemas']['Review'];

export function reviewNotFound(): AppError {
  return AppError.notFound('Review not found', 'review_not_found');
}

/** The ids the request names that differ from the consultation's, by field. */
function mismatches(
  input: CreateReviewInput,
  consultation: { client_id: string; expert_id: string },
): ErrorDetails {
  const details: ErrorDetails = {};
  if (input.clientId !== undefined && input.clientId !== consultation.client_id) {
    details.clientId = "Must be the consultation's client";
  }
  if (input.expertId !== undefined && input.expertId !== consultation.expert_id) {
    details.expertId = "Must be the consultation's expert";
  }
  return details;
}

/** Clients review their completed consultations; experts answer the reviews of their profile. */
export function createReviewsService(deps: { repository: ReviewsRepository }) {
  const { repository } = deps;

  async function view(id: string): Promise<Review> {
    const row = await repository.findReview(id);
    if (!row) throw reviewNotFound();
    return toReview(row);
  }

  return {
    /**
     * The client reviews a completed consultation, once. Not a party is 404 (as for the consultation itself), the
     * expert or an admin 403; the expert's rating and count change with the review.
     */
    async create(user: SessionUser, input: CreateReviewInput): Promise<Review> {
      const consultation = await repository.findConsultation(input.consultationId);
      const part = consultation && partOf(consultation, user);
      if (!consultation || !part) throw consultationNotFound();
      if (part !== 'client') {
        throw AppError.forbidden('Only the client can review a consultation', 'not_allowed');
      }
      const details = mismatches(input, consultation);
      if (Object.keys(details).length > 0) {
        throw AppError.badRequest(
          'validation_failed',
          'The review does not match the consultation',
          details,
        );
      }
      if (consultation.status !== 'completed') {
        throw AppError.conflict('invalid_state', 'Only a completed consultation can be reviewed');
      }
      if (consultation.review_id) throw reviewExists();
      const id = await repository.insertReview({
        consultation_id: consultation.id,
        client_id: consultation.client_id,
        expert_id: consultation.expert_id,
        rating: input.rating,
        comment: input.comment,
        is_public: input.isPublic,
      });
      return view(id);
    },

    /** The reviewed expert answers a review; answering again replaces the answer. */
    async respond(user: SessionUser, reviewId: string, response: string): Promise<Review> {
      const review = await repository.findReview(reviewId);
      if (!review) throw reviewNotFound();
      if (review.expert_user_id !== user.id) {
        throw AppError.forbidden('Only the reviewed expert can answer this review', 'not_allowed');
      }
      await repository.updateExpertResponse(reviewId, response);
      return view(reviewId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
