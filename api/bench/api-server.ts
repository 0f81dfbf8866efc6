// The real API over PostgreSQL, started as a child process by directory.ts so that autocannon does not share its
// event loop. Production settings, logging included (to /dev/null), as it would run behind a load balancer.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { createDatabase } from '../src/platform/db.js';
import { createLogger } from '../src/platform/logger.js';
import { localDiskStorage } from '../src/platform/storage.js';
import { serveForBench } from './child-process.js';

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: process.env.BENCH_URL,
  DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX,
  LOG_LEVEL: process.env.LOG_LEVEL,
  DATA_DIR: path.join(os.tmpdir(), 'eb-bench'),
});
const logger = createLogger(config);
const db = await createDatabase({
  databaseUrl: config.DATABASE_URL,
  poolMax: config.DATABASE_POOL_MAX,
});
const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
const server = http.createServer(createApp({ config, db, logger, storage }).callback());

serveForBench(server);
