// Work that one process of a fleet should do at a time, such as a periodic sweep that every API process runs. The lock
// is a PostgreSQL advisory lock held for one transaction: it is released when the work ends or fails, or when the
// holder's connection or process dies, so no process holds anything between passes and no hand-over is needed: the
// next process to try simply gets it. The transaction only holds the lock; the work queries through the pool.
// PGlite serves one process, so there is nobody to exclude, and a transaction would hold its only connection
// while the work waits for that connection.
import type { Database } from './db.js';

/** Runs `work` unless another process is running its own; `{ ran: false }` then, at once. */
export type OneAtATime = <T>(
  work: () => Promise<T>,
) => Promise<{ ran: true; value: T } | { ran: false }>;

/** One process at a time per `key`; keys must differ from every other advisory lock taken on the database. */
export function fleetLock(db: Pick<Database, 'kind' | 'knex'>, key: number): OneAtATime {
  if (db.kind === 'pglite') return async (work) => ({ ran: true, value: await work() });
  return (work) =>
    db.knex.transaction(async (trx) => {
      const { rows } = await trx.raw<{ rows: { locked: boolean }[] }>(
        'SELECT pg_try_advisory_xact_lock(?) AS locked',
        [key],
      );
      if (!rows[0]?.locked) return { ran: false } as const;
      return { ran: true, value: await work() } as const;
    });
}
