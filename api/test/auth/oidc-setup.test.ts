import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { localDiskStorage } from '../../src/platform/storage.js';
import { freePort } from '../helpers/processes.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { startTestProvider } from './test-provider.js';

describe('without an identity provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('sends GET /api/login to the sign-in page, which returns to where the visitor was', async () => {
    const response = await app.client().get('/api/login?returnTo=%2Fadmin%2Frevenue');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?returnTo=%2Fadmin%2Frevenue');
    const home = await app.client().get('/api/login');
    expect(home.headers.get('Location')).toBe('/login');
  });

  it('says no identity provider is on offer, so sign-in shows no "Continue with" button', async () => {
    const response = await app.client().get('/api/auth/sign-in-methods');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ identityProvider: false });
  });

  it('still refuses a returnTo that leaves the site', async () => {
    const response = await app.client().get('/api/login?returnTo=%2F%2Fevil.example');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('refuses a returnTo given twice', async () => {
    const response = await app.client().get('/api/login?returnTo=%2Fa&returnTo=%2Fb');
    expect(response.status).toBe(400);
    expect(response.body.error.details.returnTo).toBe('returnTo must be text');
  });

  it('answers the callback with 404', async () => {
    const response = await app.client().get('/api/auth/oidc/callback?code=x&state=y');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('oidc_not_configured');
  });

  it('refuses a plain-http issuer in production at start-up', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: 'http://id.example',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    const deps = {
      config,
      db: app.db,
      logger: createLogger(config),
      storage: localDiskStorage(config.dataDir),
    };
    expect(() => createApp(deps)).toThrow('OIDC_ISSUER must use https in production');
  });
});

describe('with an identity provider that cannot be reached', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    app = await startTestApp({
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'expertbridge',
      OIDC_CLIENT_SECRET: 'test-client-secret',
    });
  });
  afterAll(() => app?.close());

  it('says an identity provider is on offer', async () => {
    const response = await app.client().get('/api/auth/sign-in-methods');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ identityProvider: true });
  });

  it('answers 503, stores nothing, and tries discovery again once the provider is back', async () => {
    const response = await app.client().get('/api/login');
    expect(response.status).toBe(503);
    expect(response.body.error).toEqual({
      code: 'oidc_unavailable',
      message: 'The identity provider cannot be reached. Try again later.',
      // A failure on our side carries its request id, to quote to support.
      requestId: response.headers.get('X-Request-Id'),
    });
    expect(await app.db.knex('oidc_logins')).toEqual([]);

    const provider = await startTestProvider(
      `${app.config.PUBLIC_URL}/api/auth/oidc/callback`,
      port,
    );
    try {
      const retry = await app.client().get('/api/login');
      expect(retry.status).toBe(302);
      expect(retry.headers.get('Location')).toContain(`http://127.0.0.1:${port}/`);
    } finally {
      await provider.close();
    }
  });
});
