// The real servers the fault tests break: a Temporal dev server that can be stopped and started again on the same
// port and SQLite file, the API over it, and the lifecycle worker either in the API's process or as its own
// process (`npm run worker`'s entry point) that a test can kill with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LifecycleConfig } from '@expertbridge/workflows';
import type { Client } from '@temporalio/client';
import pino from 'pino';
import { resolveTemporalCli } from '../../../scripts/temporal-cli.mjs';
import type { ConfiguredPaymentGateway } from '../../src/modules/payments/gateway/create-payment-gateway.js';
import { startTemporalDevServer, type DevServer } from '../../src/platform/temporal-dev-server.js';
import { fullHourAfter } from '../helpers/booking.js';
import { lifecycleDeps } from '../helpers/lifecycle-app.js';
import { freePort } from '../helpers/processes.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));

/** A Temporal dev server a test may stop and start again; its workflows live on in its SQLite file. */
export interface ControlledTemporal {
  address: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startControlledTemporal(): Promise<ControlledTemporal> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eb-fault-temporal-'));
  const options = {
    executable: resolveTemporalCli(),
    dataDir,
    port: await freePort(),
    uiPort: await freePort(),
    namespace: 'default',
    logger: pino({ level: 'silent' }),
    startTimeoutMs: 60_000,
  };
  let server: DevServer | undefined = await startTemporalDevServer(options);
  return {
    address: server.address,
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async start() {
      server ??= await startTemporalDevServer(options);
    },
    async close() {
      await server?.stop();
      server = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FaultApp extends TestApp {
  temporalServer: ControlledTemporal;
  /** The API's Temporal client. */
  temporal: Client;
  payments: ConfiguredPaymentGateway;
}

/**
 * The API on a controlled Temporal server. `worker: 'in-process'` runs the lifecycle worker inside the API (as
 * `npm start` does); `'process'` runs none (TEMPORAL_WORKER=off): the test starts `startWorkerProcess`.
 */
export async function startFaultApp(options: {
  lifecycle?: Partial<LifecycleConfig>;
  env?: Record<string, string>;
  worker: 'in-process' | 'process';
}): Promise<FaultApp> {
  const temporalServer = await startControlledTemporal();
  let ready: { payments: ConfiguredPaymentGateway; temporal: Client } | undefined;
  try {
    const app = await startTestApp(
      {
        TEMPORAL_ADDRESS: temporalServer.address,
        TEMPORAL_WORKER: options.worker === 'in-process' ? 'in-process' : 'off',
        LIFECYCLE_CONFIG_JSON: JSON.stringify(options.lifecycle ?? {}),
        ...options.env,
      },
      lifecycleDeps((value) => (ready = value), { worker: options.worker === 'in-process' }),
    );
    return {
      ...app,
      ...ready!,
      temporalServer,
      close: async () => {
        await app.close();
        await temporalServer.close();
      },
    };
  } catch (error) {
    await temporalServer.close();
    throw error;
  }
}

/** A lifecycle worker in its own process, as `npm run worker` runs it. */
export interface WorkerProcess {
  pid: number;
  /** SIGKILL: no shutdown, tasks in flight are abandoned mid-way. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** Starts src/worker-main.ts against the app's database and Temporal server; resolves once it polls. */
export async function startWorkerProcess(app: FaultApp): Promise<WorkerProcess> {
  if (!app.db.url) throw new Error('a worker process needs PostgreSQL (DATABASE_URL)');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: app.db.url,
      DATABASE_POOL_MAX: '3',
      DATA_DIR: app.config.dataDir,
      ...(app.config.TEMPORAL_BUNDLE_DIR
        ? { TEMPORAL_BUNDLE_DIR: app.config.TEMPORAL_BUNDLE_DIR }
        : {}),
      PUBLIC_URL: app.config.PUBLIC_URL,
      TEMPORAL_ADDRESS: app.config.TEMPORAL_ADDRESS!,
      TEMPORAL_NAMESPACE: app.config.TEMPORAL_NAMESPACE,
      LIFECYCLE_CONFIG_JSON: JSON.stringify(app.config.lifecycle),
      PAYMENT_GATEWAY: app.config.PAYMENT_GATEWAY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the worker did not start within 90 s:\n${output.slice(-4000)}`)),
      90_000,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('"msg":"worker running"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the worker exited during start-up:\n${output.slice(-4000)}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (!running(child)) return;
    child.kill(name);
    await exited;
  };
  try {
    await ready;
  } catch (error) {
    await signal('SIGKILL');
    throw error;
  }
  return { pid: child.pid!, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

function running(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

/** A consultation's ledger read back: the balance of each account it touched and its postings' memos. */
export async function ledgerOf(app: TestApp, consultationId: string) {
  const entries: { posting_id: string; account: string; amount: number; memo: string }[] =
    await app.db
      .knex('ledger_entries')
      .where({ consultation_id: consultationId })
      .orderBy('id')
      .select('posting_id', 'account', 'amount', 'memo');
  const balances: Record<string, number> = {};
  for (const entry of entries) {
    balances[entry.account] = (balances[entry.account] ?? 0) + Number(entry.amount);
  }
  const memos = [...new Map(entries.map((entry) => [entry.posting_id, entry.memo])).values()];
  return { balances, memos };
}

/** Starts one expert can be booked at: the same hour on successive days, from three days ahead. */
export function dailySlots() {
  const day = 24 * 3_600_000;
  const first = fullHourAfter(3 * day);
  let taken = 0;
  return { first, next: () => new Date(first.getTime() + taken++ * day) };
}
