import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewsRepository } from '../../src/modules/reviews/reviews.repository.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestResponse } from '../helpers/test-client.js';
import { createSignedInUser } from '../helpers/users.js';
import * as fixtures from './review-fixtures.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const signedInExpert = () => fixtures.signedInExpert(app);
const consultation = (expert: ExpertRow, status?: string) =>
  fixtures.consultation(app, expert, status);
const completedConsultation = () => fixtures.completedConsultation(app);

/** What the database holds for an expert's rating, as the directory reads it. */
async function ratingOf(expertId: string) {
  return app.db.knex('experts').where({ id: expertId }).first('average_rating', 'total_reviews');
}

function reviewsOf(consultationId: string) {
  return app.db.knex('reviews').where({ consultation_id: consultationId });
}

/** The contract's refusal, with no review written and the expert's rating untouched. */
async function expectRefused(
  response: TestResponse,
  [status, code]: [number, string],
  { id, expert }: { id: string; expert: ExpertRow },
) {
  expect(response.status).toBe(status);
  expect(response.body.error.code).toBe(code);
  expect(await reviewsOf(id)).toEqual([]);
  expect(await ratingOf(expert.id)).toEqual({ average_rating: '0.00', total_reviews: 0 });
}

describe('POST /api/reviews', () => {
  it("publishes a five-star public review by default and updates the expert's rating", async () => {
    const { client, expert, id } = await completedConsultation();

    const response = await client.client.post('/api/reviews', { consultationId: id });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      rating: 5,
      comment: null,
      expertResponse: null,
      respondedAt: null,
      reviewer: { firstName: 'Charlotte', lastInitial: 'N' },
    });
    expect(await reviewsOf(id)).toMatchObject([
      {
        id: response.body.id,
        client_id: client.id,
        expert_id: expert.id,
        rating: 5,
        is_public: true,
      },
    ]);
    expect(await ratingOf(expert.id)).toEqual({ average_rating: '5.00', total_reviews: 1 });
    const listed = await app.client().get(`/api/experts/${expert.id}`);
    expect(listed.body).toMatchObject({ averageRating: 5, totalReviews: 1 });
    const publicReviews = await app.client().get(`/api/experts/${expert.id}/reviews`);
    expect(publicReviews.body.items.map((item: { id: string }) => item.id)).toEqual([
      response.body.id,
    ]);
    const booked = await client.client.get(`/api/consultations/${id}`);
    expect(booked.body.review).toEqual(response.body);
  });

  it('counts a private review in the rating, hides it from the public list and shows it to the expert', async () => {
    const { expertUser, expert, client, id } = await completedConsultation();
    const second = await consultation(expert);

    const open = await client.client.post('/api/reviews', {
      consultationId: id,
      rating: 4,
      comment: '  Clear and practical.  ',
    });
    const hidden = await second.client.client.post('/api/reviews', {
      consultationId: second.id,
      rating: 1,
      isPublic: false,
    });

    expect([open.status, hidden.status]).toEqual([201, 201]);
    expect(open.body.comment).toBe('Clear and practical.');
    expect(await ratingOf(expert.id)).toEqual({ average_rating: '2.50', total_reviews: 2 });
    const listed = await app.client().get(`/api/experts/${expert.id}`);
    expect(listed.body).toMatchObject({ averageRating: 2.5, totalReviews: 2 });
    const publicReviews = await app.client().get(`/api/experts/${expert.id}/reviews`);
    expect(publicReviews.body).toMatchObject({ total: 1, items: [{ id: open.body.id }] });
    const dashboard = await expertUser.client.get('/api/consultations/expert?status=completed');
    const reviewIds = dashboard.body.items.map(
      (item: { review: { id: string } }) => item.review.id,
    );
    expect(reviewIds.sort()).toEqual([open.body.id, hidden.body.id].sort());
  });

  it('accepts the matching client and expert ids and ignores fields the contract does not name', async () => {
    const { client, expert, id } = await completedConsultation();
    const response = await client.client.post('/api/reviews', {
      consultationId: id,
      clientId: client.id,
      expertId: expert.id,
      rating: 3,
      nickname: 'ignored',
    });
    expect(response.status).toBe(201);
    expect((await reviewsOf(id))[0]).toMatchObject({ rating: 3 });
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a rating of 4.5', { rating: 4.5 }, 'rating'],
    ['a rating as a string', { rating: '5' }, 'rating'],
    ['a null rating', { rating: null }, 'rating'],
    ['a comment of 2001 characters', { comment: 'x'.repeat(2001) }, 'comment'],
    ['a comment that is a number', { comment: 42 }, 'comment'],
    ['a comment with NUL', { comment: 'a\u0000b' }, 'comment'],
    ['isPublic as a string', { isPublic: 'yes' }, 'isPublic'],
    ['a consultation id that is not a UUID', { consultationId: 'nope' }, 'consultationId'],
    ['no consultation id', { consultationId: undefined }, 'consultationId'],
    ['a client id that is not a UUID', { clientId: 'nope' }, 'clientId'],
    ['an expert id that is not a UUID', { expertId: 'nope' }, 'expertId'],
  ])('refuses %s with 400 and writes nothing', async (_label, change, field) => {
    const fixture = await completedConsultation();
    const response = await fixture.client.client.post('/api/reviews', {
      consultationId: fixture.id,
      ...change,
    });
    await expectRefused(response, [400, 'validation_failed'], fixture);
    expect(Object.keys(response.body.error.details)).toEqual([field]);
  });

  it('accepts a comment of exactly 2000 characters', async () => {
    const { client, id } = await completedConsultation();
    const comment = 'x'.repeat(2000);
    const response = await client.client.post('/api/reviews', { consultationId: id, comment });
    expect(response.status).toBe(201);
    expect(response.body.comment).toBe(comment);
  });

  it('refuses client and expert ids that are not those of the consultation', async () => {
    const fixture = await completedConsultation();
    const response = await fixture.client.client.post('/api/reviews', {
      consultationId: fixture.id,
      clientId: randomUUID(),
      expertId: randomUUID(),
    });
    await expectRefused(response, [400, 'validation_failed'], fixture);
    expect(response.body.error.details).toEqual({
      clientId: "Must be the consultation's client",
      expertId: "Must be the consultation's expert",
    });
  });

  it.each([
    ['text', 'rating=5', 'text/plain', 415, 'unsupported_media_type'],
    ['a form', 'rating=5', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
    ['broken JSON', '{"consultationId":', 'application/json', 400, 'invalid_json'],
    ['a JSON array', '[]', 'application/json', 400, 'validation_failed'],
  ])('refuses a body of %s', async (_label, raw, type, status, code) => {
    const fixture = await completedConsultation();
    const response = await fixture.client.client.request('POST', '/api/reviews', {
      rawBody: raw,
      headers: { 'Content-Type': type },
    });
    await expectRefused(response, [status, code], fixture);
  });

  it('needs a signed-in user', async () => {
    const fixture = await completedConsultation();
    const response = await app.client().post('/api/reviews', { consultationId: fixture.id });
    await expectRefused(response, [401, 'unauthenticated'], fixture);
  });

  it('hides the consultation from anyone who is not a party', async () => {
    const fixture = await completedConsultation();
    const stranger = await createSignedInUser(app);
    const response = await stranger.client.post('/api/reviews', { consultationId: fixture.id });
    await expectRefused(response, [404, 'consultation_not_found'], fixture);
  });

  it('lets neither the expert nor an admin review it', async () => {
    const fixture = await completedConsultation();
    const admin = await createSignedInUser(app, { admin: true });
    for (const user of [fixture.expertUser, admin]) {
      const response = await user.client.post('/api/reviews', { consultationId: fixture.id });
      await expectRefused(response, [403, 'not_allowed'], fixture);
    }
  });

  it('answers 404 for an unknown consultation', async () => {
    const client = await createSignedInUser(app);
    const response = await client.client.post('/api/reviews', { consultationId: randomUUID() });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('consultation_not_found');
  });

  it.each(['pending_payment', 'pending', 'confirmed', 'in_progress', 'cancelled'])(
    'refuses to review a consultation that is %s',
    async (status) => {
      const { expert } = await signedInExpert();
      const { client, id } = await consultation(expert, status);
      const response = await client.client.post('/api/reviews', { consultationId: id });
      await expectRefused(response, [409, 'invalid_state'], { id, expert });
    },
  );

  it('takes one review per consultation and keeps the first', async () => {
    const { client, expert, id } = await completedConsultation();
    const first = await client.client.post('/api/reviews', {
      consultationId: id,
      rating: 4,
      comment: 'Good',
    });
    expect(first.status).toBe(201);

    const again = await client.client.post('/api/reviews', { consultationId: id, rating: 1 });

    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('review_exists');
    expect(await reviewsOf(id)).toMatchObject([{ id: first.body.id, rating: 4, comment: 'Good' }]);
    expect(await ratingOf(expert.id)).toEqual({ average_rating: '4.00', total_reviews: 1 });
  });

  it('lets exactly one of two simultaneous submissions through', async () => {
    const { client, expert, id } = await completedConsultation();
    const answers = await Promise.all(
      [5, 1].map((rating) => client.client.post('/api/reviews', { consultationId: id, rating })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error.code).toBe('review_exists');
    const rows = await reviewsOf(id);
    expect(rows).toHaveLength(1);
    const accepted = answers.find((answer) => answer.status === 201)!;
    expect(rows[0]).toMatchObject({ id: accepted.body.id, rating: accepted.body.rating });
    expect(await ratingOf(expert.id)).toMatchObject({ total_reviews: 1 });
  });

  it('counts every review of one expert when several arrive at once', async () => {
    const { expert } = await signedInExpert();
    const consultations = await Promise.all([1, 2, 3, 4, 5].map(() => consultation(expert)));
    const answers = await Promise.all(
      consultations.map(({ client, id }, index) =>
        client.client.post('/api/reviews', { consultationId: id, rating: index + 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await ratingOf(expert.id)).toEqual({ average_rating: '3.00', total_reviews: 5 });
  });

  it('turns the unique index into review_exists when the check before it was passed', async () => {
    // What the losing request of a race meets: the review is already there when it inserts.
    const { client, expert, id } = await completedConsultation();
    await client.client.post('/api/reviews', { consultationId: id, rating: 2 });
    const review = {
      consultation_id: id,
      client_id: client.id,
      expert_id: expert.id,
      rating: 5,
      comment: null,
      is_public: true,
    };
    await expect(createReviewsRepository(app.db.knex).insertReview(review)).rejects.toMatchObject({
      status: 409,
      code: 'review_exists',
    });
    expect(await reviewsOf(id)).toMatchObject([{ rating: 2 }]);
    expect(await ratingOf(expert.id)).toEqual({ average_rating: '2.00', total_reviews: 1 });
  });
});
