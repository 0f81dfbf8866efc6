import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { startOidcHarness, REDIRECT_URI, type OidcHarness } from './oidc-harness.js';
import { registration, rowCounts } from './support.js';
import type { TestProvider } from './test-provider.js';

let oidc: OidcHarness;
let app: TestApp;
let provider: TestProvider;
beforeAll(async () => {
  oidc = await startOidcHarness({ ADMIN_EMAILS: 'chief@example.nz' });
  ({ app, provider } = oidc);
});
afterAll(() => oidc?.close());

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
    const subject = oidc.providerAccount({
      email: 'Aroha.Smith@Example.nz',
      email_verified: true,
      given_name: 'Aroha',
      family_name: 'Smith',
    });
    const { browser, done, callbackPath } = await oidc.signInThroughProvider(
      subject,
      '/dashboard?tab=1',
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/dashboard?tab=1');
    expect(await oidc.currentUser(browser)).toMatchObject({
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
    const subject = oidc.providerAccount({
      email: 'wiremu@example.nz',
      email_verified: true,
      name: 'Wiremu',
    });
    const first = await oidc.signInThroughProvider(subject);
    const firstUser = await oidc.currentUser(first.browser);
    provider.accounts.set(subject, { email: 'wiremu.new@example.nz', email_verified: true });
    const before = await rowCounts(app);
    const second = await oidc.signInThroughProvider(subject);
    expect(second.done.status).toBe(302);
    expect((await oidc.currentUser(second.browser)).id).toBe(firstUser.id);
    expect((await rowCounts(app)).users).toBe(before.users);
  });

  it('links an existing account when the provider has verified its e-mail', async () => {
    const account = registration();
    const registered = await app.client().post('/api/auth/email/register', account);
    const subject = oidc.providerAccount({
      email: account.email.toUpperCase(),
      email_verified: true,
      given_name: 'Someone',
      family_name: 'Else',
    });
    const { browser, done } = await oidc.signInThroughProvider(subject);
    expect(done.status).toBe(302);
    const user = await oidc.currentUser(browser);
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
      const subject = oidc.providerAccount({ email: account.email, email_verified });
      const { browser, callbackPath } = await oidc.startAndAuthorize(subject);
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
    const unverified = oidc.providerAccount({
      email: 'chief@example.nz',
      email_verified: false,
      name: 'Chief',
    });
    const { browser } = await oidc.signInThroughProvider(unverified);
    expect(await oidc.currentUser(browser)).toMatchObject({
      email: 'chief@example.nz',
      isAdmin: false,
    });
    const row = await app.db.knex('users').where({ email: 'chief@example.nz' }).first();
    expect(row.email_verified).toBe(false);
  });

  it('makes a verified e-mail listed in ADMIN_EMAILS an administrator', async () => {
    await app.db.knex('users').where({ email: 'chief@example.nz' }).delete();
    const subject = oidc.providerAccount({
      email: 'chief@example.nz',
      email_verified: true,
      name: 'Chief',
    });
    const { browser } = await oidc.signInThroughProvider(subject);
    expect(await oidc.currentUser(browser)).toMatchObject({ userType: 'admin', isAdmin: true });
  });

  it('reads the e-mail from UserInfo when the ID token carries none', async () => {
    const subject = oidc.providerAccount({
      email: 'userinfo@example.nz',
      email_verified: true,
      given_name: 'Info',
      family_name: 'Only',
      claimsOnlyInUserInfo: true,
    });
    const { browser } = await oidc.signInThroughProvider(subject);
    expect(await oidc.currentUser(browser)).toMatchObject({
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
    const email = `nameless-${randomUUID().slice(0, 8)}@example.nz`;
    const subject = oidc.providerAccount({ email, email_verified: true, ...names });
    const { browser } = await oidc.signInThroughProvider(subject);
    const user = await oidc.currentUser(browser);
    expect([user.firstName, user.lastName]).toEqual([
      firstName === 'nameless' ? email.split('@')[0] : firstName,
      lastName,
    ]);
  });

  it('refuses a provider identity without a usable e-mail with 400', async () => {
    for (const email of [undefined, 'not-an-email', 42]) {
      const subject = oidc.providerAccount({ email, email_verified: true });
      const { browser, callbackPath } = await oidc.startAndAuthorize(subject);
      const before = await rowCounts(app);
      const done = await browser.get(callbackPath);
      expect(done.status).toBe(400);
      expect(done.body.error.code).toBe('oidc_email_missing');
      expect(await rowCounts(app)).toEqual(before);
    }
  });
});
