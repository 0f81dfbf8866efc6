// A fleet on one machine, as an operator would run one: PostgreSQL, Temporal, `npm run migrate` and `npm run seed`
// once, N API processes and M worker processes (production settings: each only checks the schema), and HAProxy in
// front. `npm run fleet` (../fleet.mjs) starts one in the foreground; the fleet test and the fleet bench start theirs
// through `startFleet`. Node built-ins only.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';
import { API_NODE_FLAGS } from '../node-flags.mjs';
import { resolveHaproxy, writeHaproxyConfig } from './haproxy.mjs';
import { portBlock } from './ports.mjs';
import { resolveDatabase } from './postgres.mjs';
import { managedProcess, runStep } from './processes.mjs';
import { startFleetTemporal } from './temporal.mjs';

/** Ports from the base: the balancer, then up to 20 APIs, 20 workers' health ports, and Temporal's. */
// Each API and worker also serves Prometheus metrics on a port of its own (METRICS_PORT), never the public one.
const LAYOUT = { api: 1, worker: 21, temporal: 41, apiMetrics: 61, workerMetrics: 81, size: 100 };
export const MAX_PROCESSES = 20;

function nodeCommand(entry) {
  return {
    command: process.execPath,
    args: [...API_NODE_FLAGS, '--import', 'tsx', entry],
    cwd: root,
  };
}

/**
 * Starts a fleet and answers its handle once the balancer serves it. Options: apis, workers (2 and 2), basePort
 * (unset: a free block at random), databaseUrl (unset: a database on the local cluster, `databaseName`), temporal
 * (`dev`, `cluster` or host:port), demo (seed the demo accounts; true), portal (serve portal/dist; false), env (more
 * settings for the APIs and workers), log.
 */
export async function startFleet(options = {}) {
  const apis = options.apis ?? 2;
  const workers = options.workers ?? 2;
  for (const [what, count] of [
    ['APIs', apis],
    ['workers', workers],
  ]) {
    if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
      throw new Error(`${what}: a whole number from 1 to ${MAX_PROCESSES}`);
    }
  }
  const log = options.log ?? ((message) => process.stderr.write(message));
  const haproxy = resolveHaproxy({ log });
  const base = await portBlock(LAYOUT.size, options.basePort);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'eb-fleet-'));
  const url = `http://localhost:${base}`;
  const started = [];
  let stopping = false;
  const onExit = (name, logFile) => (code, signal) => {
    if (!stopping) log(`${name} exited unexpectedly (${code ?? signal}); its log: ${logFile}\n`);
  };
  const stopAll = async () => {
    stopping = true;
    // The balancer first (no new requests), then the APIs and workers together, then Temporal.
    for (const group of [...started].reverse()) await Promise.all(group.map((part) => part.stop()));
    started.length = 0;
  };
  try {
    const databaseUrl = resolveDatabase({
      databaseUrl: options.databaseUrl,
      name: options.databaseName,
      fresh: options.fresh,
      log,
    });
    const temporal = await startFleetTemporal({
      mode: options.temporal ?? 'dev',
      dir,
      port: base + LAYOUT.temporal,
      uiPort: base + LAYOUT.temporal + 1,
      databaseUrl,
      onExit: (code, signal) => onExit('Temporal', path.join(dir, 'temporal.log'))(code, signal),
      log,
    });
    started.push([{ stop: temporal.stop }]);

    const shared = {
      ...process.env,
      // Production, as a fleet runs: no process migrates; each refuses a schema older than its code.
      NODE_ENV: 'production',
      MIGRATE_ON_START: 'false',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_NAMESPACE: temporal.namespace,
      TEMPORAL_WORKER: 'off',
      PARTNER_DEMO_PORT: 'off',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...options.env,
    };
    const step = (name, script, env) =>
      runStep({
        name,
        command: 'npm',
        args: ['run', script],
        cwd: root,
        env,
        logFile: path.join(dir, `${script}.log`),
      });
    await step('npm run migrate', 'migrate', shared);
    // Demo data is a development seed: the seed runs outside production when the fleet is a demo.
    await step(
      'npm run seed',
      'seed',
      options.demo === false ? shared : { ...shared, NODE_ENV: 'development' },
    );

    const workerProcesses = Array.from({ length: workers }, (_, i) => {
      const name = `worker-${i + 1}`;
      const healthPort = base + LAYOUT.worker + i;
      const metricsPort = base + LAYOUT.workerMetrics + i;
      const logFile = path.join(dir, `${name}.log`);
      return Object.assign(
        managedProcess({
          name,
          ...nodeCommand('api/src/worker-main.ts'),
          // The workers share a folder: the first one's workflow bundle serves the others.
          env: {
            ...shared,
            DATA_DIR: path.join(dir, 'workers'),
            WORKER_HEALTH_PORT: String(healthPort),
            METRICS_PORT: String(metricsPort),
          },
          logFile,
          readyUrl: `http://127.0.0.1:${healthPort}/ready`,
          readyTimeoutMs: 180_000,
          onExit: onExit(name, logFile),
        }),
        {
          healthUrl: `http://127.0.0.1:${healthPort}`,
          metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        },
      );
    });
    const apiProcesses = Array.from({ length: apis }, (_, i) => {
      const name = `api-${i + 1}`;
      const port = base + LAYOUT.api + i;
      const metricsPort = base + LAYOUT.apiMetrics + i;
      const dataDir = path.join(dir, name);
      mkdirSync(dataDir, { recursive: true });
      const logFile = path.join(dir, `${name}.log`);
      return Object.assign(
        managedProcess({
          name,
          ...nodeCommand('api/src/main.ts'),
          // Each its own DATA_DIR: nothing it serves may come from a disk only it has.
          env: {
            ...shared,
            PORT: String(port),
            DATA_DIR: dataDir,
            TRUST_PROXY: 'true',
            METRICS_PORT: String(metricsPort),
            ...(options.portal ? {} : { PORTAL_DIR: 'off' }),
          },
          logFile,
          readyUrl: `http://127.0.0.1:${port}/api/health/ready`,
          onExit: onExit(name, logFile),
        }),
        {
          url: `http://127.0.0.1:${port}`,
          port,
          metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        },
      );
    });
    started.push([...apiProcesses, ...workerProcesses]);
    // The first worker bundles the workflow code while the APIs start; the others then find it on disk.
    await Promise.all([
      ...apiProcesses.map((api) => api.start()),
      (async () => {
        await workerProcesses[0].start();
        await Promise.all(workerProcesses.slice(1).map((worker) => worker.start()));
      })(),
    ]);

    const configFile = writeHaproxyConfig(haproxy, dir, {
      port: base,
      servers: apiProcesses.map((api) => ({ name: api.name, port: api.port })),
    });
    const balancer = managedProcess({
      name: 'HAProxy',
      command: haproxy,
      // -db: in the foreground, its messages on stderr (the log file).
      args: ['-db', '-f', configFile],
      env: process.env,
      logFile: path.join(dir, 'haproxy.log'),
      readyUrl: `http://127.0.0.1:${base}/api/health/ready`,
      readyTimeoutMs: 30_000,
      onExit: onExit('HAProxy', path.join(dir, 'haproxy.log')),
    });
    started.push([balancer]);
    await balancer.start();
    return {
      url,
      dir,
      databaseUrl,
      temporal: {
        kind: temporal.kind,
        pid: temporal.processes[0]?.pid,
        address: temporal.address,
        namespace: temporal.namespace,
        uiUrl: temporal.uiUrl,
      },
      apis: apiProcesses,
      workers: workerProcesses,
      balancer,
      async stop({ keepFiles = false } = {}) {
        await stopAll();
        if (!keepFiles) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    throw Object.assign(error, { fleetDir: dir });
  }
}
