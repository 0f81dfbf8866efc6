import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed/index.js';
import { LANGUAGES, LOCATIONS, timeZoneFor } from '../../src/modules/catalogue/options.js';
import type { Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
const seed = () => seedDatabase(db.knex, { demo: true, demoPassword: 'demo-password' });

async function counts() {
  const [users, experts, reviews, favorites] = await Promise.all(
    ['users', 'experts', 'reviews', 'favorites'].map(async (table) => {
      const [row] = await db.knex(table).count({ total: '*' });
      return Number(row!.total);
    }),
  );
  return { users, experts, reviews, favorites };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seed();
});
afterAll(() => db?.close());

describe('demo catalogue seed', () => {
  it('changes nothing when run again', async () => {
    const before = await counts();
    await seed();
    expect(await counts()).toEqual(before);
  });

  it('has at least 30 approved experts in every category, city, language, country and currency', async () => {
    const experts = await db
      .knex('experts as e')
      .join('users as u', 'u.id', 'e.user_id')
      .where('u.email', 'like', '%@experts.demo.expertbridge.test')
      .where('e.status', 'approved')
      .select('e.*');
    expect(experts.length).toBeGreaterThanOrEqual(30);
    const distinct = (values: unknown[]) => [...new Set(values)].sort();
    expect(distinct(experts.map((expert) => expert.category_id))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(distinct(experts.map((expert) => expert.location))).toEqual(
      Object.keys(LOCATIONS).sort(),
    );
    expect(distinct(experts.flatMap((expert) => expert.languages))).toEqual([...LANGUAGES].sort());
    expect(distinct(experts.flatMap((expert) => expert.service_countries))).toEqual(['AU', 'NZ']);
    expect(distinct(experts.map((expert) => expert.currency))).toEqual(['AUD', 'NZD']);
    for (const expert of experts) {
      const country = LOCATIONS[expert.location as keyof typeof LOCATIONS].country;
      if (country) expect(expert.currency).toBe(country === 'NZ' ? 'NZD' : 'AUD');
      expect(expert.time_zone).toBe(timeZoneFor(expert.location, expert.currency));
      expect(expert.hourly_rate_amount).toBeGreaterThanOrEqual(8_000);
      expect(expert.hourly_rate_amount).toBeLessThanOrEqual(45_000);
    }
  });

  it('gives every seeded expert, the demo expert sign-in included, a rating that matches their reviews', async () => {
    const rows = await db
      .knex('experts as e')
      .join('users as u', 'u.id', 'e.user_id')
      .leftJoin('reviews as r', 'r.expert_id', 'e.id')
      .where('u.email', 'like', '%demo.expertbridge.test')
      .groupBy('e.id')
      .select(
        'e.average_rating',
        'e.total_reviews',
        db.knex.raw('round(avg(r.rating), 2)::text as actual_average'),
        db.knex.raw('count(r.id)::int as actual_total'),
        db.knex.raw('bool_or(u.email = ?) as is_demo_account', ['expert@demo.expertbridge.test']),
      );
    expect(rows.some((row) => row.is_demo_account)).toBe(true);
    for (const row of rows) {
      expect(row.actual_total).toBeGreaterThanOrEqual(3);
      expect(row.total_reviews).toBe(row.actual_total);
      expect(row.average_rating).toBe(row.actual_average);
    }
  });

  it('has private and answered reviews, no comment twice for one expert, and reviewers who cannot sign in', async () => {
    const reviews = await db
      .knex('reviews as r')
      .join('users as u', 'u.id', 'r.client_id')
      .select(
        'r.expert_id',
        'r.is_public',
        'r.expert_response',
        'r.comment',
        'u.email',
        'u.password_hash',
      );
    expect(reviews.filter((review) => !review.is_public).length).toBeGreaterThan(0);
    expect(reviews.filter((review) => review.expert_response).length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.comment)).toBe(true);
    expect(new Set(reviews.map((review) => review.email)).size).toBeGreaterThanOrEqual(5);
    expect(reviews.every((review) => review.password_hash === null)).toBe(true);
    const perExpert = new Set(reviews.map((review) => `${review.expert_id} ${review.comment}`));
    expect(perExpert.size).toBe(reviews.length);
  });
});
