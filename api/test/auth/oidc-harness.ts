import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { TestClient } from '../helpers/test-client.js';
import { signInAtProvider, startTestProvider, type TestAccount } from './test-provider.js';

// The app's published address; the test plays the browser and delivers the provider's redirect to the test app.
const PUBLIC_URL = 'http://localhost:3000';
export const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`;

export type OidcHarness = Awaited<ReturnType<typeof startOidcHarness>>;

/** A test provider and a test app configured to sign in through it, with the browser steps between them. */
export async function startOidcHarness(env: Record<string, string> = {}) {
  const provider = await startTestProvider(REDIRECT_URI);
  const app: TestApp = await startTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ...env,
  });
  let subjects = 0;

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

  return {
    app,
    provider,
    /** Registers an account at the provider; returns its subject. */
    providerAccount(claims: TestAccount): string {
      const subject = `subject-${++subjects}`;
      provider.accounts.set(subject, claims);
      return subject;
    },
    startAndAuthorize,
    /** The whole sign-in, callback delivered. */
    async signInThroughProvider(subject: string, returnTo?: string) {
      const { browser, callbackPath } = await startAndAuthorize(subject, app.client(), returnTo);
      const done = await browser.get(callbackPath);
      return { browser, done, callbackPath };
    },
    async currentUser(browser: TestClient) {
      const response = await browser.get('/api/auth/user');
      expect(response.status).toBe(200);
      return response.body;
    },
    async close() {
      await app.close();
      await provider.close();
    },
  };
}
