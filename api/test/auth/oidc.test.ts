import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { registration, rowCounts } from './support.js';
import { signInAtProvider, startTestProvider, type TestProvider } from './test-provider.js';

// The app's published address; the test plays the browser and delivers the provider's redirect to the test app.
const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`;

let provider: TestProvider;
let app: TestApp;
beforeAll(async () => {
  provider = await startTestProvider(REDIRECT_URI);
  app = await startTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ADMIN_EMAILS: 'chief@example.nz',
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

let subjects = 0;
function providerAccount(claims: Parameters<TestProvider['accounts']['set']>[1]) {
  const subject = `subject-${++subjects}`;
  provider.accounts.set(subject, claims);
  return subject;
}

/** GET /api/login in a browser, through the provider's forms, up to the callback URL (not yet delivered). */
async function startAndAuthorize(subject: string, browser = app.client(), returnTo?: string) {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const start = await browser.get(`/api/login${query}`);
  expect(start.status).toBe(302);
  const location = start.headers.get('Location')!;
  expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
  const callback = await signInAtProvider(location, subject, REDIRECT_URI);
  return { browser, callbackPath: callback.pathname + callback.search };
}

async function signInThroughProvider(subject: string, returnTo?: string) {
  const { browser, callbackPath } = await startAndAuthorize(subject, app.client(), returnTo);
  const done = await browser.get(callbackPath);
  return { browser, done, callbackPath };
}

async function currentUser(browser: TestClient) {
  const response = await browser.get('/api/auth/user');
  expect(response.status).toBe(200);
  return response.body;
}

describe('GET /api/login with a provider', () => {
  it('redirects to the provider with the code flow, PKCE (S256), state and nonce', async () => {
    const browser = app.client();
    const response = await browser.get('/api/login');
    const url = new URL(response.headers.get('Location')!);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state')!;
    const stored = await app.db.knex('oidc_logins').where({ state }).first();
    expect(stored.return_to).toBe('/');
    expect(stored.nonce).toBe(url.searchParams.get('nonce'));
    expect(url.searchParams.get('code_challenge')).not.toBe(stored.code_verifier);
    const expiresIn = new Date(stored.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(600_000);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('eb_oidc_state='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/path=\/api\/auth\/oidc/i);
  });

  it.each([['//evil.example/x'], ['https://evil.example/'], ['/\\evil.example'], ['dashboard']])(
    'refuses returnTo %s with 400',
    async (returnTo) => {
      const response = await app
        .client()
        .get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.status).toBe(400);
      expect(response.body.error.details.returnTo).toBe(
        'returnTo must be a path on this site, like /dashboard',
      );
    },
  );

  it('discovers the provider once per process', async () => {
    await app.client().get('/api/login');
    await app.client().get('/api/login');
    expect(provider.discoveryRequests()).toBe(1);
  });
});

describe('GET /api/auth/oidc/callback', () => {
  it('creates a new user, signs in and returns to the page the sign-in started from', async () => {
    const subject = providerAccount({
      email: 'Aroha.Smith@Example.nz',
      email_verified: true,
      given_name: 'Aroha',
      family_name: 'Smith',
    });
    const { browser, done, callbackPath } = await signInThroughProvider(
      subject,
      '/dashboard?tab=1',
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/dashboard?tab=1');
    expect(await currentUser(browser)).toMatchObject({
      firstName: 'Aroha',
      lastName: 'Smith',
      email: 'aroha.smith@example.nz',
      userType: 'client',
      isAdmin: false,
    });
    const user = await app.db.knex('users').where({ email: 'aroha.smith@example.nz' }).first();
    expect(user.password_hash).toBeNull();
    expect(user.email_verified).toBe(true);
    const identity = await app.db.knex('identities').where({ subject }).first();
    expect(identity).toMatchObject({ user_id: user.id, issuer: provider.issuer });
    const state = new URLSearchParams(callbackPath.split('?')[1]).get('state');
    expect(await app.db.knex('oidc_logins').where({ state })).toEqual([]);
  });

  it('finds the linked identity on the next sign-in, even after the e-mail changed at the provider', async () => {
    const subject = providerAccount({
      email: 'wiremu@example.nz',
      email_verified: true,
      name: 'Wiremu',
    });
    const first = await signInThroughProvider(subject);
    const firstUser = await currentUser(first.browser);
    provider.accounts.set(subject, { email: 'wiremu.new@example.nz', email_verified: true });
    const before = await rowCounts(app);
    const second = await signInThroughProvider(subject);
    expect(second.done.status).toBe(302);
    expect((await currentUser(second.browser)).id).toBe(firstUser.id);
    expect((await rowCounts(app)).users).toBe(before.users);
  });

  it('links an existing account when the provider has verified its e-mail', async () => {
    const account = registration();
    const registered = await app.client().post('/api/auth/email/register', account);
    const subject = providerAccount({
      email: account.email.toUpperCase(),
      email_verified: true,
      given_name: 'Someone',
      family_name: 'Else',
    });
    const { browser, done } = await signInThroughProvider(subject);
    expect(done.status).toBe(302);
    const user = await currentUser(browser);
    expect(user.id).toBe(registered.body.id);
    expect(user.firstName).toBe('Mere');
    const row = await app.db.knex('users').where({ id: user.id }).first();
    expect(row.email_verified).toBe(true);
    expect(await app.db.knex('identities').where({ user_id: user.id })).toHaveLength(1);
    // The password still works.
    const login = await app
      .client()
      .post('/api/auth/email/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
  });

  it('refuses to link an existing account when the provider has not verified the e-mail', async () => {
    const account = registration();
    await app.client().post('/api/auth/email/register', account);
    for (const email_verified of [false, undefined, 'true']) {
      const subject = providerAccount({ email: account.email, email_verified });
      const { browser, callbackPath } = await startAndAuthorize(subject);
      const before = await rowCounts(app);
      const done = await browser.get(callbackPath);
      expect(done.status).toBe(409);
      expect(done.body.error).toEqual({
        code: 'email_not_verified',
        message: 'Your identity provider has not verified this email address',
      });
      expect(await rowCounts(app)).toEqual(before);
      expect((await browser.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('creates an unverified account for a new unverified e-mail, never an administrator', async () => {
    const unverified = providerAccount({
      email: 'chief@example.nz',
      email_verified: false,
      name: 'Chief',
    });
    const { browser } = await signInThroughProvider(unverified);
    expect(await currentUser(browser)).toMatchObject({ email: 'chief@example.nz', isAdmin: false });
    const row = await app.db.knex('users').where({ email: 'chief@example.nz' }).first();
    expect(row.email_verified).toBe(false);
  });

  it('makes a verified e-mail listed in ADMIN_EMAILS an administrator', async () => {
    await app.db.knex('users').where({ email: 'chief@example.nz' }).delete();
    const subject = providerAccount({
      email: 'chief@example.nz',
      email_verified: true,
      name: 'Chief',
    });
    const { browser } = await signInThroughProvider(subject);
    expect(await currentUser(browser)).toMatchObject({ userType: 'admin', isAdmin: true });
  });

  it('reads the e-mail from UserInfo when the ID token carries none', async () => {
    const subject = providerAccount({
      email: 'userinfo@example.nz',
      email_verified: true,
      given_name: 'Info',
      family_name: 'Only',
      claimsOnlyInUserInfo: true,
    });
    const { browser } = await signInThroughProvider(subject);
    expect(await currentUser(browser)).toMatchObject({
      email: 'userinfo@example.nz',
      firstName: 'Info',
      lastName: 'Only',
    });
  });

  it.each([
    [{ name: 'Te  Aroha\tSmith' }, 'Te', 'Aroha Smith'],
    [{ given_name: 'G'.repeat(150), family_name: ' F ' }, 'G'.repeat(100), 'F'],
    [{ name: 'Madonna' }, 'Madonna', '-'],
    [{}, 'nameless', '-'],
  ])('takes names from the claims %o', async (names, firstName, lastName) => {
    const email = `nameless-${subjects + 1}@example.nz`;
    const subject = providerAccount({ email, email_verified: true, ...names });
    const { browser } = await signInThroughProvider(subject);
    const user = await currentUser(browser);
    expect([user.firstName, user.lastName]).toEqual([
      firstName === 'nameless' ? email.split('@')[0] : firstName,
      lastName,
    ]);
  });

  it('refuses a provider identity without a usable e-mail with 400', async () => {
    for (const email of [undefined, 'not-an-email', 42]) {
      const subject = providerAccount({ email, email_verified: true });
      const { browser, callbackPath } = await startAndAuthorize(subject);
      const before = await rowCounts(app);
      const done = await browser.get(callbackPath);
      expect(done.status).toBe(400);
      expect(done.body.error.code).toBe('oidc_email_missing');
      expect(await rowCounts(app)).toEqual(before);
    }
  });
});

describe('callback state checks', () => {
  it('refuses an unknown state with 400', async () => {
    const subject = providerAccount({ email: 'state@example.nz', email_verified: true });
    const { browser, callbackPath } = await startAndAuthorize(subject);
    const tampered = callbackPath.replace(/state=[^&]+/, 'state=unknown-state');
    const before = await rowCounts(app);
    const response = await browser.get(tampered);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_state');
    expect(await rowCounts(app)).toEqual(before);
  });

  it('refuses an expired state with 400', async () => {
    const subject = providerAccount({ email: 'expired@example.nz', email_verified: true });
    const { browser, callbackPath } = await startAndAuthorize(subject);
    await app.db.knex('oidc_logins').update({ expires_at: new Date(Date.now() - 1000) });
    const response = await browser.get(callbackPath);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_state');
  });

  it('refuses a callback replayed after use', async () => {
    const subject = providerAccount({ email: 'replay@example.nz', email_verified: true });
    const { browser, callbackPath } = await startAndAuthorize(subject);
    expect((await browser.get(callbackPath)).status).toBe(302);
    const replay = await app.client().get(callbackPath);
    expect(replay.status).toBe(400);
  });

  it("refuses a callback delivered to another browser (sign-in CSRF) and keeps the starter's sign-in usable", async () => {
    const subject = providerAccount({ email: 'attacker@example.nz', email_verified: true });
    const { browser, callbackPath } = await startAndAuthorize(subject);
    const victim = app.client();
    const response = await victim.get(callbackPath);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_state');
    expect((await victim.get('/api/auth/user')).status).toBe(401);
    expect((await browser.get(callbackPath)).status).toBe(302);
  });

  it('answers a refusal by the provider with 400 and forgets the started sign-in', async () => {
    const browser = app.client();
    const start = await browser.get('/api/login');
    const state = new URL(start.headers.get('Location')!).searchParams.get('state')!;
    const response = await browser.get(
      `/api/auth/oidc/callback?error=access_denied&error_description=User+cancelled&state=${state}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'oidc_error',
      message: 'The identity provider did not sign you in (access_denied).',
    });
    expect(await app.db.knex('oidc_logins').where({ state })).toEqual([]);
  });

  it('refuses a callback without a code, or with a malformed state, with 400', async () => {
    const browser = app.client();
    const start = await browser.get('/api/login');
    const state = new URL(start.headers.get('Location')!).searchParams.get('state')!;
    const noCode = await browser.get(`/api/auth/oidc/callback?state=${state}`);
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.details.code).toBe('code is required');
    const badState = await browser.get(`/api/auth/oidc/callback?code=abc&state=${'%00'.repeat(3)}`);
    expect(badState.status).toBe(400);
    expect(badState.body.error.details.state).toBe('state is not valid');
  });

  it('refuses a code the provider does not know with 400', async () => {
    const subject = providerAccount({ email: 'forged@example.nz', email_verified: true });
    const { browser, callbackPath } = await startAndAuthorize(subject);
    const forged = callbackPath.replace(/code=[^&]+/, 'code=forged-code');
    const response = await browser.get(forged);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('oidc_failed');
    expect(response.body.error.message).toContain('invalid_grant');
  });
});
