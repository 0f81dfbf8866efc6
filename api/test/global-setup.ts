import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateLatest } from '../src/db/migrate.js';
import { seedCategories } from '../src/db/seed/categories.js';
import { createDatabase } from '../src/platform/db.js';
import { adminUrl, withDatabaseName } from './helpers/postgres-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated data directory. PostgreSQL: the template database's name. */
    dbTemplate: string;
  }
}

/**
 * Migrates once per run: into a PGlite dump that every test file restores, or into a PostgreSQL template database
 * that every test file clones (when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `eb_template_${randomBytes(4).toString('hex')}`;
    const admin = await createDatabase({ databaseUrl: adminUrl(databaseUrl) });
    await admin.knex.raw(`CREATE DATABASE ${name}`);
    const template = await createDatabase({ databaseUrl: withDatabaseName(databaseUrl, name) });
    await migrateLatest(template.knex);
    await seedCategories(template.knex);
    await template.close();
    project.provide('dbTemplate', name);
    return async () => {
      await admin.knex.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  }
  const db = await createDatabase({});
  await migrateLatest(db.knex);
  await seedCategories(db.knex);
  const dump = await db.pglite!.dumpDataDir('none');
  await db.close();
  const file = path.join(os.tmpdir(), `eb-pglite-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', file);
  return () => fs.rm(file, { force: true });
}
