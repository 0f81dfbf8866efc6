// socket.io's PostgreSQL adapter, over a small pool of its own: with several API instances, a broadcast to a
// socket.io room reaches the sockets of every instance.
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Logger } from 'pino';

/** How long closing waits for the adapter's start (a reachable database answers in milliseconds). */
const ADAPTER_SETTLE_MS = 5_000;

/**
 * The adapter's pool, and a wait for its start to settle. The adapter takes its LISTEN connection in the
 * background after it is created, and keeps it only once its LISTEN has answered: closed before that, it has
 * nothing to hand back yet, then keeps the connection for good, and the pool's end() waits for it forever (seen
 * as an API test's close hanging under load).
 */
interface AdapterPool {
  pool: pg.Pool;
  /** Resolves once no connection is being made and no adapter query is in flight, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

/**
 * The socket.io adapter's connections. PostgreSQL may drop any of them (a restart, a failover, an
 * administrator): a dropped idle connection is reported on the pool, and the adapter's LISTEN connection,
 * which it keeps checked out and never hands back, has no error handler of its own — either, unhandled,
 * would end the process. Both are logged instead, and a dead connection still checked out is handed back
 * so the pool drops it: otherwise each outage would keep one of the pool's few places until none were left
 * for the adapter's reconnection.
 */
function adapterPoolFor(url: string, logger: Logger): AdapterPool {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const checkedOut = new Set<pg.PoolClient>();
  let queries = 0;
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // An idle connection's error, which the pool repeats here once it has dropped the connection; the
  // connection's own listener below has logged it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'socket.io adapter connection lost'));
    // A query's own error handling hands its connection back first; what is still out here is the
    // adapter's LISTEN connection, which the adapter replaces (it reconnects on `end`) but never releases.
    client.on('end', () => {
      if (checkedOut.has(client)) client.release(new Error('connection ended'));
    });
    // Counts the adapter's queries in flight (its LISTEN among them), for settled() below.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        queries++;
        void result.then(
          () => queries--,
          () => queries--,
        );
      }
      return result;
    };
  });
  return {
    pool,
    async settled(timeoutMs) {
      const giveUpAt = Date.now() + timeoutMs;
      // A connection being made is counted in totalCount before it is idle or handed out.
      const busy = () => queries > 0 || pool.totalCount > pool.idleCount + checkedOut.size;
      while (busy() && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

export interface PostgresSocketAdapter {
  /** What `io.adapter()` takes. */
  adapter: ReturnType<typeof createAdapter>;
  /** Waits for the adapter's start to settle; call it before closing the adapter. */
  settled(): Promise<void>;
  /** Ends the adapter's connections, once the adapter is closed. */
  end(): Promise<void>;
}

/** The PostgreSQL adapter on the database at `url`, its connections' failures logged. */
export function postgresSocketAdapter(url: string, logger: Logger): PostgresSocketAdapter {
  const { pool, settled } = adapterPoolFor(url, logger);
  return {
    adapter: createAdapter(pool, {
      errorHandler: (error) => logger.warn({ err: error }, 'socket.io adapter error'),
    }),
    settled: () => settled(ADAPTER_SETTLE_MS),
    end: () => pool.end(),
  };
}
