// The real API with the consultation lifecycle, started as a child process by booking.ts: PostgreSQL, the embedded
// Temporal dev server (on free ports, its SQLite file under BENCH_DATA_DIR) with the in-process worker running the
// API's activities, and the sandbox payment gateway, wired as src/main.ts wires them. Production settings, logging
// included (to /dev/null); TRUST_PROXY because it runs as behind a load balancer that terminates TLS, which the
// bench's X-Forwarded-Proto says it did (the session cookie is Secure in production).
import { lifecycleActivitiesFor } from '../src/modules/consultations/lifecycle-wiring.js';
import { createPaymentGateway } from '../src/modules/payments/gateway/create-payment-gateway.js';
import { loadConfig } from '../src/platform/config.js';
import { createTemporalRuntime } from '../src/platform/temporal.js';
import { freePort } from '../test/helpers/processes.js';
import { benchBase, benchHttpServer, benchSettings } from './bench-app.js';
import { serveForBench } from './child-process.js';

const config = loadConfig({
  ...benchSettings(),
  TEMPORAL_PORT: String(await freePort()),
  TEMPORAL_UI_PORT: String(await freePort()),
  TEMPORAL_CLI_PATH: process.env.TEMPORAL_CLI_PATH,
  LIFECYCLE_CONFIG_JSON: process.env.BENCH_LIFECYCLE_CONFIG,
});
const { logger, db } = await benchBase(config);
const temporal = await createTemporalRuntime(config, { logger });
const payments = createPaymentGateway(config, db);
await temporal.startWorker(
  lifecycleActivitiesFor({ config, db, gateway: payments, temporal: temporal.client }),
);
const server = benchHttpServer({
  config,
  db,
  logger,
  payments,
  temporal: { client: temporal.client },
});

serveForBench(server, {
  ready: { temporalPid: temporal.devServer?.pid },
  // As main.ts stops: Temporal first (the worker's activities use the database), then the database.
  stop: async () => {
    await temporal.shutdown();
    await db.close();
  },
});
