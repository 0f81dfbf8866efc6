// One more API instance in its own process, for the scale-out test: the real app and room on the database
// named by EB_INSTANCE_DATABASE_URL, reporting its port over IPC and exiting when told.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app.js';
import { composeServices } from '../../src/composition/services.js';
import { attachRealtime } from '../../src/modules/room/room.socket.js';
import { loadConfig } from '../../src/platform/config.js';
import { createDatabase } from '../../src/platform/db.js';
import { createLogger } from '../../src/platform/logger.js';
import { createFileStorage } from '../../src/platform/file-storage.js';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.EB_INSTANCE_DATABASE_URL,
  PUBLIC_URL: 'http://localhost:3000',
  DATA_DIR: path.join(os.tmpdir(), `eb-instance-${process.pid}`),
});
const logger = createLogger(config);
const db = await createDatabase({ databaseUrl: config.DATABASE_URL, poolMax: 3 });
const storage = createFileStorage(config, db, path.join(config.dataDir, 'uploads'));
const parts = { config, db, logger, storage };
const services = composeServices(parts);
const server = http.createServer(createApp(parts, services).callback());
const realtime = await attachRealtime(server, parts, services);
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'exit') return;
  void realtime
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
