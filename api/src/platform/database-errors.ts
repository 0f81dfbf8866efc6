// The database's ways of saying "not now": the server ended the connection (a failover, a restart, an operator's
// pg_terminate_backend), refuses new ones, or none could be had from the pool in time. A request that meets one is
// answered 503 `database_unavailable` (try again shortly), not 500: the API itself is fine and recovers on its own,
// as the pool replaces the dead connections.

/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, the connection_exception class, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/** Socket errors on the way to the server. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
/** node-postgres' and knex's messages for a connection that died or never came. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client was closed and is not queryable|Client has encountered a connection error|Timeout acquiring a connection/;

/** What PostgreSQL said about a failed statement: its SQLSTATE and, for a constraint, the constraint's name. */
export interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
}

/**
 * The driver's own error behind `error`: Objection wraps what a model's query meets (db-errors' `DBError` and its
 * subclasses) and keeps the driver's error, with its SQLSTATE, as `nativeError`; knex passes it on as it is.
 */
export function databaseErrorFields(error: unknown): DatabaseErrorFields {
  const native = (error as { nativeError?: unknown } | null)?.nativeError ?? error;
  return (native ?? {}) as DatabaseErrorFields;
}

/** True when `error` (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
      nativeError?: unknown;
    };
    if (typeof candidate.code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(candidate.code) || UNAVAILABLE_ERRNO.has(candidate.code)) {
        return true;
      }
    }
    if (candidate.name === 'KnexTimeoutError') return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) {
      return true;
    }
    current = candidate.nativeError ?? candidate.cause;
  }
  return false;
}
