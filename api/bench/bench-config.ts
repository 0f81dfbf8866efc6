// What the API's bench process (lifecycle-server.ts) and the separate worker's (worker-server.ts) share: the
// production configuration from the bench's environment, and the database with its statements counted.
import { loadConfig, type Config } from '../src/platform/config.js';
import { createDatabase } from '../src/platform/db.js';
import { countStatements } from './child-process.js';

/** NODE_ENV=production on the bench's database, data folder and lifecycle durations, with `more` on top. */
export function benchConfig(more: Record<string, string | undefined>): Config {
  return loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: process.env.BENCH_URL,
    DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX,
    LOG_LEVEL: process.env.LOG_LEVEL,
    DATA_DIR: process.env.BENCH_DATA_DIR,
    LIFECYCLE_CONFIG_JSON: process.env.BENCH_LIFECYCLE_CONFIG,
    ...more,
  });
}

/** The configured database, and a reader of the SQL statements sent on it so far. */
export async function benchDatabase(config: Config) {
  const db = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
  });
  return { db, statements: countStatements(db.knex) };
}
