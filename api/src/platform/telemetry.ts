// OpenTelemetry tracing: one trace from an HTTP request through the Temporal client, the workflow and its activities
// to the SQL statements and the payment provider's calls. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test
// passes an exporter): then nothing is registered, and the API's calls into @opentelemetry/api are no-ops. This
// module loads the SDK: only the entry points import it (trace-context.ts is what the rest of the code uses).
import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { Resource } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import type { Config } from './config.js';
import { setTracing, tracing, type Tracing } from './trace-context.js';

const require = createRequire(import.meta.url);

/**
 * Starts tracing once per process, before the database and the HTTP server are created: spans are exported over
 * OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, or to `exporter` (a test's in-memory one). Neither: returns undefined
 * and registers nothing.
 */
export function startTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
  options: { exporter?: SpanExporter } = {},
): Tracing | undefined {
  const running = tracing();
  if (running) return running;
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint && !options.exporter) return undefined;
  const resource = new Resource({ 'service.name': config.OTEL_SERVICE_NAME });
  const spanProcessor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${endpoint!.replace(/\/$/, '')}/v1/traces` }),
      );
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  // The async-hooks context manager and W3C trace context: a request's context follows its awaits.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Incoming requests (the server span the Koa middleware names) and outgoing HTTP (Stripe, webhooks).
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isProbe(request.url) }),
    ],
  });
  // http is ESM-imported already; requiring it once through the hooked require patches the shared module object
  // (http.Server's prototype), which the API's imports use too. SQL statements are traced from knex's events
  // (traceQueries), on PGlite as on PostgreSQL.
  for (const name of ['http', 'https']) require(name);
  const started: Tracing = {
    tracer: trace.getTracer('expertbridge'),
    resource,
    spanProcessor,
    shutdown: async () => {
      await provider.shutdown();
      setTracing(undefined);
    },
  };
  setTracing(started);
  return started;
}

/** Health probes and scrapes come every few seconds from every balancer: not worth a trace. */
function isProbe(url: string | undefined): boolean {
  return url?.startsWith('/api/health') ?? false;
}
