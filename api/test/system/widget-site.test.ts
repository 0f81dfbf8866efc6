import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerContentSecurityPolicy } from '../../src/platform/partner-demo-site.js';
import { rawRequest } from '../helpers/raw-request.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const LOADER = `(function(){${'/* loader */ '.repeat(100)}})();`;
const CHUNK = `export function mount(){${'/* app */ '.repeat(200)}}`;

let dir: string;
let app: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'eb-widget-'));
  for (const [name, body] of [
    ['expertbridge.js', LOADER],
    ['app-Xy12.js', CHUNK],
  ] as const) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
  app = await startTestApp({ CORS_ORIGINS: 'http://localhost:3001' }, async () => ({
    deps: { widgetDir: dir },
    close: async () => {},
  }));
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request to the test app, its bytes and headers as sent. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return rawRequest(`${app.url}${pathname}`, headers, method);
}

describe('the widget at /widget/', () => {
  it('serves the loader to any page, cached five minutes and revalidated by its ETag', async () => {
    const response = await get('/widget/expertbridge.js', {
      Origin: 'https://anyfirm.example.nz',
      'Accept-Encoding': 'br, gzip',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(LOADER);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await get('/widget/expertbridge.js', {
      'If-None-Match': String(response.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('serves hashed chunks immutable, with * even to an origin the API trusts with credentials', async () => {
    const response = await get('/widget/app-Xy12.js', { Origin: 'http://localhost:3001' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(CHUNK);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a missing file with the JSON 404, and nothing outside its folder', async () => {
    const missing = await get('/widget/app-Gone.js');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).error.code).toBe('route_not_found');
    const escape = await get('/widget/..%2f..%2fpackage.json');
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).not.toContain('"name"');
  });

  it('leaves other methods to the API', async () => {
    const post = await get('/widget/expertbridge.js', {}, 'POST');
    expect(post.status).toBe(404);
  });
});

describe('the partner CSP', () => {
  it('allows the API origin for scripts and calls, and nothing inline or evaluated', () => {
    const csp = partnerContentSecurityPolicy('https://expertbridge.example', false);
    expect(csp).toContain("script-src 'self' https://expertbridge.example");
    expect(csp).toContain("connect-src 'self' https://expertbridge.example");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-src 'none'");
    const stripe = partnerContentSecurityPolicy('https://expertbridge.example', true);
    expect(stripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });
});
