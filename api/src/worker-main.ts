// `npm run worker`: the consultation lifecycle worker as its own process, for production, where the API
// runs with TEMPORAL_WORKER=off and any number of these join the Temporal cluster (TEMPORAL_ADDRESS).
import path from 'node:path';
import { assertSchemaCurrent, migratesOnStart, SchemaBehindError } from './db/schema-step.js';
import { afterWorkerStart, lifecycleActivitiesFor } from './composition/worker.js';
import { createPaymentGateway } from './modules/payments/gateway/create-payment-gateway.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { createDatabase } from './platform/db.js';
import { createLogger } from './platform/logger.js';
import { startMetricsServer } from './platform/metrics.js';
import { startTracing } from './platform/telemetry.js';
import { runWorker } from './platform/temporal.js';

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    // The embedded database belongs to the one `npm start` process; a second process cannot open it.
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required by a standalone worker (the embedded database serves one process)',
    );
  }
  const traced = startTracing(config);
  const logger = createLogger(config);
  const db = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
    logger,
  });
  // The worker never migrates: in production it refuses a schema older than its code (`npm run migrate` first).
  if (!migratesOnStart(config, db)) {
    await assertSchemaCurrent(db.knex).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
  }
  const gateway = createPaymentGateway(config, db);
  const metrics = config.METRICS_PORT
    ? await startMetricsServer({
        port: config.METRICS_PORT,
        host: config.HOST,
        sources: { db },
        logger,
      })
    : undefined;
  try {
    await runWorker(
      config,
      (temporal) => lifecycleActivitiesFor({ config, db, gateway, temporal, logger }),
      {
        logger,
        afterStart: (temporal) => afterWorkerStart({ config, db, temporal, logger, gateway }),
        ...(config.WORKER_HEALTH_PORT
          ? {
              health: {
                port: config.WORKER_HEALTH_PORT,
                host: config.HOST,
                onListening: (port: number) =>
                  logger.info({ port }, 'worker health on /live, /ready'),
              },
            }
          : {}),
      },
    );
  } finally {
    await metrics?.close();
    await db.close();
    await traced?.shutdown();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError || error instanceof SchemaBehindError
      ? `${error.message}\n`
      : `Worker failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
