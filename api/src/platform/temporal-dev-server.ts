// The embedded Temporal server (DESIGN §2): `temporal server start-dev` as a child process, its state in
// a SQLite file under DATA_DIR so running consultations survive a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import type { Logger } from 'pino';
import { portTaken } from './ports.js';
import {
  forgetDevServer,
  recordDevServer,
  stopLeftoverDevServer,
} from './temporal-dev-server-leftover.js';

/** Loopback only: the dev server has no authentication. */
const DEV_SERVER_IP = '127.0.0.1';
/** How much of the server's output is kept to explain a failed start. */
const OUTPUT_TAIL_CHARS = 4000;

export interface DevServerOptions {
  /** The `temporal` CLI binary (scripts/temporal-cli.mjs resolves it). */
  executable: string;
  /** The server keeps its SQLite file in `<dataDir>/temporal/`. */
  dataDir: string;
  port: number;
  uiPort: number;
  namespace: string;
  logger: Logger;
  /** How long the server may take to accept connections. */
  startTimeoutMs?: number;
  /** How long it may take to stop after SIGTERM before it is killed. */
  stopTimeoutMs?: number;
}

export interface DevServer {
  /** host:port of the frontend, for clients and workers. */
  address: string;
  /** The Web UI. */
  uiUrl: string;
  /** The SQLite file holding every workflow. */
  dbFile: string;
  pid: number;
  /** SIGTERM, then SIGKILL after the stop timeout; resolves once the process has exited. */
  stop(): Promise<void>;
}

/** Starts the dev server and resolves once it answers for `namespace`; a failed start explains why. */
export async function startTemporalDevServer(options: DevServerOptions): Promise<DevServer> {
  const { executable, port, uiPort, namespace, logger } = options;
  const dir = path.join(options.dataDir, 'temporal');
  mkdirSync(dir, { recursive: true });
  const dbFile = path.join(dir, 'temporal.db');
  await stopLeftoverDevServer(dir, dbFile, logger);
  await assertPortFree(port, 'TEMPORAL_PORT');
  await assertPortFree(uiPort, 'TEMPORAL_UI_PORT');
  const args = [
    ...['server', 'start-dev', '--db-filename', dbFile, '--ip', DEV_SERVER_IP],
    ...['--port', String(port), '--ui-port', String(uiPort)],
    ...['--namespace', namespace, '--log-level', 'warn'],
    // Write-ahead logging, synced at checkpoints: far less I/O per history event, and a crash of the process
    // loses nothing (only a power cut could lose the last moments).
    ...['--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal'],
  ];
  // Its own process group: Ctrl-C in a terminal must not reach the server before the API has stopped
  // its worker, or the worker's shutdown would talk to a server that is already gone.
  const child = spawn(executable, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid !== undefined) {
    const serverPid = child.pid;
    recordDevServer(dir, serverPid);
    void exited.then(() => forgetDevServer(dir, serverPid));
  }
  // A child still running when this process exits (a crash, process.exit) is killed with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  let stopping = false;
  const output = captureOutput(child, (line) => {
    if (!stopping) logger.warn({ temporal: 'dev-server' }, line);
  });
  const spawnFailed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`Cannot run ${executable}: ${error.message}`)));
  });
  const address = `${DEV_SERVER_IP}:${port}`;
  const stop = async () => {
    stopping = true;
    // No pid: the binary never started. An exit code or signal: it has already gone.
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), options.stopTimeoutMs ?? 10_000);
    await exited;
    clearTimeout(timeout);
  };

  const diedEarly = exited.then(() => {
    throw new Error(
      `The Temporal dev server (${executable}) exited during start-up ` +
        `(code ${child.exitCode ?? child.signalCode}). Its output:\n${output()}`,
    );
  });
  try {
    await Promise.race([
      waitUntilServing(address, namespace, options.startTimeoutMs ?? 30_000),
      diedEarly,
      spawnFailed,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  void diedEarly.catch((error: Error) => {
    if (!stopping) logger.error({ err: error }, 'the Temporal dev server stopped unexpectedly');
  });
  logger.info({ address, dbFile, pid: child.pid }, 'Temporal dev server started');
  return { address, uiUrl: `http://localhost:${uiPort}`, dbFile, pid: child.pid!, stop };
}

/** Fails with a message naming the variable when something already listens on `port`. */
async function assertPortFree(port: number, variable: string): Promise<void> {
  let taken: boolean;
  try {
    taken = await portTaken(port, DEV_SERVER_IP);
  } catch (error) {
    throw new Error(`Cannot check port ${port} (${variable}): ${(error as Error).message}`);
  }
  if (taken) {
    throw new Error(
      `Port ${port} (${variable}) is already in use on ${DEV_SERVER_IP}, so the embedded Temporal server ` +
        `cannot start. Stop what holds it (another npm start?), choose another ${variable}, or set ` +
        `TEMPORAL_ADDRESS to use a Temporal server that is already running.`,
    );
  }
}

/** Polls until the frontend accepts a connection and knows the namespace (it registers it at boot). */
async function waitUntilServing(address: string, namespace: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    let connection: Connection | undefined;
    try {
      connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.workflowService.describeNamespace({ namespace });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await connection?.close();
    }
  }
  throw new Error(
    `The Temporal dev server did not answer on ${address} within ${timeoutMs / 1000} s ` +
      `(last error: ${lastError instanceof Error ? lastError.message : String(lastError)}).`,
  );
}

/** Hands each output line to `onLine` and keeps the last few KB for error messages. */
function captureOutput(child: ChildProcess, onLine: (line: string) => void): () => string {
  let tail = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-OUTPUT_TAIL_CHARS);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.includes('level=')) onLine(line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => tail.trim();
}
