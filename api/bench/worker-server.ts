// The lifecycle worker as its own process for BENCH_WORKER=separate, forked by booking.ts, so that the API's and
// the worker's CPU per lifecycle are measured apart (what sizing each kind of process needs): what
// src/worker-main.ts runs in production (the API's activities on PostgreSQL, the sandbox gateway), joined to the
// dev server the API process started (BENCH_TEMPORAL_ADDRESS), with the API's production settings. It answers
// `usage` with its CPU, peak RSS and SQL statements, and stops on `exit`.
import { lifecycleActivitiesFor } from '../src/composition/worker.js';
import { createPaymentGateway } from '../src/modules/payments/gateway/create-payment-gateway.js';
import { createTemporalRuntime } from '../src/platform/temporal.js';
import { benchConfig, benchDatabase } from './bench-config.js';
import { sendUsage } from './child-process.js';

const config = benchConfig({ TEMPORAL_ADDRESS: process.env.BENCH_TEMPORAL_ADDRESS });
const { logger, db, statements } = await benchDatabase(config);
const temporal = await createTemporalRuntime(config, { logger });
await temporal.startWorker(
  lifecycleActivitiesFor({
    config,
    db,
    gateway: createPaymentGateway(config, db),
    temporal: temporal.client,
  }),
);

process.on('message', (message: { type?: string }) => {
  if (message.type === 'usage') sendUsage(statements());
  if (message.type === 'exit') {
    void temporal
      .shutdown()
      .then(() => db.close())
      .finally(() => process.exit(0));
  }
});
process.send?.({ port: 0 });
