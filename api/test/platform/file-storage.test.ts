// The file stores behind /api/uploads/: PostgreSQL by default (what one process stores, another serves), the local
// disk still answering the files kept there before, and an S3-compatible bucket (against s3rver, a local S3 server).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import type { Database } from '../../src/platform/db.js';
import { createFileStorage } from '../../src/platform/file-storage.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
let root: string;
beforeAll(async () => {
  db = await createTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'eb-files-'));
});
afterAll(async () => {
  await db?.close();
  await fs.rm(root, { recursive: true, force: true });
});

const keyOf = (url: string) => url.split('/').pop()!;
const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: root, ...env });

describe('the default store (PostgreSQL)', () => {
  it('serves from one process what another stored', async () => {
    const one = createFileStorage(config(), db, path.join(root, 'one'));
    const two = createFileStorage(config(), db, path.join(root, 'two'));
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const url = await one.put(bytes, 'png', 'image/png');
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await two.get(keyOf(url));
    expect(served?.contentType).toBe('image/png');
    expect(served?.bytes.equals(bytes)).toBe(true);
    await expect(fs.readdir(path.join(root, 'one'))).rejects.toThrow(/ENOENT/);
  });

  it('still serves a file kept on the local disk before, and nothing else', async () => {
    const legacy = path.join(root, 'legacy');
    await fs.mkdir(legacy, { recursive: true });
    const key = `${randomUUID()}.jpg`;
    await fs.writeFile(path.join(legacy, key), Buffer.from('old photo'));
    const storage = createFileStorage(config(), db, legacy);
    expect((await storage.get(key))?.bytes.toString()).toBe('old photo');
    expect((await storage.get(key))?.contentType).toBe('image/jpeg');
    expect(await storage.get(`${randomUUID()}.jpg`)).toBeUndefined();
    expect(await storage.get('../legacy')).toBeUndefined();
  });
});

describe('an S3-compatible bucket', () => {
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(root, 's3'),
      configureBuckets: [{ name: 'eb-uploads', configs: [] }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => server?.close());

  const s3Config = () =>
    config({
      UPLOADS_S3_BUCKET: 'eb-uploads',
      UPLOADS_S3_ENDPOINT: endpoint,
      UPLOADS_S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      UPLOADS_S3_ACCESS_KEY_ID: 'S3RVER',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'S3RVER',
    });

  it('stores a file as an object and serves it to any process, not the database', async () => {
    const one = createFileStorage(s3Config(), db, path.join(root, 's3-one'));
    const two = createFileStorage(s3Config(), db, path.join(root, 's3-two'));
    const bytes = Buffer.from('RIFF....WEBPVP8 ');
    const url = await one.put(bytes, 'webp', 'image/webp');
    const served = await two.get(keyOf(url));
    expect(served?.contentType).toBe('image/webp');
    expect(served?.bytes.equals(bytes)).toBe(true);
    const stored = await fs.readdir(path.join(root, 's3', 'eb-uploads', 'uploads'));
    expect(stored.some((name) => name.startsWith(keyOf(url)))).toBe(true);
    expect(
      await db
        .knex('uploaded_files')
        .where({ key: keyOf(url) })
        .first(),
    ).toBeUndefined();
  });

  it('answers a missing key with nothing, from the bucket or the disk kept before', async () => {
    const legacy = path.join(root, 's3-legacy');
    await fs.mkdir(legacy, { recursive: true });
    const key = `${randomUUID()}.png`;
    await fs.writeFile(path.join(legacy, key), Buffer.from('kept on disk'));
    const storage = createFileStorage(s3Config(), db, legacy);
    expect((await storage.get(key))?.bytes.toString()).toBe('kept on disk');
    expect(await storage.get(`${randomUUID()}.png`)).toBeUndefined();
  });
});
