import type { components } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contractRequestExample } from '../../../test/onboarding/fixtures.js';
import { createReviewSchema, reviewResponseSchema } from './reviews.schemas.js';

type Schemas = components['schemas'];
const consultationId = '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b';

describe('review request schemas', () => {
  it('accept what the contract allows and give what it describes (checked by the type checker)', () => {
    expectTypeOf<Schemas['CreateReviewRequest']>().toExtend<z.input<typeof createReviewSchema>>();
    expectTypeOf<z.output<typeof createReviewSchema>>().toExtend<Schemas['CreateReviewRequest']>();
    expectTypeOf<Schemas['ReviewResponseRequest']>().toEqualTypeOf<
      z.input<typeof reviewResponseSchema>
    >();
  });

  it('accept the request examples of the contract', () => {
    expect(createReviewSchema.parse(contractRequestExample('/api/reviews', 'post'))).toMatchObject({
      rating: 5,
      isPublic: true,
    });
    const response = contractRequestExample('/api/reviews/{id}/response', 'post');
    expect(reviewResponseSchema.safeParse(response).error).toBe(undefined);
  });

  it('fill in a rating of 5, a public review and no comment', () => {
    expect(createReviewSchema.parse({ consultationId })).toEqual({
      consultationId,
      rating: 5,
      comment: null,
      isPublic: true,
    });
  });

  it('trim a comment and treat a blank one as none', () => {
    expect(createReviewSchema.parse({ consultationId, comment: '  Good.  ' }).comment).toBe(
      'Good.',
    );
    expect(createReviewSchema.parse({ consultationId, comment: '   ' }).comment).toBe(null);
  });

  it('count characters, not UTF-16 units, as the contract and the database do', () => {
    const emoji = '😀'.repeat(2000);
    expect(createReviewSchema.parse({ consultationId, comment: emoji }).comment).toBe(emoji);
    expect(createReviewSchema.safeParse({ consultationId, comment: `${emoji}😀` }).success).toBe(
      false,
    );
    expect(reviewResponseSchema.safeParse({ response: emoji }).success).toBe(true);
  });

  it('refuse text PostgreSQL cannot store', () => {
    expect(createReviewSchema.safeParse({ consultationId, comment: 'a\u0000b' }).success).toBe(
      false,
    );
    expect(reviewResponseSchema.safeParse({ response: 'a\u0000b' }).success).toBe(false);
  });
});
