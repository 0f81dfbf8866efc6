import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import Router from '@koa/router';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from './errors.js';
import { requestBody } from './http.js';
import { DEFAULT_JSON_LIMIT, rawRequestBody, requestBodies } from './request-body.js';

let server: http.Server;
let port: number;
beforeAll(async () => {
  const router = new Router();
  const echo = (ctx: Koa.Context) => {
    ctx.body = { body: requestBody(ctx) ?? null };
  };
  router.get('/echo', echo).post('/echo', echo).delete('/echo', echo).post('/photo', echo);
  router.post('/webhook', (ctx) => {
    const bytes = rawRequestBody(ctx);
    ctx.body = {
      sha256: createHash('sha256').update(bytes).digest('hex'),
      body: requestBody(ctx) ?? null,
    };
  });
  const app = new Koa();
  app.use(errorMiddleware(pino({ level: 'silent' })));
  app.use(requestBodies({ limits: { '/photo': 300 * 1024 }, rawPaths: { '/webhook': 1024 } }));
  app.use(router.routes());
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Sent {
  method?: string;
  path?: string;
  type?: string | null;
  headers?: Record<string, string>;
  /** Sent with a Content-Length. */
  body?: string | Buffer;
  /** Sent chunked, without a Content-Length. */
  chunks?: Buffer[];
}

/** A request with exactly these bytes and headers (fetch would add or change some), answered as JSON. */
function send(sent: Sent): Promise<{ status: number; body: any }> {
  const { method = 'POST', path = '/echo', type = 'application/json', body, chunks } = sent;
  const headers: Record<string, string> = {
    ...(type ? { 'Content-Type': type } : {}),
    ...sent.headers,
  };
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  if (chunks) headers['Transfer-Encoding'] = 'chunked';
  return new Promise((resolve, reject) => {
    const request = http.request({ port, method, path, headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
      });
    });
    // The server may answer before it has read everything it was sent (a body over the limit).
    request.on('error', reject);
    for (const chunk of chunks ?? []) request.write(chunk);
    request.end(body);
  });
}

const refusal = (status: number, code: string) =>
  expect.objectContaining({ status, body: { error: expect.objectContaining({ code }) } });

describe('JSON bodies', () => {
  it('hands the route the parsed document, whatever the charset parameter says', async () => {
    expect(await send({ body: '{"name":"Mere"}' })).toEqual({
      status: 200,
      body: { body: { name: 'Mere' } },
    });
    const latin1 = await send({ body: '["Māori"]', type: 'application/json; charset=latin1' });
    expect(latin1.body).toEqual({ body: ['Māori'] });
  });

  it('accepts a literal U+FFFD sent as its UTF-8 bytes and keeps it', async () => {
    const answer = await send({ body: Buffer.from('{"name":"a\uFFFDb"}', 'utf8') });
    expect(answer).toEqual({ status: 200, body: { body: { name: 'a\uFFFDb' } } });
  });

  it.each([
    ['a byte that is never UTF-8', [0xff]],
    ['a lone continuation byte', [0x80]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a sequence cut short', [0xf0, 0x9f, 0x98]],
  ])('refuses %s with invalid_encoding instead of storing U+FFFD', async (_label, bytes) => {
    const body = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from(bytes), Buffer.from('b"}')]);
    expect(await send({ body })).toEqual(refusal(400, 'invalid_encoding'));
  });

  it('refuses invalid UTF-8 at the very end of a chunked body', async () => {
    const chunks = [Buffer.from('{"name":"ab"} '), Buffer.from([0xe2, 0x82])];
    expect(await send({ chunks })).toEqual(refusal(400, 'invalid_encoding'));
  });

  it('takes a leading byte order mark as the UTF-8 decoder does', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]);
    expect(await send({ body })).toEqual({ status: 200, body: { body: { a: 1 } } });
  });

  it('refuses a scalar, broken JSON and an empty chunked body as invalid_json', async () => {
    for (const body of ['"hello"', 'null', '42', '{"a":']) {
      expect(await send({ body })).toEqual(refusal(400, 'invalid_json'));
    }
    expect(await send({ chunks: [] })).toEqual(refusal(400, 'invalid_json'));
  });

  it('names the field that carries text we refuse', async () => {
    const answer = await send({ body: '{"person":{"name":"Mere\\u202e"}}' });
    expect(answer).toEqual(refusal(400, 'validation_failed'));
    expect(answer.body.error.details).toEqual({
      'person.name': 'Must not contain bidirectional control characters',
    });
  });

  it('reads the body of a DELETE that has one', async () => {
    const answer = await send({ method: 'DELETE', body: '{"reason":"moved"}' });
    expect(answer.body).toEqual({ body: { reason: 'moved' } });
  });
});

describe('what the reader never parses', () => {
  it('leaves a read alone, body or not', async () => {
    expect(await send({ method: 'GET', body: 'not json at all' })).toEqual({
      status: 200,
      body: { body: null },
    });
  });

  it('leaves a bodiless POST alone, whatever its type', async () => {
    expect(await send({ type: 'text/plain' })).toEqual({ status: 200, body: { body: null } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/vnd.api+json', null])(
    'refuses a body of type %s with 415',
    async (type) => {
      expect(await send({ type, body: '{"a":1}' })).toEqual(refusal(415, 'unsupported_media_type'));
    },
  );

  it('refuses a compressed body with 415 rather than inflating it', async () => {
    const answer = await send({
      body: gzipSync('{"a":1}'),
      headers: { 'Content-Encoding': 'gzip' },
    });
    expect(answer).toEqual(refusal(415, 'unsupported_media_type'));
    expect(answer.body.error.message).toBe('Send the request body uncompressed');
    const identity = await send({ body: '{"a":1}', headers: { 'Content-Encoding': 'identity' } });
    expect(identity.status).toBe(200);
  });
});

describe('size limits', () => {
  const document = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

  it('refuses a Content-Length over the limit with 413', async () => {
    expect(document(DEFAULT_JSON_LIMIT)).toHaveLength(DEFAULT_JSON_LIMIT);
    expect((await send({ body: document(DEFAULT_JSON_LIMIT) })).status).toBe(200);
    expect(await send({ body: document(DEFAULT_JSON_LIMIT + 1) })).toEqual(
      refusal(413, 'payload_too_large'),
    );
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const chunks = Array.from({ length: 110 }, () => Buffer.alloc(1024, 0x20));
    expect(await send({ chunks })).toEqual(refusal(413, 'payload_too_large'));
  });

  it('gives a path its own limit', async () => {
    expect((await send({ path: '/photo', body: document(200 * 1024) })).status).toBe(200);
    expect(await send({ path: '/photo', body: document(301 * 1024) })).toEqual(
      refusal(413, 'payload_too_large'),
    );
  });
});

describe('signed webhooks', () => {
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('hand the route the bytes exactly as sent, invalid UTF-8 and all, without parsing them', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{ "id" : "evt_1",\r\n "name": "Māori \uFFFD" '),
      Buffer.from([0xff, 0xc3]),
      Buffer.from('}'),
    ]);
    const answer = await send({
      path: '/webhook',
      chunks: [bytes.subarray(0, 7), bytes.subarray(7)],
    });
    expect(answer).toEqual({ status: 200, body: { sha256: sha256(bytes), body: null } });
  });

  it('keep their own limit and their 415 for a body that is not JSON or is missing', async () => {
    const over = await send({ path: '/webhook', body: Buffer.alloc(1025, 0x20) });
    expect(over).toEqual(refusal(413, 'payload_too_large'));
    expect(await send({ path: '/webhook', type: 'text/plain', body: '{}' })).toEqual(
      refusal(415, 'unsupported_media_type'),
    );
    expect(await send({ path: '/webhook' })).toEqual(refusal(415, 'unsupported_media_type'));
  });
});
