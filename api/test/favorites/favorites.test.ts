import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { insertCatalogue } from '../catalogue/catalogue-fixtures.js';

let app: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogue>>;

beforeAll(async () => {
  app = await startTestApp();
  ids = await insertCatalogue(app.db.knex);
});
afterAll(() => app?.close());

async function favouriteIds(user: TestUser, query = '') {
  const response = await user.client.get(`/api/me/favorites${query}`);
  expect(response.status).toBe(200);
  return {
    ids: response.body.items.map((item: { id: string }) => item.id),
    total: response.body.total,
  };
}

describe('favourites', () => {
  it('needs a signed-in user', async () => {
    const visitor = app.client();
    for (const response of [
      await visitor.get('/api/me/favorites'),
      await visitor.get('/api/me/favorites/ids'),
      await visitor.put(`/api/me/favorites/${ids.mei.id}`),
      await visitor.delete(`/api/me/favorites/${ids.mei.id}`),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthenticated');
    }
  });

  it('starts empty', async () => {
    const user = await createSignedInUser(app);
    const response = await user.client.get('/api/me/favorites');
    expect(response.body).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
  });

  it('adds an expert once however often it is added', async () => {
    const user = await createSignedInUser(app);
    expect((await user.client.put(`/api/me/favorites/${ids.mei.id}`)).status).toBe(204);
    expect((await user.client.put(`/api/me/favorites/${ids.mei.id}`)).status).toBe(204);
    expect(await favouriteIds(user)).toEqual({ ids: [ids.mei.id], total: 1 });
    const rows = await app.db.knex('favorites').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
  });

  it('removes an expert, and removing again is fine', async () => {
    const user = await createSignedInUser(app);
    await user.client.put(`/api/me/favorites/${ids.liam.id}`);
    expect((await user.client.delete(`/api/me/favorites/${ids.liam.id}`)).status).toBe(204);
    expect((await user.client.delete(`/api/me/favorites/${ids.liam.id}`)).status).toBe(204);
    expect(await favouriteIds(user)).toEqual({ ids: [], total: 0 });
  });

  it('lists the most recently added first, each user their own, in pages', async () => {
    const user = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    for (const name of ['aroha', 'jack', 'sofia'] as const) {
      await user.client.put(`/api/me/favorites/${ids[name].id}`);
      // created_at has microsecond precision, but two requests can still land on one clock tick on a fast machine.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await other.client.put(`/api/me/favorites/${ids.noah.id}`);
    expect(await favouriteIds(user)).toEqual({
      ids: [ids.sofia.id, ids.jack.id, ids.aroha.id],
      total: 3,
    });
    expect(await favouriteIds(user, '?pageSize=2&page=2')).toEqual({
      ids: [ids.aroha.id],
      total: 3,
    });
    expect(await favouriteIds(other)).toEqual({ ids: [ids.noah.id], total: 1 });
    const response = await user.client.get('/api/me/favorites?pageSize=1');
    expect(response.body.items[0]).toMatchObject({
      id: ids.sofia.id,
      user: { firstName: 'Sofia', lastName: 'Rossi' },
      hourlyRate: { amount: 12_000, currency: 'NZD' },
    });
  });

  it('lists every favourite as ids, newest first, past a page and for the caller only', async () => {
    const user = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    expect((await user.client.get('/api/me/favorites/ids')).body).toEqual({ expertIds: [] });
    for (const name of ['aroha', 'jack', 'sofia'] as const) {
      await user.client.put(`/api/me/favorites/${ids[name].id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await other.client.put(`/api/me/favorites/${ids.noah.id}`);
    // A page size the list ignores: the ids are all of them, so a card on any page knows its state.
    const response = await user.client.get('/api/me/favorites/ids?pageSize=1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ expertIds: [ids.sofia.id, ids.jack.id, ids.aroha.id] });
    await app.db.knex('experts').where({ id: ids.jack.id }).update({ status: 'pending' });
    try {
      expect((await user.client.get('/api/me/favorites/ids')).body).toEqual({
        expertIds: [ids.sofia.id, ids.aroha.id],
      });
    } finally {
      await app.db.knex('experts').where({ id: ids.jack.id }).update({ status: 'approved' });
    }
    expect((await other.client.get('/api/me/favorites/ids')).body).toEqual({
      expertIds: [ids.noah.id],
    });
  });

  it('hides an expert who is no longer approved, and shows them again when they are', async () => {
    const user = await createSignedInUser(app);
    await user.client.put(`/api/me/favorites/${ids.priya.id}`);
    await user.client.put(`/api/me/favorites/${ids.noah.id}`);
    await app.db.knex('experts').where({ id: ids.priya.id }).update({ status: 'pending' });
    try {
      expect(await favouriteIds(user)).toEqual({ ids: [ids.noah.id], total: 1 });
    } finally {
      await app.db.knex('experts').where({ id: ids.priya.id }).update({ status: 'approved' });
    }
    expect(await favouriteIds(user)).toEqual({ ids: [ids.noah.id, ids.priya.id], total: 2 });
  });

  it.each([
    ['PUT', 'a pending expert', () => ids.pending.id],
    ['PUT', 'a rejected expert', () => ids.rejected.id],
    ['PUT', 'an unknown id', () => randomUUID()],
    ['PUT', 'an id that is not a UUID', () => 'nope'],
    ['DELETE', 'a pending expert', () => ids.pending.id],
    ['DELETE', 'an unknown id', () => randomUUID()],
    ['DELETE', 'an id that is not a UUID', () => 'nope'],
  ])('%s answers 404 for %s', async (method, _label, id) => {
    const user = await createSignedInUser(app);
    const response = await user.client.request(method, `/api/me/favorites/${id()}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('expert_not_found');
    expect(await app.db.knex('favorites').where({ user_id: user.id })).toEqual([]);
  });

  it('refuses a bad page', async () => {
    const user = await createSignedInUser(app);
    const response = await user.client.get('/api/me/favorites?page=0');
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual({ page: 'Must be at least 1' });
  });

  it('refuses a change from a foreign origin', async () => {
    const user = await createSignedInUser(app);
    const response = await user.client.put(`/api/me/favorites/${ids.mei.id}`, undefined, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await favouriteIds(user)).toEqual({ ids: [], total: 0 });
  });
});
