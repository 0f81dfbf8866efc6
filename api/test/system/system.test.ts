import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(() => app?.close());

describe('platform', () => {
  it('reports health with the database checked', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('gives every response a request id, echoing a safe one', async () => {
    const client = app.client();
    const echoed = await client.get('/api/health', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(echoed.headers.get('X-Request-Id')).toBe('abc-123');
    const replaced = await client.get('/api/health', {
      headers: { 'X-Request-Id': 'bad id\twith spaces' },
    });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the contract and a reference page whose assets come from this server', async () => {
    const client = app.client();
    const document = await client.get('/api/openapi.json');
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toContain('/api/experts');
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await client.get('/api/docs/assets/swagger-ui-bundle.js', { unchecked: true });
    expect(bundle.status).toBe(200);
    expect(String(bundle.body).length).toBeGreaterThan(100_000);
  });

  it('answers unknown API paths with a 404 error body', async () => {
    const response = await app.client().get('/api/nope', { unchecked: true });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('route_not_found');
  });

  it('answers a wrong method with 405 and an error body', async () => {
    const response = await app.client().request('DELETE', '/api/health', { unchecked: true });
    expect(response.status).toBe(405);
    expect(response.body.error.code).toBe('method_not_allowed');
  });

  it('sets security headers', async () => {
    const response = await app.client().get('/api/health');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('allows CORS only for configured origins', async () => {
    const client = app.client();
    const allowed = await client.get('/api/health', {
      headers: { Origin: 'https://partner.example' },
    });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const refused = await client.get('/api/health', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the test client', () => {
  it('fails a test when a response breaks the contract', async () => {
    // /api/health is documented with a JSON body; an unknown path is not documented at all.
    await expect(app.client().get('/api/nope')).rejects.toThrow(/not in the OpenAPI document/);
  });

  it('checks responses reached through the SDK fetch too', async () => {
    const client = app.client();
    await expect(client.fetch(`${app.url}/api/nope`)).rejects.toThrow(
      /not in the OpenAPI document/,
    );
    const ok = await client.fetch(`${app.url}/api/health`);
    expect(ok.status).toBe(200);
  });
});
