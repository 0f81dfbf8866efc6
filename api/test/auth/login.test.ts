import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { registration, rowCounts } from './support.js';

let app: TestApp;
beforeAll(async () => {
  // A generous limit: these tests sign in many times from one address; rate-limit.test.ts covers the limit.
  app = await startTestApp({ CORS_ORIGINS: 'https://partner.example', LOGIN_RATE_LIMIT: '1000' });
});
afterAll(() => app?.close());

const LOGIN = '/api/auth/email/login';
const INVALID = { code: 'invalid_credentials', message: 'Invalid email or password' };

async function registered(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await app.client().post('/api/auth/email/register', body);
  expect(response.status).toBe(201);
  return { ...body, id: response.body.id as string };
}

describe('POST /api/auth/email/login', () => {
  it('tells a brand-new account from one that is back: signedInBefore only from its second session on', async () => {
    const body = registration();
    const signUp = app.client();
    expect((await signUp.post('/api/auth/email/register', body)).body.signedInBefore).toBe(false);
    expect((await signUp.get('/api/auth/user')).body.signedInBefore).toBe(false);

    const later = app.client();
    const login = await later.post(LOGIN, { email: body.email, password: body.password });
    expect(login.status).toBe(200);
    expect(login.body.signedInBefore).toBe(true);
    expect((await later.get('/api/auth/user')).body.signedInBefore).toBe(true);
  });

  it('greets a first sign-in as new: an account whose first session is this one', async () => {
    const body = registration();
    const id = (await app.client().post('/api/auth/email/register', body)).body.id as string;
    // As a seeded or imported account that never had a session.
    await app.db.knex('sessions').where({ user_id: id }).delete();
    const login = await app.client().post(LOGIN, { email: body.email, password: body.password });
    expect(login.body.signedInBefore).toBe(false);
  });

  it('signs in with the right password and returns the user', async () => {
    const account = await registered();
    const client = app.client();
    const response = await client.post(LOGIN, {
      email: ` ${account.email.toUpperCase()}`,
      password: account.password,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: account.id,
      email: account.email,
      userType: 'client',
    });
    expect(client.sessionCookie).toBeDefined();
    expect((await client.get('/api/auth/user')).body.id).toBe(account.id);
  });

  it('answers a wrong password, an unknown e-mail, a malformed e-mail and an account without a password alike', async () => {
    const account = await registered();
    const oidcOnly = registration();
    await app.db.knex('users').insert({
      email: oidcOnly.email,
      first_name: 'Oidc',
      last_name: 'Only',
      password_hash: null,
    });
    const attempts = [
      { email: account.email, password: 'wrong-password' },
      { email: `nobody-${account.email}`, password: account.password },
      { email: 'not an e-mail\u0000', password: account.password },
      { email: oidcOnly.email, password: 'anything-at-all' },
    ];
    const before = await rowCounts(app);
    for (const attempt of attempts) {
      const response = await app.client().post(LOGIN, attempt);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: INVALID });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await rowCounts(app)).toEqual(before);
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const account = await registered();
    const time = async (email: string) => {
      const durations: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await app.client().post(LOGIN, { email, password: 'wrong-password' });
        durations.push(performance.now() - started);
      }
      return durations.sort((a, b) => a - b)[1]!;
    };
    const wrongPassword = await time(account.email);
    const unknownEmail = await time(`nobody-${account.email}`);
    // Both compare against a scrypt hash; without the dummy comparison the unknown e-mail would answer in ~1 ms.
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.4);
  });

  const invalid: [string, unknown, Record<string, string>][] = [
    ['missing fields', {}, { email: 'Email is required', password: 'Password is required' }],
    ['an empty password', { email: 'a@b.nz', password: '' }, { password: 'Password is required' }],
    [
      'a password over 200 characters',
      { email: 'a@b.nz', password: 'p'.repeat(201) },
      { password: 'Password must be at most 200 characters' },
    ],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(250)}@b.nz`, password: 'x' },
      { email: 'Email must be at most 254 characters' },
    ],
    [
      'wrong types',
      { email: 1, password: {} },
      { email: 'Email must be text', password: 'Password must be text' },
    ],
    [
      'unknown fields',
      { email: 'a@b.nz', password: 'x', remember: true },
      { remember: 'Unknown field' },
    ],
  ];

  it.each(invalid)('refuses %s with 400 and writes nothing', async (_name, body, details) => {
    const before = await rowCounts(app);
    const response = await app.client().post(LOGIN, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details).toEqual(details);
    expect(await rowCounts(app)).toEqual(before);
  });

  it('answers malformed JSON with 400, a form body with 415 and a huge body with 413', async () => {
    const before = await rowCounts(app);
    const client = app.client();
    const malformed = await client.request('POST', LOGIN, {
      rawBody: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_json');
    const form = await client.request('POST', LOGIN, {
      rawBody: 'email=a%40b.nz&password=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await client.post(LOGIN, { email: 'a@b.nz', password: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(await rowCounts(app)).toEqual(before);
  });
});

describe('CSRF origin check on login', () => {
  it('refuses a foreign Origin with 403 and starts no session', async () => {
    const account = await registered();
    const before = await rowCounts(app);
    const client = app.client();
    const response = await client.post(
      LOGIN,
      { email: account.email, password: account.password },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('origin_not_allowed');
    expect(client.sessionCookie).toBeUndefined();
    expect(await rowCounts(app)).toEqual(before);
  });

  it("accepts the site's own origin (PUBLIC_URL) and a configured CORS origin", async () => {
    const account = await registered();
    for (const origin of [app.config.PUBLIC_URL, 'https://partner.example']) {
      const response = await app
        .client()
        .post(
          LOGIN,
          { email: account.email, password: account.password },
          { headers: { Origin: origin } },
        );
      expect(response.status).toBe(200);
    }
  });
});
