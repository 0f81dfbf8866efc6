import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from './errors.js';
import { requestBody } from './http.js';
import { multipartBody, multipartRoutes, requestFiles } from './multipart-body.js';
import { requestBodies } from './request-body.js';

let server: http.Server;
let base: string;
beforeAll(async () => {
  const router = new Router();
  router.post('/upload', multipartBody({ maxFileSize: 1024, maxFiles: 2 }), async (ctx) => {
    const files = requestFiles(ctx);
    ctx.body = {
      fields: requestBody(ctx),
      files: await Promise.all(
        Object.entries(files).flatMap(([field, list]) =>
          list.map(async (file) => ({
            field,
            path: file.path,
            name: file.originalFilename,
            type: file.mimetype,
            text: await readFile(file.path, 'utf8'),
          })),
        ),
      ),
    };
  });
  router.post('/plain', (ctx) => {
    ctx.body = { body: requestBody(ctx) ?? null };
  });
  const app = new Koa();
  app.use(errorMiddleware(pino({ level: 'silent' })));
  app.use(requestBodies({ limits: {}, takesMultipart: multipartRoutes([router]) }));
  app.use(router.routes());
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const form = (entries: Record<string, string | Blob>, fileName = 'notes.txt') => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
};
const post = async (
  path: string,
  body: FormData | string | Uint8Array,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(`${base}${path}`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as any };
};

describe('a route that declares multipart', () => {
  it('receives its fields and files, and the files are gone once it has answered', async () => {
    const file = new Blob(['Kia ora, Aroha'], { type: 'text/plain' });
    const answer = await post(
      '/upload',
      form({ caption: 'Tāmaki 🌿', document: file }, 'pānui.txt'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.fields).toEqual({ caption: 'Tāmaki 🌿' });
    expect(answer.body.files).toEqual([
      expect.objectContaining({
        field: 'document',
        name: 'pānui.txt',
        type: 'text/plain',
        text: 'Kia ora, Aroha',
      }),
    ]);
    expect(existsSync(answer.body.files[0].path)).toBe(false);
  });

  it('refuses a file over its size with 413', async () => {
    const answer = await post('/upload', form({ document: new Blob(['x'.repeat(2048)]) }));
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('payload_too_large');
  });

  it('holds its fields to the same text rules as a JSON body', async () => {
    const answer = await post('/upload', form({ caption: 'Mere\u202eenaT' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'validation_failed',
      details: { caption: 'Must not contain bidirectional control characters' },
    });
    const body = Buffer.concat([
      Buffer.from('--kiaora\r\nContent-Disposition: form-data; name="caption"\r\n\r\nM'),
      Buffer.from([0xff]),
      Buffer.from('re\r\n--kiaora--\r\n'),
    ]);
    const invalid = await post('/upload', new Uint8Array(body), {
      'Content-Type': 'multipart/form-data; boundary=kiaora',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('invalid_encoding');
  });

  it('refuses a body that is not multipart with 415', async () => {
    const answer = await post('/upload', '{"caption":"hi"}', {
      'Content-Type': 'application/json',
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('unsupported_media_type');
  });
});

describe('a route that does not declare multipart', () => {
  it('gets 415 for a multipart body, and its JSON as before', async () => {
    const answer = await post('/plain', form({ document: new Blob(['Kia ora']) }));
    expect(answer.status).toBe(415);
    expect(answer.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'Send the request body as JSON',
    });
    const json = await post('/plain', '{"a":1}', { 'Content-Type': 'application/json' });
    expect(json).toEqual({ status: 200, body: { body: { a: 1 } } });
  });
});
