// The real API with its live room (socket.io at /ws), started as a child process by chat.ts on the bench's
// PostgreSQL database: production settings, logging included (to /dev/null), the room's LISTEN connection and the
// socket.io PostgreSQL adapter, as an instance behind a load balancer runs. No Temporal: chat needs none.
import os from 'node:os';
import path from 'node:path';
import { composeRoomServices } from '../src/composition/services.js';
import { attachRealtime } from '../src/modules/room/room.socket.js';
import { loadConfig } from '../src/platform/config.js';
import { benchBase, benchHttpServer } from './bench-app.js';
import { serveForBench } from './child-process.js';

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: process.env.BENCH_URL,
  DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX,
  LOG_LEVEL: process.env.LOG_LEVEL,
  DATA_DIR: path.join(os.tmpdir(), 'eb-bench-chat'),
  TRUST_PROXY: 'true',
  // Every socket's account stands for a person of its own, but they all come from this one address.
  CHAT_IP_RATE_LIMIT: '100000',
});
const { logger, db } = await benchBase(config);
const server = benchHttpServer({ config, db, logger });
const realtime = await attachRealtime(server, { config, db, logger }, composeRoomServices(db));

serveForBench(server, {
  stop: async () => {
    await realtime.close();
    await db.close();
  },
});
