import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { composeServices } from './composition/services.js';
import { answerClientErrors } from './platform/http.js';
import {
  assertSchemaCurrent,
  migratesOnStart,
  runMigrations,
  runSeed,
  SchemaBehindError,
} from './db/schema-step.js';
import { seedOptionsFor } from './db/seed/index.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { grantAdminByEmail } from './modules/auth/roles.js';
import { afterWorkerStart, lifecycleActivitiesFor } from './composition/worker.js';
import { startEmailDelivery } from './modules/notifications/email-delivery.js';
import { startNextAvailableSweep } from './modules/catalogue/next-available.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { attachRealtime } from './modules/room/room.socket.js';
import { createPaymentGateway } from './modules/payments/gateway/create-payment-gateway.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { createDatabase } from './platform/db.js';
import { openLiveFeed } from './platform/live-channel.js';
import { createLogger } from './platform/logger.js';
import { startMetricsServer } from './platform/metrics.js';
import { startTracing } from './platform/telemetry.js';
import { partnerDemoServer } from './platform/partner-demo-site.js';
import { DataDirDamagedError, DataDirInUseError } from './platform/pglite-owner.js';
import { assertPortsFree, PortsTakenError } from './platform/ports.js';
import { createFileStorage } from './platform/file-storage.js';
import { createTemporalRuntime } from './platform/temporal.js';

// What has started, stopped in reverse order: the HTTP server, then Temporal (the worker's activities
// use the database), then the database. Also on a signal or a failure during start-up: the embedded
// Temporal server runs in its own process group and is stopped only by us.
const cleanups: (() => Promise<void>)[] = [];
let stopping = false;

async function stopAll(logger: Logger | undefined, exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) =>
        logger?.error({ err: error }, 'shutdown step failed'),
      );
    }
    logger?.info('stopped');
  }
  process.exit(exitCode);
}

/** `npm start`: start Temporal, migrate, seed, serve, and shut down cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  // Before the database and the HTTP server exist: the instrumentations patch pg and http as they load.
  const traced = startTracing(config);
  if (traced) cleanups.push(() => traced.shutdown());
  const logger = createLogger(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      logger.info({ signal }, 'shutting down');
      void stopAll(logger, 0);
    });
  }

  // A port someone else holds would fail the start only at its end, after the database was opened and migrated.
  await assertPortsFree(
    [
      { setting: 'PORT', port: config.PORT },
      ...(config.PARTNER_DEMO_PORT === 'off'
        ? []
        : [{ setting: 'PARTNER_DEMO_PORT', port: config.PARTNER_DEMO_PORT }]),
      ...(config.METRICS_PORT ? [{ setting: 'METRICS_PORT', port: config.METRICS_PORT }] : []),
    ],
    config.HOST,
  );
  const db = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
    logger,
  });
  cleanups.push(() => db.close());
  // In a fleet the schema is a step of its own (`npm run migrate`): a process only checks it, before it starts anything.
  let demoAccounts: Awaited<ReturnType<typeof runSeed>> = [];
  if (migratesOnStart(config, db)) {
    await runMigrations(db);
    demoAccounts = await runSeed(db, seedOptionsFor(config));
  } else {
    await assertSchemaCurrent(db.knex);
  }
  const temporal = await createTemporalRuntime(config, { logger });
  cleanups.push(() => temporal.shutdown());
  await grantAdminByEmail(createAuthRepository(db.knex), config.ADMIN_EMAILS);
  // One gateway for the API and the worker: the sandbox signs its own events with a per-process secret.
  const payments = createPaymentGateway(config, db);
  if (config.TEMPORAL_WORKER === 'in-process') {
    await temporal.startWorker(
      lifecycleActivitiesFor({
        config,
        db,
        gateway: payments,
        temporal: temporal.client,
        logger,
      }),
    );
    await afterWorkerStart({ config, db, temporal: temporal.client, logger, gateway: payments });
  }

  if (config.SMTP_URL) {
    const email = startEmailDelivery({
      outbox: createNotificationsRepository(db.knex),
      smtpUrl: config.SMTP_URL,
      from: config.EMAIL_FROM,
      logger,
    });
    cleanups.push(() => email.stop());
  }

  // Shared by every API process (PostgreSQL, or the bucket); photos uploaded to this disk before are still served.
  const storage = createFileStorage(config, db, path.join(config.dataDir, 'uploads'));
  const portalDir = resolvePortalDir(config.PORTAL_DIR);
  if (!portalDir && config.PORTAL_DIR !== 'off') {
    logger.warn('the portal is not built (npm start builds it); serving the API only');
  }
  const widgetDir = resolveBuildDir(config.WIDGET_DIR, '../../widget/dist/', 'expertbridge.js');
  if (!widgetDir && config.WIDGET_DIR !== 'off') {
    logger.warn('the widget is not built (npm start builds it); /widget/ is not served');
  }
  // One LISTEN on the live channel for the sockets and for answers that wait for a workflow step.
  const live = await openLiveFeed(db, logger);
  cleanups.push(() => live.close());
  const parts = {
    portalDir,
    widgetDir,
    config,
    db,
    logger,
    storage,
    payments,
    temporal: { client: temporal.client },
    live,
  };
  // One set of services for the routes and the live room.
  const services = composeServices(parts);
  const app = createApp(parts, services);
  const nextAvailableSweep = startNextAvailableSweep({
    nextAvailable: services.nextAvailable,
    logger,
  });
  cleanups.push(() => nextAvailableSweep.stop());
  const server = http.createServer(app.callback());
  answerClientErrors(server);
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  const realtime = await attachRealtime(server, parts, services);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  cleanups.push(async () => {
    await realtime.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const metrics = config.METRICS_PORT
    ? await startMetricsServer({
        port: config.METRICS_PORT,
        host: config.HOST,
        sources: { db, sockets: () => realtime.io.engine.clientsCount },
        logger,
      })
    : undefined;
  if (metrics) cleanups.push(metrics.close);

  const demo = widgetDir ? await startPartnerDemo(config, db, logger) : undefined;
  if (demo) cleanups.push(demo.close);

  const base = config.PUBLIC_URL;
  const lines = [
    '',
    'ExpertBridge is running',
    ...(portalDir ? [`  Portal       ${base}/`] : []),
    ...(demo ? [`  Partner demo ${demo.url} (Smith & Co Lawyers, the booking widget)`] : []),
    ...(widgetDir ? [`  Widget       ${base}/widget/expertbridge.js`] : []),
    `  API          ${base}/api/health`,
    `  API docs     ${base}/api/docs`,
    `  OpenAPI      ${base}/api/openapi.json`,
    `  Live room    ${base.replace(/^http/, 'ws')}/ws (socket.io)`,
    `  Experts      ${base}/api/experts`,
    `  Database     ${db.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    temporal.devServer
      ? `  Temporal UI  ${temporal.devServer.uiUrl}`
      : `  Temporal     ${temporal.address}, namespace ${temporal.namespace}`,
    ...(metrics ? [`  Metrics      http://${config.HOST}:${metrics.port}/metrics`] : []),
    `  E-mail       ${config.SMTP_URL ? 'sent over SMTP (SMTP_URL)' : `kept in the outbox: ${base}/api/admin/outbox (admins)`}`,
  ];
  if (demoAccounts.length > 0) {
    lines.push('', `Demo accounts (password: ${config.SEED_PASSWORD})`);
    for (const account of demoAccounts) lines.push(`  ${account.role.padEnd(7)} ${account.email}`);
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  // The log is written in batches: what start-up logged comes first, then this (or after a second at most).
  await new Promise<void>((resolve) => {
    setTimeout(resolve, 1000).unref();
    logger.flush(() => resolve());
  });
  process.stdout.write(lines.join('\n'));
}

/** The portal's build: PORTAL_DIR, else the repository's portal/dist; none when `off` or not built. */
function resolvePortalDir(setting: string | undefined): string | undefined {
  return resolveBuildDir(setting, '../../portal/dist/', 'index.html');
}

/** A build's folder: the setting, else the repository's; none when `off` or when `marker` is not in it. */
function resolveBuildDir(
  setting: string | undefined,
  repositoryDir: string,
  marker: string,
): string | undefined {
  if (setting === 'off') return undefined;
  const dir = setting
    ? path.resolve(setting)
    : fileURLToPath(new URL(repositoryDir, import.meta.url));
  return existsSync(path.join(dir, marker)) ? dir : undefined;
}

/**
 * The demo partner site on PARTNER_DEMO_PORT, with both its widgets booking the demo expert (Ethan Walker);
 * none when `off`, or when there is no demo expert (production never seeds one).
 */
async function startPartnerDemo(
  config: ReturnType<typeof loadConfig>,
  db: Awaited<ReturnType<typeof createDatabase>>,
  logger: Logger,
): Promise<{ url: string; close: () => Promise<void> } | undefined> {
  if (config.PARTNER_DEMO_PORT === 'off') return undefined;
  const expert = (await db
    .knex('experts')
    .join('users', 'users.id', 'experts.user_id')
    .where({
      'users.first_name': 'Ethan',
      'users.last_name': 'Walker',
      'experts.status': 'approved',
    })
    .first('experts.id')) as { id: string } | undefined;
  if (!expert) {
    logger.warn('no demo expert (Ethan Walker) to book: the partner demo site is not started');
    return undefined;
  }
  const server = partnerDemoServer({
    dir: fileURLToPath(new URL('../../widget/demo/', import.meta.url)),
    apiOrigin: config.PUBLIC_URL,
    expertId: expert.id,
    stripe: config.PAYMENT_GATEWAY === 'stripe',
  });
  const port = config.PARTNER_DEMO_PORT;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.HOST, resolve);
  });
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof SchemaBehindError ||
    error instanceof PortsTakenError ||
    error instanceof DataDirInUseError ||
    error instanceof DataDirDamagedError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  void stopAll(undefined, 1);
});
