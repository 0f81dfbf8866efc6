// Temporal's own server (not the CLI's dev server) on PostgreSQL: built from the Go module proxy into a cache outside
// the repository (`go install go.temporal.io/server/cmd/server` and its SQL tool, once per machine, several minutes on
// 2 cores), its two databases created and their schemas set up by Temporal's SQL tool, a configuration generated for
// the run, and every service (frontend, history, matching, worker) in one process. `npm run fleet -- --temporal=cluster`
// runs the fleet on it. Not part of .ci/run: the build alone takes longer than the CI budget allows on a fresh machine.
// Node built-ins only.
//   node scripts/temporal-cluster.mjs   builds the binaries (when missing) and prints their folder
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExecutable } from './go-binary.mjs';
import { managedProcess } from './fleet/processes.mjs';

/**
 * The server release we build: the one the CLI's dev server (scripts/temporal-cli.mjs, v1.5.1) embeds, so the fleet
 * runs the same server code on either, and a release whose go.mod (Go 1.25) the Go here builds.
 */
export const TEMPORAL_SERVER_VERSION = 'v1.29.1';
const MODULE = 'go.temporal.io/server';
/** Temporal's PostgreSQL plugin and the schemas compiled into its SQL tool (the module's schema/postgresql/v12). */
const PLUGIN = 'postgres12';
const SCHEMAS = { main: 'postgresql/v12/temporal', visibility: 'postgresql/v12/visibility' };
/** Fixed when the schema is set up: a cluster's shards cannot change later. */
const HISTORY_SHARDS = 4;

/** The folder holding `server` and `sql` (temporal-sql-tool): TEMPORAL_SERVER_DIR or the cache. */
export function temporalServerDir(env = process.env) {
  if (env.TEMPORAL_SERVER_DIR) return env.TEMPORAL_SERVER_DIR;
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cacheHome, 'expertbridge', `temporal-server-${TEMPORAL_SERVER_VERSION}`);
}

/** The server's and the SQL tool's paths, building both with `go install` when either is missing. */
export function resolveTemporalServer({
  env = process.env,
  log = (m) => process.stderr.write(m),
} = {}) {
  const dir = temporalServerDir(env);
  const binaries = { server: path.join(dir, 'server'), sqlTool: path.join(dir, 'sql') };
  if (isExecutable(binaries.server) && isExecutable(binaries.sqlTool)) return binaries;
  const go = spawnSync('go', ['version'], { encoding: 'utf8', env });
  if (go.error || go.status !== 0) {
    throw new Error(`The Temporal server is not in ${dir} and Go is not installed to build it.`);
  }
  mkdirSync(dir, { recursive: true });
  log(
    `Building the Temporal server ${TEMPORAL_SERVER_VERSION} into ${dir} (go install; many minutes the first time)...\n`,
  );
  const packages = ['cmd/server', 'cmd/tools/sql'].map(
    (pkg) => `${MODULE}/${pkg}@${TEMPORAL_SERVER_VERSION}`,
  );
  // CGO off: a static binary that needs no C toolchain (PostgreSQL's driver is pure Go).
  const built = spawnSync('go', ['install', ...packages], {
    env: { ...env, CGO_ENABLED: '0', GOBIN: dir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0)
    throw new Error(`go install ${packages.join(' ')} failed; see the output above.`);
  return binaries;
}

/** host, port, user, password and database of a postgres:// URL. */
function connection(databaseUrl) {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: url.port || '5432',
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, '') || 'postgres',
  };
}

function sqlTool(binary, db, database, args) {
  return spawnSync(
    binary,
    [
      ...['--endpoint', db.host, '--port', db.port, '--user', db.user, '--password', db.password],
      ...['--plugin', PLUGIN, '--database', database, ...args],
    ],
    { encoding: 'utf8' },
  );
}

/**
 * Creates Temporal's two databases beside the application's (`<name>_temporal`, `<name>_temporal_visibility`) and
 * brings their schemas to this release's, with Temporal's SQL tool: a new database gets the version tables, then every
 * versioned step; an existing one only the steps it lacks. Answers the two names.
 */
export function setUpTemporalSchema({
  sqlTool: binary,
  databaseUrl,
  log = (m) => process.stderr.write(m),
}) {
  const db = connection(databaseUrl);
  const names = {
    main: `${db.database}_temporal`,
    visibility: `${db.database}_temporal_visibility`,
  };
  for (const [kind, name] of Object.entries(names)) {
    const created = sqlTool(binary, db, name, ['create-database']);
    if (created.status === 0) {
      log(`Created ${name}; setting up Temporal's ${kind} schema...\n`);
      const setup = sqlTool(binary, db, name, ['setup-schema', '--version', '0.0']);
      if (setup.status !== 0)
        throw new Error(
          `temporal-sql-tool setup-schema on ${name} failed:\n${setup.stderr}${setup.stdout}`,
        );
    } else if (!/already exists/.test(`${created.stderr}${created.stdout}`)) {
      throw new Error(
        `temporal-sql-tool create-database ${name} failed:\n${created.stderr}${created.stdout}`,
      );
    }
    const update = sqlTool(binary, db, name, ['update-schema', '--schema-name', SCHEMAS[kind]]);
    if (update.status !== 0)
      throw new Error(
        `temporal-sql-tool update-schema on ${name} failed:\n${update.stderr}${update.stdout}`,
      );
  }
  return names;
}

/** Ports from `basePort`: each service's gRPC and membership ports, the frontend's HTTP port. */
function servicePorts(basePort) {
  return {
    frontend: { grpcPort: basePort, membershipPort: basePort + 2, httpPort: basePort + 3 },
    history: { grpcPort: basePort + 4, membershipPort: basePort + 5 },
    matching: { grpcPort: basePort + 6, membershipPort: basePort + 7 },
    worker: { grpcPort: basePort + 8, membershipPort: basePort + 9 },
  };
}

/** The server's configuration (YAML; JSON's syntax is YAML's too) and its dynamic configuration. */
export function temporalServerConfig({ databaseUrl, databases, basePort, dynamicConfigFile }) {
  const db = connection(databaseUrl);
  // Each of the four services opens its own pools: with these, about 40 connections at most, leaving PostgreSQL's
  // default 100 room for the fleet's own processes.
  const store = (databaseName, maxConns) => ({
    sql: {
      pluginName: PLUGIN,
      databaseName,
      connectAddr: `${db.host}:${db.port}`,
      connectProtocol: 'tcp',
      user: db.user,
      password: db.password,
      maxConns,
      maxIdleConns: maxConns,
      maxConnLifetime: '1h',
    },
  });
  const services = Object.fromEntries(
    Object.entries(servicePorts(basePort)).map(([name, ports]) => [
      name,
      { rpc: { ...ports, bindOnLocalHost: true } },
    ]),
  );
  return {
    log: { stdout: true, level: 'warn' },
    persistence: {
      defaultStore: 'default',
      visibilityStore: 'visibility',
      numHistoryShards: HISTORY_SHARDS,
      datastores: { default: store(databases.main, 8), visibility: store(databases.visibility, 2) },
    },
    global: { membership: { maxJoinDuration: '30s', broadcastAddress: '127.0.0.1' } },
    services,
    clusterMetadata: {
      enableGlobalNamespace: false,
      failoverVersionIncrement: 10,
      masterClusterName: 'active',
      currentClusterName: 'active',
      clusterInformation: {
        active: {
          enabled: true,
          initialFailoverVersion: 1,
          rpcName: 'frontend',
          rpcAddress: `127.0.0.1:${basePort}`,
        },
      },
    },
    dcRedirectionPolicy: { policy: 'noop' },
    dynamicConfigClient: { filepath: dynamicConfigFile, pollInterval: '60s' },
  };
}

/** Registers `namespace` (one day's retention) unless it exists; the server starts with none of its own. */
async function ensureNamespace(cli, address, namespace) {
  const run = (args) =>
    new Promise((resolve) => {
      const child = spawn(cli, [...args, '--address', address], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('exit', (code) => resolve({ code, output }));
    });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if ((await run(['operator', 'namespace', 'describe', '--namespace', namespace])).code === 0)
      return;
    const created = await run([
      'operator',
      'namespace',
      'create',
      '--namespace',
      namespace,
      '--retention',
      '24h',
    ]);
    if (created.code === 0 || /already/i.test(created.output)) continue;
    if (Date.now() > deadline)
      throw new Error(`could not register namespace ${namespace}:\n${created.output}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Builds (when needed), sets up and starts the server with its state in PostgreSQL; answers { address, processes,
 * stop } once the `default` namespace answers. `cli` is the Temporal CLI (to register the namespace).
 */
export async function startTemporalCluster({ dir, basePort, databaseUrl, cli, onExit, log }) {
  const { server, sqlTool: tool } = resolveTemporalServer({ log });
  const databases = setUpTemporalSchema({ sqlTool: tool, databaseUrl, log });
  const configDir = path.join(dir, 'temporal-config');
  mkdirSync(configDir, { recursive: true });
  const dynamicConfigFile = path.join(configDir, 'dynamic.yaml');
  // One of the dev server's settings: new search attributes visible at once.
  writeFileSync(
    dynamicConfigFile,
    'system.forceSearchAttributesCacheRefreshOnRead:\n  - value: true\n',
  );
  writeFileSync(
    path.join(configDir, 'fleet.yaml'),
    JSON.stringify(
      temporalServerConfig({ databaseUrl, databases, basePort, dynamicConfigFile }),
      null,
      2,
    ),
  );
  const process_ = managedProcess({
    name: 'Temporal server',
    command: server,
    args: [
      '--root',
      dir,
      '--config',
      'temporal-config',
      '--env',
      'fleet',
      '--allow-no-auth',
      'start',
    ],
    env: process.env,
    logFile: path.join(dir, 'temporal.log'),
    onExit,
  });
  await process_.start();
  const address = `127.0.0.1:${basePort}`;
  try {
    await ensureNamespace(cli, address, 'default');
  } catch (error) {
    await process_.stop();
    throw error;
  }
  return { address, databases, processes: [process_], stop: () => process_.stop() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    resolveTemporalServer();
    process.stdout.write(`${temporalServerDir()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
