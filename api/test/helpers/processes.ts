import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The workflow bundle's directory (TEMPORAL_BUNDLE_DIR) shared by the tests' apps, workers and stacks: the code is
 * bundled once per version, not once per app (seconds of webpack each, dozens of apps a run).
 */
export const SHARED_BUNDLE_DIR = path.join(os.tmpdir(), 'eb-test-workflow-bundles');

/** Below Linux's ephemeral range (32768–60999), where outgoing connections and `listen(0)` take their ports. */
const PORT_RANGE = { from: 20_000, to: 32_768 };

/**
 * A loopback port nothing listens on, for a server a test starts there. Chosen below the ephemeral range: a port
 * from `listen(0)` is free only until the next outgoing connection or `listen(0)` anywhere on the machine (a
 * Temporal dev server picks its internal ports that way) takes it, a race that tests running in parallel lose.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** True while a process with this pid exists (to check that a server a test started has gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
