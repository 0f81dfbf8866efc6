import { createClient } from '@expertbridge/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/platform/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { createSignedInUser } from '../helpers/users.js';
import { registration } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SESSION_TTL_DAYS: '30' });
});
afterAll(() => app?.close());

async function signedUp(): Promise<{ client: TestClient; id: string; token: string }> {
  const client = app.client();
  const response = await client.post('/api/auth/email/register', registration());
  expect(response.status).toBe(201);
  return { client, id: response.body.id, token: client.sessionCookie! };
}

const sessionOf = (token: string) =>
  app.db
    .knex('sessions')
    .where({ token_hash: hashToken(token) })
    .first();

async function addExpertProfile(userId: string, status: 'pending' | 'approved') {
  await app.db.knex('experts').insert({
    user_id: userId,
    category_id: 1,
    title: 'Chartered Accountant',
    bio: 'Helps small companies with GST.',
    experience: '12 years',
    qualifications: 'CA ANZ',
    hourly_rate_amount: 18_000,
    currency: 'NZD',
    status,
    application_source: 'seed',
  });
}

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await app.client().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthenticated');
  });

  it('answers 401 for a cookie that names no session', async () => {
    const client = app.client();
    client.setCookie('eb_session', 'made-up-token');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('is not cached', async () => {
    const { client } = await signedUp();
    const response = await client.get('/api/auth/user');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('says client, expert (approved profile only) or admin', async () => {
    const client = await createSignedInUser(app);
    const pending = await createSignedInUser(app);
    const expert = await createSignedInUser(app);
    const admin = await createSignedInUser(app, { admin: true });
    await addExpertProfile(pending.id, 'pending');
    await addExpertProfile(expert.id, 'approved');
    await addExpertProfile(admin.id, 'approved');
    const typeOf = async (user: { client: TestClient }) => {
      const response = await user.client.get('/api/auth/user');
      expect(response.status).toBe(200);
      return [response.body.userType, response.body.isAdmin];
    };
    expect(await typeOf(client)).toEqual(['client', false]);
    expect(await typeOf(pending)).toEqual(['client', false]);
    expect(await typeOf(expert)).toEqual(['expert', false]);
    expect(await typeOf(admin)).toEqual(['admin', true]);
  });
});

describe('sessions', () => {
  it('keeps only a hash of the token in the database', async () => {
    const { id, token } = await signedUp();
    const rows = await app.db.knex('sessions').where({ user_id: id });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('rejects a revoked session', async () => {
    const { client, token } = await signedUp();
    await app.db
      .knex('sessions')
      .where({ token_hash: hashToken(token) })
      .update({ revoked_at: new Date() });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('rejects an expired session', async () => {
    const { client, token } = await signedUp();
    await app.db
      .knex('sessions')
      .where({ token_hash: hashToken(token) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('slides the expiry forward when the session is used', async () => {
    const { client, token } = await signedUp();
    const stale = new Date(Date.now() - 10 * 60 * 1000);
    const soon = new Date(Date.now() + 86_400_000);
    await app.db
      .knex('sessions')
      .where({ token_hash: hashToken(token) })
      .update({ last_seen_at: stale, expires_at: soon });
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(200);
    const session = await sessionOf(token);
    const thirtyDays = Date.now() + 30 * 86_400_000;
    expect(Math.abs(new Date(session.expires_at).getTime() - thirtyDays)).toBeLessThan(60_000);
    expect(new Date(session.last_seen_at).getTime()).toBeGreaterThan(stale.getTime());
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('eb_session='));
    const expires = new Date(/expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? 0).getTime();
    expect(Math.abs(expires - thirtyDays)).toBeLessThan(60_000);
  });
});

describe('GET /api/logout', () => {
  it('revokes the session, clears the cookie and goes home; the old cookie no longer works', async () => {
    const { client, token } = await signedUp();
    const response = await client.get('/api/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    const cleared = response.headers.getSetCookie().find((line) => line.startsWith('eb_session='));
    expect(cleared).toMatch(/^eb_session=;/);
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(client.sessionCookie).toBeUndefined();
    expect((await sessionOf(token)).revoked_at).not.toBeNull();

    const replay = app.client();
    replay.setCookie('eb_session', token);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('signs nobody out when another site links to it (Sec-Fetch-Site: cross-site)', async () => {
    const { client, token } = await signedUp();
    const foreign = await client.get('/api/logout', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(foreign.status).toBe(302);
    expect(foreign.headers.get('Location')).toBe('/');
    expect(foreign.headers.getSetCookie().some((line) => line.startsWith('eb_session='))).toBe(
      false,
    );
    expect((await sessionOf(token)).revoked_at).toBeNull();
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const own = await client.get('/api/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.status).toBe(302);
    expect((await sessionOf(token)).revoked_at).not.toBeNull();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('is safe when signed out', async () => {
    const response = await app.client().get('/api/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });
});

describe('the SDK', () => {
  it('registers, signs in, reads the user, signs out, and is then signed out', async () => {
    const browser = app.client();
    const api = createClient({ baseUrl: app.url, fetch: browser.fetch });
    const body = registration();

    const registered = await api.POST('/api/auth/email/register', { body });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.email).toBe(body.email);
    await api.GET('/api/logout');

    const signedIn = await api.POST('/api/auth/email/login', {
      body: { email: body.email, password: body.password },
    });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data?.id).toBe(registered.data?.id);

    const me = await api.GET('/api/auth/user');
    expect(me.data).toEqual({ ...registered.data, signedInBefore: true });
    expect(me.data).toEqual(signedIn.data);

    const out = await api.GET('/api/logout');
    expect(out.response.status).toBe(302);

    const after = await api.GET('/api/auth/user');
    expect(after.response.status).toBe(401);
    expect(after.error?.error.code).toBe('unauthenticated');

    const wrong = await api.POST('/api/auth/email/login', {
      body: { email: body.email, password: 'wrong-password' },
    });
    expect(wrong.error?.error).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
  });
});
