import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServeOptions {
  /** More for the parent in the message that reports the port (booking.ts reads the Temporal server's pid). */
  ready?: Record<string, unknown>;
  /** Runs on `exit` before the process exits: what the server started must not outlive it. */
  stop?: () => Promise<void>;
  /** More figures for each `usage` answer (the SQL statements the process has sent). */
  usage?: () => Record<string, number>;
  /** The port to listen on (default: any free one). */
  port?: number;
}

/** The kinds of the process's active resources (sockets, timers, …) and how many of each. */
function activeResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * Answers the parent's `usage` with this process's peak and current RSS, its main thread's V8 heap in use and memory
 * outside it (buffers), CPU time so far, active resources and `more`.
 */
export function sendUsage(more: Record<string, number> = {}): void {
  const usage = process.resourceUsage();
  const memory = process.memoryUsage();
  process.send?.({
    ...more,
    maxRssKb: usage.maxRSS,
    cpuMicros: usage.userCPUTime + usage.systemCPUTime,
    rssKb: Math.round(memory.rss / 1024),
    heapUsedKb: Math.round(memory.heapUsed / 1024),
    externalKb: Math.round(memory.external / 1024),
    resources: activeResources(),
  });
}

/**
 * The status read of process-payment's wait (payments.repository.ts), as knex compiles it for PostgreSQL: with the live
 * channel only its fallback, when the recording's announcement has not come within ANNOUNCED_FALLBACK_MS.
 */
const STATUS_POLL = /^select "status" from "consultations" where "id" = (\?|\$1) limit/;

/**
 * Counts the SQL statements knex sends (a transaction's BEGIN and COMMIT included), and apart the polls of a
 * consultation's status (process-payment waiting for the payment to be recorded), whose number grows with latency.
 */
export function countStatements(knex: {
  on(event: 'query', listener: (query: { sql: string }) => void): unknown;
}) {
  let statements = 0;
  let polls = 0;
  knex.on('query', ({ sql }) => {
    statements++;
    if (STATUS_POLL.test(sql)) polls++;
  });
  return () => ({ statements, polls });
}

/**
 * A bench server's side of the conversation with its parent (fork-server.ts): it reports its port once listening,
 * answers `usage` with its peak and current RSS, CPU time so far and active resources, and stops on `exit`.
 */
export function serveForBench(server: Server, options: ServeOptions = {}): void {
  server.listen(options.port ?? 0, '127.0.0.1', () => {
    process.send?.({ ...options.ready, port: (server.address() as AddressInfo).port });
  });
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'usage') sendUsage(options.usage?.());
    if (message.type === 'exit') {
      server.closeAllConnections();
      server.close();
      void (options.stop?.() ?? Promise.resolve()).then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`bench server stop failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
    }
  });
}
