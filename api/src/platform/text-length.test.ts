import { describe, expect, it } from 'vitest';
import {
  cancelSchema,
  disputeSchema,
  messageSchema,
} from '../modules/consultations/consultations.schemas.js';
import { createReviewSchema } from '../modules/reviews/reviews.schemas.js';
import { clipGraphemes, graphemeCount, lengthProblem } from './text.js';

const consultationId = '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b';

describe('length limits in characters as people see them (the kit counts the same way)', () => {
  it('counts an emoji, a flag, a ZWJ sequence and a letter with its accent as one each', () => {
    expect(graphemeCount('🦊🇳🇿👩‍💻e\u0301')).toBe(4);
  });

  it('quotes text back cut between characters, never inside one', () => {
    expect(clipGraphemes('a🦊🇳🇿', 2)).toBe('a🦊');
    expect(clipGraphemes(`${'x'.repeat(49)}🇳🇿tail`, 50)).toBe(`${'x'.repeat(49)}🇳🇿`);
    expect(clipGraphemes('short', 50)).toBe('short');
  });

  it('takes a chat message of 4000 emoji and refuses the 4001st', () => {
    expect(messageSchema.safeParse({ message: '🦊'.repeat(4000) }).success).toBe(true);
    const over = messageSchema.safeParse({ message: '🦊'.repeat(4001) });
    expect(over.error?.issues[0]?.message).toBe('Message must be at most 4000 characters');
  });

  it('counts a dispute and a cancellation reason the same way', () => {
    expect(disputeSchema.safeParse({ reason: '🦊'.repeat(2000) }).success).toBe(true);
    expect(disputeSchema.safeParse({ reason: '🦊'.repeat(2001) }).success).toBe(false);
    expect(cancelSchema.safeParse({ reason: '🦊'.repeat(1000) }).success).toBe(true);
    expect(cancelSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('still refuses what storage cannot hold, with a clear reason rather than a database error', () => {
    // One character as people see it, but seven code points each: past the database's length() ceiling.
    const families = '👨‍👩‍👧‍👦'.repeat(1000);
    expect(lengthProblem(families, 'Message', 4000)).toMatch(/too long to store/);
    const review = createReviewSchema.safeParse({ consultationId, comment: families });
    expect(review.error?.issues[0]?.message).toMatch(/Comment is too long to store/);
    expect(lengthProblem('a\u0301'.repeat(10), 'Name', 10, 40)).toBe(undefined);
    expect(lengthProblem('a\u0301'.repeat(11), 'Name', 10, 40)).toBe(
      'Name must be at most 10 characters',
    );
  });
});
