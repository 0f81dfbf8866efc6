import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';
import { completedConsultation, signedInExpert } from './review-fixtures.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('POST /api/reviews/{id}/response', () => {
  async function reviewed() {
    const fixture = await completedConsultation(app);
    const response = await fixture.client.client.post('/api/reviews', {
      consultationId: fixture.id,
      comment: 'Very helpful',
    });
    return { ...fixture, reviewId: response.body.id as string };
  }

  const answerOf = async (reviewId: string) =>
    app.db.knex('reviews').where({ id: reviewId }).first('expert_response', 'responded_at');

  it('lets the reviewed expert answer, trimmed, and shows the answer publicly', async () => {
    const { expertUser, expert, reviewId } = await reviewed();

    const response = await expertUser.client.post(`/api/reviews/${reviewId}/response`, {
      response: '  Thank you!  ',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: reviewId,
      comment: 'Very helpful',
      expertResponse: 'Thank you!',
      reviewer: { firstName: 'Charlotte', lastInitial: 'N' },
    });
    expect(response.body.respondedAt).toEqual(expect.any(String));
    const publicReviews = await app.client().get(`/api/experts/${expert.id}/reviews`);
    expect(publicReviews.body.items[0]).toMatchObject({
      id: reviewId,
      expertResponse: 'Thank you!',
      respondedAt: response.body.respondedAt,
    });
  });

  it('replaces the answer when the expert answers again', async () => {
    const { expertUser, reviewId } = await reviewed();
    const first = await expertUser.client.post(`/api/reviews/${reviewId}/response`, {
      response: 'Thanks',
    });
    const second = await expertUser.client.post(`/api/reviews/${reviewId}/response`, {
      response: 'Thank you, good luck with the café!',
    });
    expect(second.status).toBe(200);
    expect(second.body.expertResponse).toBe('Thank you, good luck with the café!');
    expect(Date.parse(second.body.respondedAt)).toBeGreaterThanOrEqual(
      Date.parse(first.body.respondedAt),
    );
    expect(await answerOf(reviewId)).toMatchObject({
      expert_response: 'Thank you, good luck with the café!',
    });
  });

  it('lets no one else answer: not the client, another expert or an admin', async () => {
    const { client, reviewId } = await reviewed();
    const otherExpert = (await signedInExpert(app)).user;
    const admin = await createSignedInUser(app, { admin: true });
    for (const user of [client, otherExpert, admin]) {
      const response = await user.client.post(`/api/reviews/${reviewId}/response`, {
        response: 'Not mine to answer',
      });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('not_allowed');
    }
    expect(await answerOf(reviewId)).toEqual({ expert_response: null, responded_at: null });
  });

  it('needs a signed-in user', async () => {
    const { reviewId } = await reviewed();
    const response = await app
      .client()
      .post(`/api/reviews/${reviewId}/response`, { response: 'Thanks' });
    expect(response.status).toBe(401);
    expect(await answerOf(reviewId)).toEqual({ expert_response: null, responded_at: null });
  });

  it.each([randomUUID(), 'nope'])('answers 404 for the unknown review %s', async (reviewId) => {
    const { expertUser } = await reviewed();
    const response = await expertUser.client.post(`/api/reviews/${reviewId}/response`, {
      response: 'Thanks',
    });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('review_not_found');
  });

  it.each([
    ['an empty answer', { response: '' }, 'response'],
    ['a blank answer', { response: '   ' }, 'response'],
    ['an answer of 2001 characters', { response: 'x'.repeat(2001) }, 'response'],
    ['an answer that is not text', { response: 5 }, 'response'],
    ['no answer', {}, 'response'],
    ['an unknown field', { response: 'Thanks', signature: 'Ethan' }, 'signature'],
  ])('refuses %s with 400 and keeps the review as it was', async (_label, body, field) => {
    const { expertUser, reviewId } = await reviewed();
    const response = await expertUser.client.post(`/api/reviews/${reviewId}/response`, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.details)).toEqual([field]);
    expect(await answerOf(reviewId)).toEqual({ expert_response: null, responded_at: null });
  });

  it('refuses a body that is not JSON', async () => {
    const { expertUser, reviewId } = await reviewed();
    const response = await expertUser.client.request('POST', `/api/reviews/${reviewId}/response`, {
      rawBody: 'Thanks',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(await answerOf(reviewId)).toEqual({ expert_response: null, responded_at: null });
  });
});
