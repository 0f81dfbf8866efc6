import http from 'node:http';
import path from 'node:path';
import { createApp } from './app.js';
import { migrateLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import { grantAdminByEmail } from './modules/auth/roles.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { createDatabase } from './platform/db.js';
import { createLogger } from './platform/logger.js';
import { localDiskStorage } from './platform/storage.js';

/** `npm start`: migrate, seed, serve, and shut down cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const db = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
  });
  await migrateLatest(db.knex);
  const demoAccounts = await seedDatabase(db.knex, {
    demo: !config.isProduction,
    demoPassword: config.SEED_PASSWORD,
  });
  await grantAdminByEmail(db.knex, config.ADMIN_EMAILS);

  const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
  const app = createApp({ config, db, logger, storage });
  const server = http.createServer(app.callback());
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));

  const base = config.PUBLIC_URL;
  const lines = [
    '',
    'ExpertBridge is running',
    `  API          ${base}/api/health`,
    `  API docs     ${base}/api/docs`,
    `  OpenAPI      ${base}/api/openapi.json`,
    `  Experts      ${base}/api/experts`,
    `  Database     ${db.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (demoAccounts.length > 0) {
    lines.push('', `Demo accounts (password: ${config.SEED_PASSWORD})`);
    for (const account of demoAccounts) lines.push(`  ${account.role.padEnd(7)} ${account.email}`);
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  process.stdout.write(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
