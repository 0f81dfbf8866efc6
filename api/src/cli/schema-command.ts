import path from 'node:path';
import { assertSchemaCurrent, runMigrations, runSeed } from '../db/schema-step.js';
import { seedOptionsFor } from '../db/seed/index.js';
import { ConfigError, loadConfig } from '../platform/config.js';
import { createDatabase, type Database } from '../platform/db.js';
import { DataDirDamagedError, DataDirInUseError } from '../platform/pglite-owner.js';
import type { CommandOutput } from './admin-grant-command.js';

/**
 * `npm run migrate` and `npm run seed`: the schema step a fleet runs once per release, before its API and worker
 * processes start (they only check the schema in production). Both take the schema lock: two started at once run one
 * after the other, and the second finds nothing left to do. Returns the exit code.
 */
export async function runSchemaCommand(
  step: 'migrate' | 'seed',
  env: Record<string, string | undefined>,
  io: CommandOutput,
): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 1;
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  let db: Database;
  try {
    db = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: pgliteDir });
  } catch (error) {
    // The embedded database's own errors (in use by `npm start`, which migrates and seeds it itself; damaged) say
    // what to do; PostgreSQL's are wrapped.
    io.err(
      error instanceof DataDirInUseError || error instanceof DataDirDamagedError
        ? error.message
        : `Could not open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  const events = {
    onWait: () => io.out('Another migration or seed holds the schema lock; waiting for it.'),
  };
  try {
    if (step === 'migrate') {
      const applied = await runMigrations(db, events);
      io.out(
        applied.length === 0
          ? 'The schema is up to date; nothing to apply.'
          : `Applied ${applied.length} migration(s): ${applied.join(', ')}.`,
      );
    } else {
      await assertSchemaCurrent(db.knex);
      const accounts = await runSeed(db, seedOptionsFor(config), events);
      io.out(
        `Seeded the categories${accounts.length > 0 ? ` and ${accounts.length} demo accounts` : ''}.`,
      );
    }
    return 0;
  } catch (error) {
    io.err(`${step} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.close();
  }
}
