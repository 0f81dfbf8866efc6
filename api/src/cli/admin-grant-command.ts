import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrateLatest } from '../db/migrate.js';
import { createAuthRepository } from '../modules/auth/auth.repository.js';
import { grantAdmin } from '../modules/auth/roles.js';
import { ConfigError, loadConfig } from '../platform/config.js';
import { createDatabase, type Database } from '../platform/db.js';
import { DataDirDamagedError, DataDirInUseError } from '../platform/pglite-owner.js';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = 'Usage: npm run admin:grant -- <email>';

/**
 * `npm run admin:grant -- <email>`: makes an existing account an administrator. Returns the exit code.
 * The embedded database (PGlite) serves one process at a time, so this refuses to open it while the API runs.
 */
export async function runAdminGrant(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CommandOutput,
): Promise<number> {
  if (args.length !== 1 || !args[0]?.trim()) {
    io.err(USAGE);
    return 1;
  }
  const email = args[0].trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    io.err(`"${args[0]}" is not an e-mail address.\n${USAGE}`);
    return 1;
  }

  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }

  const pgliteDir = path.join(config.dataDir, 'pglite');
  const where = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${pgliteDir}`;
  if (!config.DATABASE_URL && !existsSync(pgliteDir)) {
    io.err(
      `There is no database in ${pgliteDir}. Start the API once (npm start) to create it, ` +
        'or set DATA_DIR or DATABASE_URL to the one the API uses.',
    );
    return 1;
  }

  let db: Database;
  try {
    db = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: pgliteDir });
    await migrateLatest(db.knex);
  } catch (error) {
    // The embedded database's own errors (in use by the API, damaged) say what to do; PostgreSQL's are wrapped.
    if (error instanceof DataDirInUseError || error instanceof DataDirDamagedError) {
      io.err(error.message);
    } else {
      io.err(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  }

  try {
    const grant = await grantAdmin(createAuthRepository(db.knex), email);
    if (!grant) {
      io.err(`No account has the e-mail ${email}. The person must sign up first.`);
      return 1;
    }
    io.out(
      grant.changed
        ? `Granted the admin role to ${grant.email} (user ${grant.userId}) in ${where}.`
        : `${grant.email} is already an administrator; nothing changed.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}
