// Migrations and the seed as a step of their own (`npm run migrate`, `npm run seed`), and the check a process
// makes at start when it does not migrate itself: in a fleet, one step changes the schema and every API and worker
// process only checks that it is not older than its code.
import pg from 'pg';
import type { Knex } from 'knex';
import type { Database } from '../platform/db.js';
import { knownMigrations, migrateLatest } from './migrate.js';
import { seedDatabase, type SeedOptions } from './seed/index.js';

/**
 * The one PostgreSQL advisory lock that migrating and seeding take (a session lock: released when the step ends or
 * its process dies). Its value is arbitrary and only has to differ from any other lock taken on the database.
 */
export const SCHEMA_LOCK_KEY = 4_205_280_028;

/** What `withSchemaLock` tells its caller. */
export interface SchemaLockEvents {
  /** Another process holds the lock: this one waits for it to finish. */
  onWait?: () => void;
}

/**
 * Runs `work` holding the schema lock. On PostgreSQL the lock is held on a connection of its own, outside the pool
 * `work` uses, so two processes started at once run one after the other and the second finds nothing left to do.
 * PGlite serves one process, so there is nobody to wait for.
 */
export async function withSchemaLock<T>(
  db: Database,
  work: () => Promise<T>,
  events: SchemaLockEvents = {},
): Promise<T> {
  if (db.kind === 'pglite' || !db.url) return work();
  const lock = new pg.Client({ connectionString: db.url });
  await lock.connect();
  try {
    const tried = await lock.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [SCHEMA_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      events.onWait?.();
      await lock.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}

/** Applies the pending migrations under the schema lock; returns the names applied (none when up to date). */
export async function runMigrations(db: Database, events?: SchemaLockEvents): Promise<string[]> {
  return withSchemaLock(
    db,
    async () => {
      const before = await pendingMigrations(db.knex);
      await migrateLatest(db.knex);
      return before;
    },
    events,
  );
}

/** Seeds (idempotently) under the schema lock, so two seeds started at once do not race on the same rows. */
export async function runSeed(db: Database, options: SeedOptions, events?: SchemaLockEvents) {
  return withSchemaLock(db, () => seedDatabase(db.knex, options), events);
}

/** The migrations this code knows that the database has not applied, in order; all of them on an empty database. */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const known = knownMigrations();
  if (!(await knex.schema.hasTable('knex_migrations'))) return known;
  const rows = (await knex('knex_migrations').select('name')) as { name: string }[];
  const applied = new Set(rows.map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}

/** The database's schema is older than the code: the process refuses to start rather than fail on a missing column. */
export class SchemaBehindError extends Error {
  override name = 'SchemaBehindError';
  constructor(readonly pending: readonly string[]) {
    super(
      `The database schema is older than this code: ${pending.length} migration(s) not applied ` +
        `(${pending.join(', ')}). Run \`npm run migrate\` against the same DATABASE_URL, then start again.`,
    );
  }
}

/** Refuses (SchemaBehindError) when a migration this code needs has not been applied. */
export async function assertSchemaCurrent(knex: Knex): Promise<void> {
  const pending = await pendingMigrations(knex);
  if (pending.length > 0) throw new SchemaBehindError(pending);
}

/**
 * Whether a process migrates and seeds the database itself at start: always the embedded one (nobody else can),
 * otherwise as MIGRATE_ON_START says, which defaults to yes outside production.
 */
export function migratesOnStart(
  config: { MIGRATE_ON_START?: boolean | undefined; isProduction: boolean },
  db: Pick<Database, 'kind'>,
): boolean {
  return db.kind === 'pglite' || (config.MIGRATE_ON_START ?? !config.isProduction);
}
