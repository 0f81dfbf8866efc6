// What the code outside the entry points knows of tracing: only @opentelemetry/api (a few kilobytes, no-ops until a
// tracer provider is registered) and the process's tracing once telemetry.ts has started it.
import { SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { Resource } from '@opentelemetry/resources';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** What the Temporal runtime adds to its client and worker when tracing is on. */
export interface Tracing {
  tracer: Tracer;
  resource: Resource;
  spanProcessor: SpanProcessor;
  /** Sends what is buffered and stops (at shutdown, after the worker). */
  shutdown(): Promise<void>;
}

let current: Tracing | undefined;

/** Set by startTracing (telemetry.ts), which owns the SDK. */
export function setTracing(value: Tracing | undefined): void {
  current = value;
}

/** The process's tracing, when started. */
export function tracing(): Tracing | undefined {
  return current;
}

/**
 * Names the request's server span after its route template (`POST /api/consultations/:id/accept`), as the route is
 * known only once the router matched; the HTTP instrumentation started the span.
 */
export function nameRequestSpan(method: string, route: string | undefined): void {
  const span = trace.getActiveSpan();
  if (!span || !route) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/**
 * The object with a span around each of its methods' calls (`payments.createPaymentIntent`), as a client span:
 * the payment provider's calls. Unchanged when tracing is off.
 */
export function traceCalls<T extends object>(target: T, prefix: string): T {
  const tracer = current?.tracer;
  if (!tracer) return target;
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      // Synchronous methods stay synchronous: the span ends when the call returns or its promise settles.
      return (...args: unknown[]) =>
        tracer.startActiveSpan(`${prefix}.${property}`, { kind: SpanKind.CLIENT }, (span) => {
          const failed = (error: unknown) => {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
            span.end();
            throw error;
          };
          try {
            const result: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
            if (!(result instanceof Promise)) {
              span.end();
              return result;
            }
            return result.then((settled) => {
              span.end();
              return settled;
            }, failed);
          } catch (error) {
            return failed(error);
          }
        });
    },
  });
}

/** The active span's trace id, for the log lines written inside it. */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.spanContext().traceId;
}

/** What knex emits around each statement (its query events), whichever engine runs it. */
interface QueryEvents {
  on(event: string, listener: (...args: any[]) => void): unknown; // eslint-disable-line @typescript-eslint/no-explicit-any -- knex's own signature
}

interface KnexQuery {
  __knexQueryUid?: string;
  sql?: string;
  method?: string;
}

type SqlSystem = 'postgresql' | 'pglite';

/** A statement's client span, named by its verb (`sql SELECT`), carrying the parameterised text. */
function startSqlSpan(tracer: Tracer, system: SqlSystem, sql: string): Span {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startSpan(`sql ${verb}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system': system, 'db.statement': sql },
  });
}

function endSqlSpan(span: Span, error?: Error): void {
  if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
  span.end();
}

/**
 * A client span per SQL statement, a child of whatever span runs it (a request, an activity), from knex's query
 * events: the same on PostgreSQL and on PGlite, which has no driver to instrument. The statement is the
 * parameterised text, never its values.
 */
export function traceQueries(knex: QueryEvents, system: SqlSystem): void {
  const tracer = current?.tracer;
  if (!tracer) return;
  const open = new Map<string, Span>();
  const end = (query: KnexQuery, error?: Error) => {
    const span = query.__knexQueryUid ? open.get(query.__knexQueryUid) : undefined;
    if (!span) return;
    open.delete(query.__knexQueryUid!);
    endSqlSpan(span, error);
  };
  knex.on('query', (query: KnexQuery) => {
    // Statements outside any trace (migrations, the seed, background sweeps) would each be a trace of one span.
    if (!query.__knexQueryUid || !trace.getActiveSpan()) return;
    open.set(query.__knexQueryUid, startSqlSpan(tracer, system, query.sql ?? ''));
  });
  knex.on('query-response', (_response: unknown, query: KnexQuery) => end(query));
  knex.on('query-error', (error: Error, query: KnexQuery) => end(query, error));
}

/** The same span around one statement run outside knex on PostgreSQL (compiledReads in platform/db.ts). */
export function traceStatement<T>(sql: string, run: () => Promise<T>): Promise<T> {
  const tracer = current?.tracer;
  if (!tracer || !trace.getActiveSpan()) return run();
  const span = startSqlSpan(tracer, 'postgresql', sql);
  return run().then(
    (result) => {
      endSqlSpan(span);
      return result;
    },
    (error: unknown) => {
      endSqlSpan(span, error as Error);
      throw error;
    },
  );
}
