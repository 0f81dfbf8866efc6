// zod at the edge for the review endpoints; mirrors openapi.yaml (CreateReviewRequest, ReviewResponseRequest).
import { z } from 'zod';
import { uuidParam } from '../../platform/query-params.js';
import { withinLength } from '../../platform/text.js';
import { withoutNul } from '../../platform/text.js';

const MAX_TEXT = 2000;

/** Trimmed text of at most 2000 characters without NUL (PostgreSQL refuses NUL in text). */
const reviewText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(withoutNul, `${label} must not contain NUL characters`)
    .superRefine(withinLength(label, MAX_TEXT));

const RATING = 'Rating must be a whole number from 1 to 5';

export const createReviewSchema = z.object(
  {
    consultationId: uuidParam,
    clientId: uuidParam.optional(),
    expertId: uuidParam.optional(),
    rating: z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING).default(5),
    // A blank comment is no comment.
    comment: z
      .union([reviewText('Comment'), z.null()], { error: 'Comment must be text or null' })
      .optional()
      .transform((value) => value || null),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
  },
  { error: 'Send the review as a JSON object' },
);
export type CreateReviewInput = z.output<typeof createReviewSchema>;

export const reviewResponseSchema = z.strictObject(
  { response: reviewText('Response').refine((text) => text !== '', 'Response is required') },
  { error: 'Send the response as a JSON object' },
);
