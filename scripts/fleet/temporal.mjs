// The fleet's Temporal: the dev server the project already builds (its own SQLite file in the fleet's folder), the
// Temporal server built from source on PostgreSQL (../temporal-cluster.mjs), or an address given.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { resolveTemporalCli } from '../temporal-cli.mjs';
import { startTemporalCluster } from '../temporal-cluster.mjs';
import { managedProcess } from './processes.mjs';

/** Resolves once `namespace` answers at `address` (the CLI asks the frontend), or rejects after `timeoutMs`. */
export async function waitForNamespace(cli, address, namespace, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const { code, output } = await new Promise((resolve) => {
      const child = spawn(
        cli,
        ['operator', 'namespace', 'describe', '--namespace', namespace, '--address', address],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.once('exit', (exitCode) => resolve({ code: exitCode, output: text }));
    });
    if (code === 0) return;
    last = output;
    if (Date.now() > deadline) {
      throw new Error(
        `Temporal at ${address} did not serve namespace ${namespace} within ${timeoutMs / 1000} s:\n${last}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Starts the fleet's Temporal and answers { kind, address, namespace, uiUrl?, processes, stop }. `mode`: `dev` (the
 * default), `cluster`, or a host:port already running.
 */
export async function startFleetTemporal({
  mode = 'dev',
  dir,
  port,
  uiPort,
  databaseUrl,
  onExit,
  log,
}) {
  const namespace = 'default';
  if (mode !== 'dev' && mode !== 'cluster') {
    return { kind: 'given', address: mode, namespace, processes: [], stop: async () => {} };
  }
  const cli = resolveTemporalCli({ log });
  if (mode === 'cluster') {
    const cluster = await startTemporalCluster({
      dir,
      basePort: port,
      databaseUrl,
      cli,
      onExit,
      log,
    });
    return { kind: 'cluster', namespace, ...cluster };
  }
  const server = managedProcess({
    name: 'Temporal dev server',
    command: cli,
    args: [
      ...[
        'server',
        'start-dev',
        '--db-filename',
        path.join(dir, 'temporal.db'),
        '--ip',
        '127.0.0.1',
      ],
      ...[
        '--port',
        String(port),
        '--ui-port',
        String(uiPort),
        '--namespace',
        namespace,
        '--log-level',
        'warn',
      ],
      // As the API's own dev server: write-ahead logging, far less I/O per history event.
      ...['--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal'],
    ],
    env: process.env,
    logFile: path.join(dir, 'temporal.log'),
    onExit,
  });
  await server.start();
  const address = `127.0.0.1:${port}`;
  try {
    await waitForNamespace(cli, address, namespace, 60_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    kind: 'dev',
    address,
    namespace,
    uiUrl: `http://localhost:${uiPort}`,
    processes: [server],
    stop: () => server.stop(),
  };
}
