// Closing the room right after it starts: the socket.io adapter takes its LISTEN connection in the background, and
// a close that came before it had answered used to leave that connection checked out for good, so that the
// adapter pool's end() (and the API's shutdown, and a test's afterAll) waited forever.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeRoomServices } from '../../src/composition/services.js';
import { attachRealtime } from '../../src/modules/room/room.socket.js';
import { loadConfig } from '../../src/platform/config.js';
import type { Database } from '../../src/platform/db.js';
import { createLogger } from '../../src/platform/logger.js';
import { createTestDatabase } from '../helpers/test-database.js';

const onPostgres = process.env.DATABASE_URL !== undefined;

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

describe.runIf(onPostgres)('the room on PostgreSQL', () => {
  it('closes at once after it starts, again and again, handing back every connection', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: path.join(os.tmpdir(), `eb-close-at-start-${process.pid}`),
    });
    const logger = createLogger(config);
    for (let round = 0; round < 5; round++) {
      const server = http.createServer();
      const realtime = await attachRealtime(
        server,
        { config, db, logger },
        composeRoomServices(db),
      );
      const closed = await Promise.race([
        realtime.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still closing after 10 s'), 10_000)),
      ]);
      expect(closed).toBe('closed');
      server.close();
    }
    // No connection of the adapters is left open on the database.
    const { rows } = await db.knex.raw<{ rows: { count: number }[] }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
    );
    expect(rows[0]!.count).toBe(0);
  }, 60_000);
});
