import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { CATALOGUE, insertCatalogue, type CatalogueName } from './catalogue-fixtures.js';

let app: TestApp;
let client: TestClient;
let ids: Awaited<ReturnType<typeof insertCatalogue>>;

beforeAll(async () => {
  app = await startTestApp();
  client = app.client();
  ids = await insertCatalogue(app.db.knex);
});
afterAll(() => app?.close());

const nameOf = (id: string) =>
  (Object.keys(ids) as CatalogueName[]).find((name) => ids[name].id === id);

/** The first names the directory answers for a query string, in order, and its total. */
async function directory(query = '') {
  const response = await client.get(`/api/experts${query}`);
  expect(response.status).toBe(200);
  return {
    names: response.body.items.map((item: { id: string }) => nameOf(item.id)),
    total: response.body.total as number,
    body: response.body,
  };
}

describe('GET /api/experts', () => {
  it('lists approved experts only, by rating then review count, with the total', async () => {
    const { names, total, body } = await directory();
    // noah and priya tie on rating and reviews: the id decides, the same way every time.
    const tied = [ids.noah.id, ids.priya.id].sort().map(nameOf);
    const expected = ['mei', 'liam', 'aroha', ...tied, 'sofia', 'jack'];
    expect(names).toEqual(expected);
    expect(total).toBe(7);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
  });

  it('shows an expert as the contract describes them', async () => {
    const { body } = await directory('?searchTerm=employment');
    expect(body.items[0]).toMatchObject({
      id: ids.mei.id,
      userId: ids.mei.userId,
      user: { firstName: 'Mei', lastName: 'Chen', profileImageUrl: null },
      title: 'Employment Lawyer',
      location: 'Melbourne',
      languages: ['English', 'Mandarin'],
      serviceCountries: ['AU', 'NZ'],
      currency: 'AUD',
      hourlyRate: { amount: 30_000, currency: 'AUD' },
      isVerified: true,
      averageRating: 4.9,
      totalReviews: 20,
      categoryId: 3,
      category: { id: 3, name: 'Legal Services' },
      createdAt: '2026-03-01T00:00:00.000Z',
    });
  });

  describe('searchTerm', () => {
    it.each([
      ['a title word, in any case', 'CLOUD', ['jack']],
      ['a bio word', 'provisional', ['aroha']],
      ['a first name', 'priya', ['priya']],
      ['a last name', "o'brien", ['liam']],
      ['a full name', 'Sofia Rossi', ['sofia']],
      ['part of a word', 'ccountan', ['aroha']],
      ['surrounding blanks trimmed', '%20%20lawyer%20', ['mei']],
    ])('matches %s', async (_label, term, expected) => {
      expect((await directory(`?searchTerm=${term}`)).names).toEqual(expected);
    });

    it('never finds pending or rejected experts, even when they match', async () => {
      const { names } = await directory('?searchTerm=gst');
      expect(names).toEqual(['aroha']);
    });

    it('treats an empty or blank term as no filter', async () => {
      expect((await directory('?searchTerm=')).total).toBe(7);
      expect((await directory('?searchTerm=%20%20')).total).toBe(7);
    });

    it('matches % and _ literally', async () => {
      expect((await directory('?searchTerm=100%25')).names).toEqual(['mei']);
      expect((await directory('?searchTerm=%25')).names).toEqual(['mei']);
      expect((await directory('?searchTerm=AWS_and')).names).toEqual(['jack']);
      expect((await directory('?searchTerm=_')).names).toEqual(['jack']);
      expect((await directory('?searchTerm=%5C')).total).toBe(0);
    });

    it('searches malformed percent-encoding as text rather than failing', async () => {
      expect(await directory('?searchTerm=%ZZ')).toMatchObject({ names: [], total: 0 });
      expect(await directory('?searchTerm=%ED%A0%80')).toMatchObject({ names: [], total: 0 });
    });

    it('finds nothing for an unknown word', async () => {
      const { names, total } = await directory('?searchTerm=astrology');
      expect(names).toEqual([]);
      expect(total).toBe(0);
    });

    it('follows a renamed user and an edited title', async () => {
      await app.db.knex('users').where({ id: ids.noah.userId }).update({ last_name: 'Whitcombe' });
      expect((await directory('?searchTerm=whitcombe')).names).toEqual(['noah']);
      expect((await directory('?searchTerm=noah kim')).names).toEqual([]);
      await app.db.knex('experts').where({ id: ids.noah.id }).update({ title: 'Trade Strategist' });
      expect((await directory('?searchTerm=trade strat')).names).toEqual(['noah']);
      await app.db.knex('users').where({ id: ids.noah.userId }).update({ last_name: 'Kim' });
      await app.db
        .knex('experts')
        .where({ id: ids.noah.id })
        .update({ title: 'Export Consultant' });
      expect((await directory('?searchTerm=noah kim')).names).toEqual(['noah']);
    });
  });

  describe('filters', () => {
    it.each([1, 2, 3, 4, 5, 6, 7])('categoryId %i filters (2 included)', async (categoryId) => {
      const expected = (Object.keys(CATALOGUE) as CatalogueName[]).filter(
        (name) =>
          CATALOGUE[name].categoryId === categoryId &&
          !('status' in CATALOGUE[name] && CATALOGUE[name].status !== 'approved'),
      );
      const { names, total } = await directory(`?categoryId=${categoryId}`);
      expect(names).toEqual(expected);
      expect(total).toBe(1);
    });

    it('answers an empty page for a category nobody is in', async () => {
      expect(await directory('?categoryId=99')).toMatchObject({ names: [], total: 0 });
    });

    it('matches part of a location in any case', async () => {
      expect((await directory('?location=AUCK')).names).toEqual(['aroha']);
      expect((await directory('?location=online')).names).toEqual(['jack']);
      expect((await directory('?location=Perth')).names).toEqual([]);
    });

    it('keeps experts who serve the country', async () => {
      expect((await directory('?country=NZ&sort=newest')).names).toEqual([
        'sofia',
        'jack',
        'priya',
        'mei',
        'aroha',
      ]);
      expect((await directory('?country=AU&sort=newest')).names).toEqual([
        'jack',
        'noah',
        'mei',
        'liam',
      ]);
    });

    it('matches a whole language in any case', async () => {
      expect((await directory('?language=mandarin')).names).toEqual(['mei', 'aroha']);
      expect((await directory('?language=Korean')).names).toEqual(['noah']);
      expect((await directory('?language=Mand')).names).toEqual([]);
    });

    it('keeps rates within minRate and maxRate, both inclusive', async () => {
      expect((await directory('?minRate=20000&sort=price')).names).toEqual(['jack', 'liam', 'mei']);
      expect((await directory('?maxRate=15000&sort=price')).names).toEqual([
        ...[ids.priya.id, ids.sofia.id].sort().map(nameOf),
        'aroha',
      ]);
      expect((await directory('?minRate=15000&maxRate=18000&sort=price')).names).toEqual([
        'aroha',
        'noah',
      ]);
      expect((await directory('?minRate=18000&maxRate=18000')).names).toEqual(['noah']);
    });

    it('combines every filter', async () => {
      expect((await directory('?categoryId=1&location=auckland')).names).toEqual(['aroha']);
      expect((await directory('?categoryId=1&location=Sydney')).names).toEqual([]);
      expect((await directory('?searchTerm=new zealand&country=AU')).names).toEqual(['noah']);
      expect((await directory('?searchTerm=new zealand&country=NZ')).names).toEqual([
        'priya',
        'sofia',
      ]);
      expect(
        (await directory('?language=english&country=AU&minRate=20000&maxRate=30000')).names,
      ).toEqual(['mei', 'liam', 'jack']);
      const everything = await directory(
        '?searchTerm=lawyer&categoryId=3&location=melb&country=NZ&language=MANDARIN&minRate=30000&maxRate=30000&sort=price',
      );
      expect(everything).toMatchObject({ names: ['mei'], total: 1 });
    });
  });

  describe('sort and pagination', () => {
    it('sorts by price, cheapest first, then id', async () => {
      const cheapest = [ids.priya.id, ids.sofia.id].sort().map(nameOf);
      expect((await directory('?sort=price')).names).toEqual([
        ...cheapest,
        'aroha',
        'noah',
        'jack',
        'liam',
        'mei',
      ]);
    });

    it('sorts by newest first', async () => {
      expect((await directory('?sort=newest')).names).toEqual([
        'sofia',
        'jack',
        'noah',
        'priya',
        'mei',
        'liam',
        'aroha',
      ]);
    });

    it('pages through the list with the total on every page', async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => directory(`?sort=newest&pageSize=2&page=${page}`)),
      );
      expect(pages.map((page) => page.names)).toEqual([
        ['sofia', 'jack'],
        ['noah', 'priya'],
        ['mei', 'liam'],
        ['aroha'],
      ]);
      expect(pages.map((page) => page.total)).toEqual([7, 7, 7, 7]);
      expect(pages[1]!.body).toMatchObject({ page: 2, pageSize: 2 });
      expect(await directory('?pageSize=2&page=5')).toMatchObject({ names: [], total: 7 });
    });

    it('ignores parameters it does not know', async () => {
      expect((await directory('?utm_source=newsletter')).total).toBe(7);
    });
  });

  describe('bad parameters', () => {
    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=10001', 'page'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=-1', 'pageSize'],
      ['categoryId=1e3', 'categoryId'],
      ['categoryId=0', 'categoryId'],
      ['categoryId=99999999999', 'categoryId'],
      ['minRate=-5', 'minRate'],
      ['maxRate=10000001', 'maxRate'],
      ['minRate=300&maxRate=200', 'minRate'],
      ['sort=cheapest', 'sort'],
      ['country=US', 'country'],
      ['country=nz', 'country'],
      [`searchTerm=${'a'.repeat(201)}`, 'searchTerm'],
      [`location=${'a'.repeat(101)}`, 'location'],
      [`language=${'a'.repeat(51)}`, 'language'],
      ['searchTerm=tax%00', 'searchTerm'],
      ['searchTerm=tax%0Aadviser', 'searchTerm'],
      ['page=1&page=2', 'page'],
      ['searchTerm=a&searchTerm=b', 'searchTerm'],
    ])('refuses %s with details on %s', async (query, parameter) => {
      const response = await client.get(`/api/experts?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(Object.keys(response.body.error.details)).toEqual([parameter]);
    });

    it('reports every bad parameter at once', async () => {
      const response = await client.get('/api/experts?page=x&sort=y&country=z');
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.details).sort()).toEqual(['country', 'page', 'sort']);
    });
  });
});

describe('GET /api/categories', () => {
  it('lists the seven categories in display order', async () => {
    const response = await client.get('/api/categories');
    expect(response.status).toBe(200);
    expect(response.body.map((category: { id: number }) => category.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(response.body[3]).toEqual({
      id: 4,
      name: 'Immigration & Visa',
      description: expect.stringContaining('visas for New Zealand and Australia'),
    });
  });
});
