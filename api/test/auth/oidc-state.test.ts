import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { startOidcHarness, type OidcHarness } from './oidc-harness.js';
import { rowCounts } from './support.js';

let oidc: OidcHarness;
let app: TestApp;
beforeAll(async () => {
  oidc = await startOidcHarness();
  app = oidc.app;
});
afterAll(() => oidc?.close());

describe('callback state checks', () => {
  it('refuses an unknown state with 400', async () => {
    const subject = oidc.providerAccount({ email: 'state@example.nz', email_verified: true });
    const { browser, callbackPath } = await oidc.startAndAuthorize(subject);
    const tampered = callbackPath.replace(/state=[^&]+/, 'state=unknown-state');
    const before = await rowCounts(app);
    const response = await browser.get(tampered);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_state');
    expect(await rowCounts(app)).toEqual(before);
  });

  it('refuses an expired state with 400', async () => {
    const subject = oidc.providerAccount({ email: 'expired@example.nz', email_verified: true });
    const { browser, callbackPath } = await oidc.startAndAuthorize(subject);
    await app.db.knex('oidc_logins').update({ expires_at: new Date(Date.now() - 1000) });
    const response = await browser.get(callbackPath);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_state');
  });

  it('refuses a callback replayed after use', async () => {
    const subject = oidc.providerAccount({ email: 'replay@example.nz', email_verified: true });
    const { browser, callbackPath } = await oidc.startAndAuthorize(subject);
    expect((await browser.get(callbackPath)).status).toBe(302);
    const replay = await app.client().get(callbackPath);
    expect(replay.status).toBe(400);
  });

  it("refuses a callback delivered to another browser (sign-in CSRF) and keeps the starter's sign-in usable", async () => {
    const subject = oidc.providerAccount({ email: 'attacker@example.nz', email_verified: true });
    const { browser, callbackPath } = await oidc.startAndAuthorize(subject);
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
    const subject = oidc.providerAccount({ email: 'forged@example.nz', email_verified: true });
    const { browser, callbackPath } = await oidc.startAndAuthorize(subject);
    const forged = callbackPath.replace(/code=[^&]+/, 'code=forged-code');
    const response = await browser.get(forged);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('oidc_failed');
    expect(response.body.error.message).toContain('invalid_grant');
  });
});
