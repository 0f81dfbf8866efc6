import { migrateLatest } from '../src/db/migrate.js';
import { createDatabase, type Database } from '../src/platform/db.js';
import { seedBenchCatalogue } from './bench-catalogue.js';

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Drops and recreates the bench database, migrates it and seeds `experts` approved experts. Returns its URL. */
export async function prepareBenchDatabase(
  serverUrl: string,
  name: string,
  experts: number,
): Promise<string> {
  const admin = await createDatabase({ databaseUrl: withDatabase(serverUrl, 'postgres') });
  try {
    await admin.knex.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.knex.raw(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = withDatabase(serverUrl, name);
  const db: Database = await createDatabase({ databaseUrl: url });
  try {
    await migrateLatest(db.knex);
    await seedBenchCatalogue(db.knex, experts);
  } finally {
    await db.close();
  }
  return url;
}
