// Migrations as a step of their own: `npm run migrate` takes PostgreSQL's advisory lock, so two started at once run
// one after the other and nothing is applied twice; a process that does not migrate itself refuses an older schema.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { knownMigrations } from '../../src/db/migrate.js';
import {
  assertSchemaCurrent,
  migratesOnStart,
  pendingMigrations,
  SCHEMA_LOCK_KEY,
  SchemaBehindError,
} from '../../src/db/schema-step.js';
import type { Database } from '../../src/platform/db.js';
import { adminUrl, withDatabaseName } from '../helpers/postgres-url.js';
import { createTestDatabase } from '../helpers/test-database.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const postgresUrl = process.env.DATABASE_URL;

/** Runs an API entry point (a CLI, the worker) as its own process, as npm would; resolves with its output. */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: apiDir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

describe('on the test database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  it('refuses a schema older than the code, naming the command that brings it up to date', async () => {
    await expect(assertSchemaCurrent(db.knex)).resolves.toBeUndefined();
    const last = knownMigrations().at(-1)!;
    await db.knex('knex_migrations').where({ name: last }).delete();
    expect(await pendingMigrations(db.knex)).toEqual([last]);
    const refusal = await assertSchemaCurrent(db.knex).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SchemaBehindError);
    expect((refusal as Error).message).toContain('npm run migrate');
    expect((refusal as Error).message).toContain(last);
  });

  it('migrates on start only where nobody else can: embedded always, PostgreSQL outside production', () => {
    const pglite = { kind: 'pglite' as const };
    const postgres = { kind: 'postgres' as const };
    expect(migratesOnStart({ isProduction: true }, pglite)).toBe(true);
    expect(migratesOnStart({ isProduction: false }, postgres)).toBe(true);
    expect(migratesOnStart({ isProduction: true }, postgres)).toBe(false);
    expect(migratesOnStart({ isProduction: false, MIGRATE_ON_START: false }, postgres)).toBe(false);
    expect(migratesOnStart({ isProduction: true, MIGRATE_ON_START: true }, postgres)).toBe(true);
  });
});

// The lock is PostgreSQL's; PGlite serves one process and has nobody to wait for.
describe.runIf(postgresUrl)('on PostgreSQL, from an empty database', () => {
  const name = `eb_schema_step_${randomBytes(4).toString('hex')}`;
  const url = postgresUrl ? withDatabaseName(postgresUrl, name) : '';
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl(postgresUrl!) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('has an API process in production refuse to start, and a worker too, until `npm run migrate` has run', async () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: url, TEMPORAL_ADDRESS: '127.0.0.1:1' };
    const [api, worker] = await Promise.all([
      run('src/main.ts', [], { ...env, PORTAL_DIR: 'off', WIDGET_DIR: 'off' }),
      run('src/worker-main.ts', [], env),
    ]);
    for (const refused of [api, worker]) {
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('Run `npm run migrate`');
    }
  });

  it('runs two `npm run migrate` at once one after the other: the second waits and applies nothing', async () => {
    // The test holds the lock until both have started and wait for it, so that they truly run at once.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    const both = Promise.all([
      run('src/cli/migrate.ts', [], { DATABASE_URL: url }),
      run('src/cli/migrate.ts', [], { DATABASE_URL: url }),
    ]);
    for (;;) {
      const { rows } = await holder.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND objid = $1::bigint::oid`,
        [SCHEMA_LOCK_KEY],
      );
      if (rows[0]!.waiting === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await holder.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    await holder.end();
    const results = await both;

    for (const result of results) {
      expect(result.code, result.err).toBe(0);
      expect(result.out).toContain('waiting for it');
    }
    const outputs = results.map((result) => result.out);
    const count = knownMigrations().length;
    expect(outputs.filter((out) => out.includes(`Applied ${count} migration(s)`))).toHaveLength(1);
    expect(outputs.filter((out) => out.includes('nothing to apply'))).toHaveLength(1);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ name: string; times: number }>(
      'SELECT name, count(*)::int AS times FROM knex_migrations GROUP BY name ORDER BY name',
    );
    await check.end();
    expect(rows.map((row) => row.name)).toEqual(knownMigrations());
    expect(rows.every((row) => row.times === 1)).toBe(true);

    // Seeding takes the same lock and can run again: its rows are there once.
    const seeds = await Promise.all([
      run('src/cli/migrate.ts', ['seed'], { DATABASE_URL: url, NODE_ENV: 'production' }),
      run('src/cli/migrate.ts', ['seed'], { DATABASE_URL: url, NODE_ENV: 'production' }),
    ]);
    for (const seed of seeds) expect(seed.code, seed.err).toBe(0);
  });
});
