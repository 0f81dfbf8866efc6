// How the benches that start the whole stack (booking.ts, soak.ts) take it down: once, from the end of the run or
// from Ctrl-C, whichever comes first; each step whatever became of the others.
import { rmSync } from 'node:fs';
import type { Database } from '../src/platform/db.js';
import { dropBenchDatabase } from './bench-database.js';
import type { BenchServer } from './fork-server.js';
import { processCpuSeconds } from './process-stats.js';

/** What a bench has started so far; it fills this in as it goes. */
export interface BenchStack {
  api?: BenchServer;
  db?: Database;
  temporalPid: number;
  /** Stopped before the API (a standalone worker). */
  before?: () => Promise<void>;
}

/** The stack's teardown, run once however often it is asked for, and on SIGINT and SIGTERM. */
export function teardownOnce(
  stack: BenchStack,
  where: { serverUrl: string; database: string; dataDir: string },
): () => Promise<void> {
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await stack.before?.().catch(() => {});
      await stack.api?.stop().catch(() => {});
      // The dev server runs in its own process group; an API that was killed has left it behind.
      if (stack.temporalPid > 0 && !Number.isNaN(processCpuSeconds(stack.temporalPid))) {
        process.kill(stack.temporalPid, 'SIGKILL');
      }
      await stack.db?.close().catch(() => {});
      await dropBenchDatabase(where.serverUrl, where.database);
      rmSync(where.dataDir, { recursive: true, force: true });
    })());
  // `on`, not `once`: npm passes Ctrl-C on to its child as well, and a second SIGINT with no listener left would
  // end the process half-way through cleaning up.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return cleanUp;
}
