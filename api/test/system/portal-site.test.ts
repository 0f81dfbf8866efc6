import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalContentSecurityPolicy } from '../../src/platform/portal-site.js';
import { rawRequest } from '../helpers/raw-request.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const INDEX =
  '<!doctype html><html lang="en-NZ"><head><script type="module" src="/assets/app-Ab12.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(200))});`;

let dir: string;
let app: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'eb-portal-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, body: string, compressed = true) => {
    writeFileSync(path.join(dir, name), body);
    if (!compressed) return;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  };
  write('index.html', INDEX);
  write('assets/app-Ab12.js', SCRIPT);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  app = await startTestApp({}, async () => ({ deps: { portalDir: dir }, close: async () => {} }));
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request to the test app, its bytes and headers as sent. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return rawRequest(`${app.url}${pathname}`, headers, method);
}

describe('the portal on the API origin', () => {
  it('serves the app at / with a CSP that allows nothing inline, revalidated on every load', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers every app route (and any unknown page) with index.html, for the router to show', async () => {
    for (const pathname of [
      '/experts?categoryId=2',
      '/expert-profile/abc',
      '/admin/revenue',
      '/no/such/page',
      '/index.html',
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.body.toString(), pathname).toBe(INDEX);
    }
  });

  it('sends hashed assets compressed as the browser asks, cached for a year', async () => {
    const br = await get('/assets/app-Ab12.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);

    const gzip = await get('/assets/app-Ab12.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers a repeated request with 304 when the ETag still matches', async () => {
    const first = await get('/assets/app-Ab12.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/assets/app-Ab12.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves other public files with a short cache, uncompressed when there is no twin', async () => {
    const response = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives a missing hashed asset a JSON 404, never HTML in place of a script', async () => {
    const response = await get('/assets/app-Gone.js');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString()).error.code).toBe('route_not_found');
  });

  it('leaves /api to the API: its JSON, its 404s, its methods', async () => {
    const health = await get('/api/health');
    expect(JSON.parse(health.body.toString()).status).toBe('ok');
    const unknown = await get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    const post = await get('/', {}, 'POST');
    expect(post.status).toBe(404);
    expect(JSON.parse(post.body.toString()).error.code).toBe('route_not_found');
  });

  it('never reads outside its folder', async () => {
    for (const pathname of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await get(pathname);
      expect(response.body.toString(), pathname).not.toContain('root:');
      expect(response.body.toString(), pathname).not.toContain('"name"');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/experts', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.length).toBe(0);
  });
});

describe('the portal CSP', () => {
  it('lets Stripe.js and its frames in only when Stripe takes the payments', () => {
    const sandbox = portalContentSecurityPolicy({ stripe: false, https: false });
    expect(sandbox).not.toContain('stripe');
    expect(sandbox).toContain("frame-src 'none'");
    const stripe = portalContentSecurityPolicy({ stripe: true, https: true });
    expect(stripe).toContain("script-src 'self' https://js.stripe.com");
    expect(stripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(stripe).toContain("connect-src 'self' https://api.stripe.com");
    expect(stripe).toContain('upgrade-insecure-requests');
  });
});
