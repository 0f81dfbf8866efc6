// The API of `npm run soak`, started as a child process by soak.ts: PostgreSQL, the live room (socket.io with its
// PostgreSQL adapter), the embedded Temporal dev server on SOAK_PORT + 1 and + 2 and the sandbox payment gateway,
// with the lifecycle worker in a process of its own (TEMPORAL_WORKER=off; soak.ts starts src/worker-main.ts), as
// production runs them. Production settings, logging included (to /dev/null); TRUST_PROXY as behind a load
// balancer. The sign-in, sign-up and booking limits are raised: the soak signs in and books far more from one
// address and account than a person would (the limits have their own tests); chat keeps its default limit.
import { createPaymentGateway } from '../src/modules/payments/gateway/create-payment-gateway.js';
import { composeRoomServices } from '../src/composition/services.js';
import { attachRealtime } from '../src/modules/room/room.socket.js';
import { loadConfig } from '../src/platform/config.js';
import { createTemporalRuntime } from '../src/platform/temporal.js';
import { benchBase, benchHttpServer, benchSettings } from './bench-app.js';
import { serveForBench } from './child-process.js';

const port = Number(process.env.SOAK_PORT);
const config = loadConfig({
  ...benchSettings(),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAILS: process.env.SOAK_ADMIN_EMAIL,
  LOGIN_RATE_LIMIT: '10000',
  LOGIN_IP_RATE_LIMIT: '10000',
  SIGNUP_RATE_LIMIT: '100000',
  SIGNUP_IP_RATE_LIMIT: '100000',
  BOOKING_RATE_LIMIT: '100000',
  BOOKING_IP_RATE_LIMIT: '100000',
  TEMPORAL_PORT: String(port + 1),
  TEMPORAL_UI_PORT: String(port + 2),
  TEMPORAL_CLI_PATH: process.env.TEMPORAL_CLI_PATH,
  TEMPORAL_WORKER: 'off',
  LIFECYCLE_CONFIG_JSON: process.env.BENCH_LIFECYCLE_CONFIG,
});
const { logger, db } = await benchBase(config);
const temporal = await createTemporalRuntime(config, { logger });
const server = benchHttpServer({
  config,
  db,
  logger,
  payments: createPaymentGateway(config, db),
  temporal: { client: temporal.client },
});
const realtime = await attachRealtime(server, { config, db, logger }, composeRoomServices(db));

serveForBench(server, {
  port,
  ready: { temporalPid: temporal.devServer?.pid, temporalAddress: `127.0.0.1:${port + 1}` },
  stop: async () => {
    await realtime.close();
    await temporal.shutdown();
    await db.close();
  },
});
