import type { Knex } from 'knex';
import { migrateLatest } from '../src/db/migrate.js';
import { createDatabase, type Database } from '../src/platform/db.js';

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onMaintenanceDatabase(serverUrl: string, sql: string[]): Promise<void> {
  const admin = await createDatabase({ databaseUrl: withDatabase(serverUrl, 'postgres') });
  try {
    for (const statement of sql) await admin.knex.raw(statement);
  } finally {
    await admin.close();
  }
}

/** Drops and recreates the bench database, migrates it and seeds it with `seed`. Returns its URL. */
export async function prepareBenchDatabase(
  serverUrl: string,
  name: string,
  seed: (knex: Knex) => Promise<void>,
): Promise<string> {
  await onMaintenanceDatabase(serverUrl, [
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name}`,
  ]);
  const url = withDatabase(serverUrl, name);
  const db: Database = await createDatabase({ databaseUrl: url });
  try {
    await migrateLatest(db.knex);
    await seed(db.knex);
  } finally {
    await db.close();
  }
  return url;
}

/** Drops the bench database, closing whatever still holds a connection to it. */
export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  await onMaintenanceDatabase(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}
