import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsonOnce } from './http.js';

let server: http.Server;
let base: string;
/** What the middleware inside jsonOnce saw as the body on the way out. */
const seen: unknown[] = [];

beforeAll(async () => {
  const app = new Koa();
  app.use(jsonOnce());
  app.use(async (ctx, next) => {
    await next();
    seen.push(ctx.body);
  });
  app.use((ctx) => {
    switch (ctx.path) {
      case '/object':
        ctx.body = { name: 'Aroha', amount: 18_000, note: 'tēnā koe' };
        break;
      case '/array':
        ctx.body = [1, 2, 3];
        break;
      case '/created':
        ctx.status = 201;
        ctx.body = { id: 'x' };
        break;
      case '/typed':
        ctx.body = { type: 'problem' };
        ctx.type = 'application/problem+json';
        break;
      case '/empty':
        ctx.status = 204;
        break;
      case '/text':
        ctx.body = 'plain';
        break;
      case '/stream':
        ctx.type = 'text/plain';
        ctx.body = Readable.from(['a', 'b']);
        break;
    }
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('sends an object as JSON encoded once, with its exact length, and inner middleware still sees the object', async () => {
  seen.length = 0;
  const response = await fetch(`${base}/object`);
  const text = await response.text();
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  expect(JSON.parse(text)).toEqual({ name: 'Aroha', amount: 18_000, note: 'tēnā koe' });
  expect(seen[0]).toEqual({ name: 'Aroha', amount: 18_000, note: 'tēnā koe' });
});

it('keeps the status and a content type the route chose', async () => {
  const created = await fetch(`${base}/created`);
  expect(created.status).toBe(201);
  expect(await created.json()).toEqual({ id: 'x' });
  const typed = await fetch(`${base}/typed`);
  expect(typed.headers.get('content-type')).toBe('application/problem+json');
  expect(await typed.json()).toEqual({ type: 'problem' });
  expect(await (await fetch(`${base}/array`)).json()).toEqual([1, 2, 3]);
});

it('leaves bodiless statuses, text and streams to Koa', async () => {
  const empty = await fetch(`${base}/empty`);
  expect(empty.status).toBe(204);
  expect(await empty.text()).toBe('');
  const text = await fetch(`${base}/text`);
  expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await text.text()).toBe('plain');
  expect(await (await fetch(`${base}/stream`)).text()).toBe('ab');
});
