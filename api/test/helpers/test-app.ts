import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type pino from 'pino';
import type { Logger } from 'pino';
import { createApp } from '../../src/app.js';
import { composeServices, type AppParts } from '../../src/composition/services.js';
import { answerClientErrors } from '../../src/platform/http.js';
import { loadConfig, type Config } from '../../src/platform/config.js';
import type { Database } from '../../src/platform/db.js';
import { openLiveFeed } from '../../src/platform/live-channel.js';
import { createLogger } from '../../src/platform/logger.js';
import { attachRealtime } from '../../src/modules/room/room.socket.js';
import { createFileStorage } from '../../src/platform/file-storage.js';
import { SHARED_BUNDLE_DIR } from './processes.js';
import { TestClient } from './test-client.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  url: string;
  config: Config;
  db: Database;
  /** A new client with its own cookie jar (one per simulated user). */
  client(): TestClient;
  close(): Promise<void>;
}

/** What a test adds to the app's dependencies (Temporal, the gateway) and how to stop it. */
export type PrepareDeps = (base: {
  config: Config;
  db: Database;
  logger: Logger;
}) => Promise<{ deps: Partial<AppParts>; close(): Promise<void> }>;

/** The whole API on a random port over a fresh migrated database. */
export async function startTestApp(
  env: Record<string, string> = {},
  prepare?: PrepareDeps,
  options: { logDestination?: pino.DestinationStream } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = path.join(os.tmpdir(), `eb-test-${randomUUID()}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    // Tests make many accounts and bookings from one address and account; the limits have their own test.
    SIGNUP_RATE_LIMIT: '100000',
    BOOKING_RATE_LIMIT: '100000',
    TEMPORAL_BUNDLE_DIR: SHARED_BUNDLE_DIR,
    ...env,
  });
  const logger = createLogger(config, options.logDestination);
  const storage = createFileStorage(config, db, path.join(dataDir, 'uploads'));
  const extra = prepare ? await prepare({ config, db, logger }) : undefined;
  // As main.ts: one live feed for the sockets and for answers that wait for a workflow step.
  const live = await openLiveFeed(db, logger);
  const parts = { config, db, logger, storage, live, ...extra?.deps };
  const services = composeServices(parts);
  const app = createApp(parts, services);
  const server = http.createServer(app.callback());
  answerClientErrors(server);
  const realtime = await attachRealtime(server, parts, services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    db,
    client: () => new TestClient(url),
    close: async () => {
      await realtime.close();
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await extra?.close();
      await db.close();
    },
  };
}
