// What the bench servers (chat-server.ts, lifecycle-server.ts, soak-server.ts) build alike from their
// configuration: the logger, the database pool, and the API's HTTP server with uploads under DATA_DIR.
import http from 'node:http';
import path from 'node:path';
import { createApp } from '../src/app.js';
import type { Config } from '../src/platform/config.js';
import type { AppParts } from '../src/composition/services.js';
import { createDatabase } from '../src/platform/db.js';
import { createLogger } from '../src/platform/logger.js';
import { localDiskStorage } from '../src/platform/storage.js';

/**
 * The settings every bench server shares: production, the bench's database (BENCH_URL, BENCH_POOL_MAX) and data
 * folder (BENCH_DATA_DIR), LOG_LEVEL, and TRUST_PROXY as behind a load balancer.
 */
export const benchSettings = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: process.env.BENCH_URL,
  DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX,
  LOG_LEVEL: process.env.LOG_LEVEL,
  DATA_DIR: process.env.BENCH_DATA_DIR,
  TRUST_PROXY: 'true',
});

/** The logger and the database pool of a bench server. */
export async function benchBase(config: Config) {
  const logger = createLogger(config);
  const db = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
  });
  return { logger, db };
}

/** The API's HTTP server: createApp with local-disk uploads under DATA_DIR. */
export function benchHttpServer(deps: Omit<AppParts, 'storage'>): http.Server {
  return http.createServer(
    createApp({
      ...deps,
      storage: localDiskStorage(path.join(deps.config.dataDir, 'uploads')),
    }).callback(),
  );
}
