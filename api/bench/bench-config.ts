// What the API's bench process (lifecycle-server.ts) and the separate worker's (worker-server.ts) share: the
// production configuration from the bench's environment, and the database with its statements counted.
import { loadConfig, type Config } from '../src/platform/config.js';
import { benchBase, benchSettings } from './bench-app.js';
import { countStatements } from './child-process.js';

/** The bench settings (bench-app.ts) with the bench's lifecycle durations, and `more` on top. */
export function benchConfig(more: Record<string, string | undefined>): Config {
  return loadConfig({
    ...benchSettings(),
    LIFECYCLE_CONFIG_JSON: process.env.BENCH_LIFECYCLE_CONFIG,
    ...more,
  });
}

/** The logger, the configured database, and a reader of the SQL statements sent on it so far. */
export async function benchDatabase(config: Config) {
  const { logger, db } = await benchBase(config);
  return { logger, db, statements: countStatements(db.knex) };
}
