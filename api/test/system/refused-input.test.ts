// Input the API refuses rather than alters: lone surrogates, invalid UTF-8 bytes and bidirectional controls
// in names, booking titles and chat (REST and the live room) get a 400 with the error body and nothing is written; a
// request Node refuses before the API (a query string past the header limit) still gets the error body.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConsultationRow, insertExpert } from '../helpers/consultation-rows.js';
import { ask, openSockets, socketOf } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await app?.close();
});

const userCount = async () => Number((await app.db.knex('users').count({ n: '*' }))[0]!.n);

/** A sign-up body as raw JSON text, so JSON escapes reach the server as written. */
const signUp = (firstName: string) =>
  `{"firstName":${firstName},"lastName":"Tane","email":"${crypto.randomUUID()}@example.nz","password":"a-long-password"}`;

describe('the body reader', () => {
  it.each([
    ['a lone high surrogate', '"a\\ud800b"'],
    ['a lone low surrogate', '"\\udc00"'],
    ['a right-to-left override', '"Mere\\u202eenaT"'],
    ['a first-strong isolate', '"Mere\\u2068"'],
  ])(
    'refuses %s in a name with a 400 naming the field, and writes nothing',
    async (_label, name) => {
      const before = await userCount();
      const answer = await app.client().request('POST', '/api/auth/email/register', {
        rawBody: signUp(name),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.details).toHaveProperty('firstName');
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses bytes that are not UTF-8 instead of storing U+FFFD', async () => {
    const before = await userCount();
    const body = Buffer.concat([
      Buffer.from('{"firstName":"M'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        `re","lastName":"Tane","email":"${crypto.randomUUID()}@example.nz","password":"a-long-password"}`,
      ),
    ]);
    const answer = await app.client().request('POST', '/api/auth/email/register', {
      rawBody: new Uint8Array(body),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_encoding');
    expect(await userCount()).toBe(before);
  });

  it('accepts a literal U+FFFD sent as its UTF-8 bytes and stores it as sent', async () => {
    const answer = await app.client().request('POST', '/api/auth/email/register', {
      // The character itself, not its JSON escape: its bytes EF BF BD are what a lenient decoder would make of garbage.
      rawBody: new Uint8Array(Buffer.from(signUp('"M\uFFFDre"'), 'utf8')),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.firstName).toBe('M\uFFFDre');
  });

  it('keeps accepting real text: te reo Māori, emoji, Korean and a well-formed surrogate pair', async () => {
    const answer = await app.client().request('POST', '/api/auth/email/register', {
      rawBody: signUp('"Wiremu 🌿 하늘 \\ud83d\\ude00 Māori"'),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.firstName).toBe('Wiremu 🌿 하늘 😀 Māori');
  });

  it('still answers malformed JSON, a JSON scalar and an oversized body as before', async () => {
    const send = (rawBody: string) =>
      app.client().request('POST', '/api/auth/email/login', {
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await send('{"email":')).body.error.code).toBe('invalid_json');
    expect((await send('"hello"')).body.error.code).toBe('invalid_json');
    expect((await send('null')).body.error.code).toBe('invalid_json');
    const huge = await send(JSON.stringify({ email: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });
});

describe('the body limits and encodings', () => {
  /** A request with a chunked body (no Content-Length), as a proxy or a streaming client sends it. */
  const chunked = (path: string, chunks: Buffer[], headers: Record<string, string> = {}) =>
    new Promise<{ status: number; code: string }>((resolve, reject) => {
      const request = http.request(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', ...headers },
      });
      request.on('response', (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            code: JSON.parse(Buffer.concat(parts).toString()).error?.code,
          }),
        );
      });
      request.on('error', reject);
      for (const chunk of chunks) request.write(chunk);
      request.end();
    });

  it('refuses a chunked body once it passes the limit, and writes nothing', async () => {
    const before = await userCount();
    const body = Buffer.from(signUp(JSON.stringify('x'.repeat(120_000))));
    const chunks = Array.from({ length: Math.ceil(body.length / 4096) }, (_, i) =>
      body.subarray(i * 4096, (i + 1) * 4096),
    );
    expect(await chunked('/api/auth/email/register', chunks)).toEqual({
      status: 413,
      code: 'payload_too_large',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a compressed body with 415 and writes nothing', async () => {
    const before = await userCount();
    const answer = await chunked('/api/auth/email/register', [gzipSync(signUp('"Mere"'))], {
      'Content-Encoding': 'gzip',
    });
    expect(answer).toEqual({ status: 415, code: 'unsupported_media_type' });
    expect(await userCount()).toBe(before);
  });
});

describe('chat', () => {
  it('refuses a bidirectional control in a message over REST and over the live room, storing nothing', async () => {
    const expertUser = await createSignedInUser(app);
    const expert = await insertExpert(app.db.knex, { userId: expertUser.id });
    const client = await createSignedInUser(app);
    const id = await insertConsultationRow(app.db.knex, {
      expert,
      status: 'in_progress',
      clientId: client.id,
      scheduledAt: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000),
    });
    const rest = await client.client.request('POST', `/api/consultations/${id}/messages`, {
      body: { message: 'Pay to account \u202e0987654321' },
    });
    expect(rest.status).toBe(400);
    const socket = await socketOf(app.url, client);
    expect(await ask(socket, 'join', { consultationId: id })).toMatchObject({ ok: true });
    const live = await ask(socket, 'message', { consultationId: id, message: 'Hi \u2067there' });
    expect(live).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    const lone = await ask(socket, 'message', { consultationId: id, message: 'a\ud800b' });
    expect(lone).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    expect(await app.db.knex('chat_messages').where({ consultation_id: id })).toHaveLength(0);
  });
});

describe('requests Node refuses before the API', () => {
  it('answers a query string past the header limit with 431 and the error body', async () => {
    const response = await fetch(`${app.url}/api/experts?searchTerm=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: {
        code: 'headers_too_large',
        message: 'The request line or headers are too large (the query string included)',
      },
    });
    // The server is still there for the next request.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});
