// Every migration can be undone and done again: a release that must be rolled back leaves a database the
// previous release can use. Runs on PGlite and, in CI, on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateLatest, migrateRollbackAll } from '../../src/db/migrate.js';
import type { Database } from '../../src/platform/db.js';
import { createTestDatabase } from '../helpers/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

async function tables(): Promise<string[]> {
  const { rows } = await db.knex.raw<{ rows: { tablename: string }[] }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
      AND tablename NOT LIKE 'knex_migrations%' ORDER BY tablename`,
  );
  return rows.map((row) => row.tablename);
}

async function expertIndexes(): Promise<Record<string, string>> {
  const { rows } = await db.knex.raw<{ rows: { indexname: string; indexdef: string }[] }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'experts'`,
  );
  return Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
}

it('undoes every migration and does them again, to the same schema', async () => {
  const migrated = await tables();
  expect(migrated).toContain('experts');
  expect(migrated).toContain('ledger_entries');
  const indexes = await expertIndexes();
  // The category pages read each category in rating order from one index (migration 0008).
  expect(indexes.experts_approved_category_rating).toMatch(
    /\(category_id, average_rating DESC, total_reviews DESC, id\) WHERE \(status = 'approved'::text\)/,
  );
  expect(indexes.experts_approved_category).toBeUndefined();
  expect(indexes.experts_bio_trgm).toBeUndefined();

  await migrateRollbackAll(db.knex);
  expect(await tables()).toEqual([]);

  await migrateLatest(db.knex);
  expect(await tables()).toEqual(migrated);
  expect(await expertIndexes()).toEqual(indexes);
});
