import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { insertCatalogue } from './catalogue-fixtures.js';

let app: TestApp;
let client: TestClient;
let ids: Awaited<ReturnType<typeof insertCatalogue>>;
let reviewIds: string[];

/** Reviews of mei: five public ones a day apart (the newest last), one private, one by a deleted account. */
async function insertReviews() {
  const knex = app.db.knex;
  const [kiri, gone] = await knex('users')
    .insert([
      { email: 'kiri@fixture.expertbridge.test', first_name: 'Kiri', last_name: 'Ēwhā' },
      { email: 'gone@fixture.expertbridge.test', first_name: 'Gone', last_name: 'Away' },
    ])
    .returning('id');
  const rows = [1, 2, 3, 4, 5].map((day) => ({
    expert_id: ids.mei.id,
    client_id: kiri.id,
    rating: day,
    comment: `Review on day ${day}`,
    created_at: `2026-10-0${day}T00:00:00Z`,
    ...(day === 5 ? { expert_response: 'Thank you!', responded_at: '2026-10-06T00:00:00Z' } : {}),
  }));
  const inserted = await knex('reviews')
    .insert([
      ...rows,
      {
        expert_id: ids.mei.id,
        client_id: kiri.id,
        rating: 1,
        comment: 'Private words',
        is_public: false,
        created_at: '2026-10-09T00:00:00Z',
      },
      {
        expert_id: ids.mei.id,
        client_id: gone.id,
        rating: 4,
        comment: null,
        created_at: '2026-09-01T00:00:00Z',
      },
      { expert_id: ids.pending.id, client_id: kiri.id, rating: 5, comment: 'Pending expert' },
    ])
    .returning('id');
  await knex('users').where({ id: gone.id }).del();
  return inserted.map((row: { id: string }) => row.id);
}

beforeAll(async () => {
  app = await startTestApp();
  client = app.client();
  ids = await insertCatalogue(app.db.knex);
  reviewIds = await insertReviews();
});
afterAll(() => app?.close());

describe('GET /api/experts/{id}', () => {
  it('answers an approved expert', async () => {
    const response = await client.get(`/api/experts/${ids.liam.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: ids.liam.id,
      user: { firstName: 'Liam', lastName: "O'Brien" },
      category: { id: 2, name: 'Real Estate & Property' },
      hourlyRate: { amount: 25_000, currency: 'AUD' },
      timeZone: 'Pacific/Auckland',
      isVerified: true,
    });
    expect(response.body).not.toHaveProperty('searchText');
  });

  it.each([
    ['a pending expert', () => ids.pending.id],
    ['a rejected expert', () => ids.rejected.id],
    ['an unknown id', () => randomUUID()],
    ['an id that is not a UUID', () => 'not-a-uuid'],
    ['an id with SQL in it', () => "1' OR '1'='1"],
  ])('answers 404 expert_not_found for %s', async (_label, id) => {
    const response = await client.get(`/api/experts/${encodeURIComponent(id())}`);
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual({ code: 'expert_not_found', message: 'Expert not found' });
  });
});

describe('GET /api/experts/{id}/reviews', () => {
  it('lists public reviews only, newest first, with first name and last initial', async () => {
    const response = await client.get(`/api/experts/${ids.mei.id}/reviews`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(6);
    expect(response.body.items.map((review: { comment: string }) => review.comment)).toEqual([
      'Review on day 5',
      'Review on day 4',
      'Review on day 3',
      'Review on day 2',
      'Review on day 1',
      null,
    ]);
    expect(response.body.items[0]).toEqual({
      id: reviewIds[4],
      rating: 5,
      comment: 'Review on day 5',
      createdAt: '2026-10-05T00:00:00.000Z',
      expertResponse: 'Thank you!',
      respondedAt: '2026-10-06T00:00:00.000Z',
      reviewer: { firstName: 'Kiri', lastInitial: 'Ē' },
    });
    expect(response.body.items[1]).toMatchObject({ expertResponse: null, respondedAt: null });
  });

  it('names a deleted account "Former client"', async () => {
    const response = await client.get(`/api/experts/${ids.mei.id}/reviews?page=2&pageSize=5`);
    expect(response.body).toMatchObject({ page: 2, pageSize: 5, total: 6 });
    expect(response.body.items).toEqual([
      expect.objectContaining({
        rating: 4,
        reviewer: { firstName: 'Former client', lastInitial: '' },
      }),
    ]);
  });

  it('pages through the reviews', async () => {
    const first = await client.get(`/api/experts/${ids.mei.id}/reviews?pageSize=2`);
    const second = await client.get(`/api/experts/${ids.mei.id}/reviews?pageSize=2&page=2`);
    expect(first.body.items.map((review: { rating: number }) => review.rating)).toEqual([5, 4]);
    expect(second.body.items.map((review: { rating: number }) => review.rating)).toEqual([3, 2]);
  });

  it('answers an empty list for an approved expert without reviews', async () => {
    const response = await client.get(`/api/experts/${ids.jack.id}/reviews`);
    expect(response.body).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
  });

  it.each([
    ['a pending expert', () => ids.pending.id],
    ['an unknown id', () => randomUUID()],
    ['an id that is not a UUID', () => 'abc'],
  ])('answers 404 for %s', async (_label, id) => {
    const response = await client.get(`/api/experts/${id()}/reviews`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('expert_not_found');
  });

  it.each([
    ['pageSize=0', { pageSize: 'Must be at least 1' }],
    ['pageSize=101', { pageSize: 'Must be at most 100' }],
    ['page=0', { page: 'Must be at least 1' }],
    ['page=-1', { page: 'Must be a whole number' }],
    ['page=abc', { page: 'Must be a whole number' }],
    ['page=1e9', { page: 'Must be a whole number' }],
    ['page=10001', { page: 'Must be at most 10000' }],
  ])('refuses %s', async (query, details) => {
    const response = await client.get(`/api/experts/${ids.mei.id}/reviews?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual(details);
  });

  it('answers a page past the end with no reviews and the real total', async () => {
    const response = await client.get(`/api/experts/${ids.mei.id}/reviews?page=999&pageSize=5`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [], page: 999, pageSize: 5, total: 6 });
  });
});
