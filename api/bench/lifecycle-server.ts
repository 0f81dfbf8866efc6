// The real API with the consultation lifecycle, started as a child process by booking.ts: PostgreSQL, the embedded
// Temporal dev server (on free ports, its SQLite file under BENCH_DATA_DIR) with the in-process worker running the
// API's activities, and the sandbox payment gateway, wired as src/main.ts wires them. Production settings, logging
// included (to /dev/null); with BENCH_WORKER=separate the API runs with TEMPORAL_WORKER=off and worker-server.ts
// is the worker. TRUST_PROXY because it runs as behind a load balancer that terminates TLS, which the
// bench's X-Forwarded-Proto says it did (the session cookie is Secure in production).
import { lifecycleActivitiesFor } from '../src/composition/worker.js';
import { createPaymentGateway } from '../src/modules/payments/gateway/create-payment-gateway.js';
import { openLiveFeed } from '../src/platform/live-channel.js';
import { createTemporalRuntime } from '../src/platform/temporal.js';
import { freePort } from '../test/helpers/processes.js';
import { benchHttpServer } from './bench-app.js';
import { benchConfig, benchDatabase } from './bench-config.js';
import { serveForBench } from './child-process.js';

const config = benchConfig({
  TEMPORAL_PORT: String(await freePort()),
  TEMPORAL_UI_PORT: String(await freePort()),
  TEMPORAL_CLI_PATH: process.env.TEMPORAL_CLI_PATH,
  TEMPORAL_WORKER: process.env.BENCH_WORKER === 'separate' ? 'off' : 'in-process',
  // The bench signs its users up from one address and books many times per account: load, not abuse.
  SIGNUP_RATE_LIMIT: '100000',
  SIGNUP_IP_RATE_LIMIT: '100000',
  BOOKING_RATE_LIMIT: '100000',
  BOOKING_IP_RATE_LIMIT: '100000',
});
const { logger, db, statements } = await benchDatabase(config);
const temporal = await createTemporalRuntime(config, { logger });
const payments = createPaymentGateway(config, db);
if (config.TEMPORAL_WORKER === 'in-process') {
  await temporal.startWorker(
    lifecycleActivitiesFor({ config, db, gateway: payments, temporal: temporal.client }),
  );
}
// As main.ts: process-payment's answer follows the live channel for the payment's recording.
const live = await openLiveFeed(db, logger);
const server = benchHttpServer({
  config,
  db,
  logger,
  payments,
  temporal: { client: temporal.client },
  live,
});

serveForBench(server, {
  ready: { temporalPid: temporal.devServer?.pid, temporalAddress: temporal.address },
  usage: statements,
  // As main.ts stops: Temporal first (the worker's activities use the database), then the database.
  stop: async () => {
    await live.close();
    await temporal.shutdown();
    await db.close();
  },
});
