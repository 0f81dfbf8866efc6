import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db.js';
import { adminUrl, withDatabaseName } from './postgres-url.js';

/**
 * A fresh, migrated database for one test file: a restored PGlite snapshot, or (with DATABASE_URL) a new
 * PostgreSQL database cloned from the run's template.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const bytes = await fs.readFile(template);
    return createDatabase({ pgliteSnapshot: new Blob([bytes]) });
  }
  const name = `eb_test_${randomBytes(6).toString('hex')}`;
  const admin = await createDatabase({ databaseUrl: adminUrl(databaseUrl) });
  // Two files cloning the template at the same moment can collide; the loser waits and tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.knex.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
  const db = await createDatabase({ databaseUrl: withDatabaseName(databaseUrl, name), poolMax: 5 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin.knex.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
