// `npm run fleet`: ExpertBridge as a fleet on this machine, in the foreground: PostgreSQL (DATABASE_URL, or the local
// cluster), Temporal (its dev server, or `--temporal=cluster`: the Temporal server built from source on PostgreSQL, or
// an address), `npm run migrate` and `npm run seed` once, N API processes serving the portal and M workers, behind
// HAProxy. Ctrl-C stops everything, in order.
//   npm run fleet -- --apis=4 --workers=2 --port=4500 --temporal=cluster
// The same settings as environment variables: FLEET_APIS, FLEET_WORKERS, FLEET_PORT, FLEET_TEMPORAL, DATABASE_URL.
import { parseArgs } from 'node:util';
import { ensureDependencies } from './ensure-deps.mjs';
import { startFleet } from './fleet/index.mjs';
import { ensurePortalBuilt } from './portal-build.mjs';

/** The balancer's port when none is given; the fleet takes the 100 ports from there. */
const DEFAULT_PORT = 4500;

const { values } = parseArgs({
  options: {
    apis: { type: 'string', default: process.env.FLEET_APIS ?? '2' },
    workers: { type: 'string', default: process.env.FLEET_WORKERS ?? '2' },
    port: { type: 'string', default: process.env.FLEET_PORT ?? String(DEFAULT_PORT) },
    temporal: { type: 'string', default: process.env.FLEET_TEMPORAL ?? 'dev' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    fresh: { type: 'boolean', default: false },
    'no-demo': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(
    [
      'npm run fleet -- [options]',
      '  --apis=N            API processes (2)',
      '  --workers=M         worker processes (2)',
      `  --port=P            the balancer's port; the fleet uses P to P+59 (${DEFAULT_PORT})`,
      '  --temporal=WHERE    dev (the dev server, SQLite), cluster (Temporal built from source, PostgreSQL), or host:port',
      '  --database-url=URL  PostgreSQL (default: database expertbridge_fleet on the local cluster)',
      '  --fresh             drop the local database first',
      '  --no-demo           seed no demo accounts',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

ensureDependencies();
ensurePortalBuilt();
const log = (message) => process.stderr.write(message);
const count = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value)) {
    log(`--${name}: a whole number, not ${values[name]}\n`);
    process.exit(2);
  }
  return value;
};

let fleet;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('\nStopping the fleet...\n');
  await fleet?.stop({ keepFiles: code !== 0 });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

log('Starting the fleet (PostgreSQL, Temporal, migrate, seed, APIs, workers, HAProxy)...\n');
const started = Date.now();
try {
  fleet = await startFleet({
    apis: count('apis'),
    workers: count('workers'),
    basePort: count('port'),
    temporal: values.temporal,
    databaseUrl: values['database-url'],
    fresh: values.fresh,
    demo: !values['no-demo'],
    portal: true,
    log,
  });
} catch (error) {
  log(
    `The fleet did not start: ${error.message}\n${error.fleetDir ? `Logs: ${error.fleetDir}\n` : ''}`,
  );
  process.exit(1);
}
if (stopping) process.exit(0);
const lines = [
  '',
  `ExpertBridge is running as a fleet (started in ${Math.round((Date.now() - started) / 1000)} s)`,
  `  Open         ${fleet.url}/  (HAProxy, round-robin over the APIs)`,
  ...fleet.apis.map(
    (api) => `  ${api.name.padEnd(12)} ${api.url}  metrics ${api.metricsUrl}  pid ${api.pid}`,
  ),
  ...fleet.workers.map(
    (worker) =>
      `  ${worker.name.padEnd(12)} ${worker.healthUrl}/ready  metrics ${worker.metricsUrl}  pid ${worker.pid}`,
  ),
  `  Database     ${fleet.databaseUrl.replace(/:[^:@/]*@/, ':***@')}`,
  `  Temporal     ${fleet.temporal.address} (${fleet.temporal.kind}${fleet.temporal.uiUrl ? `, UI ${fleet.temporal.uiUrl}` : ''})`,
  `  Logs         ${fleet.dir}`,
  ...(values['no-demo']
    ? []
    : [
        '',
        'Demo accounts (password: demo-password): client@, expert@, admin@demo.expertbridge.test',
      ]),
  '',
  'Press Ctrl-C to stop.',
  '',
];
process.stdout.write(lines.join('\n'));
