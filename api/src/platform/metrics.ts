// Prometheus metrics on a port of their own (METRICS_PORT), never on the public one. Off unless a metrics server is
// started: until then these calls are no-ops and prom-client is not even loaded (metrics-registry.ts holds it).
import type { Logger } from 'pino';
import type { MetricRecorder, MetricServer, MetricSources } from './metrics-registry.js';

export type { MetricServer, MetricSources } from './metrics-registry.js';

let recorder: MetricRecorder | undefined;

/** One answered request; `route` is the router's template (`/api/consultations/:id`), or `(none)`. */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  recorder?.request(method, route, status, seconds);
}

/** Chat messages pushed to `sockets` sockets. */
export function countChatDelivered(sockets: number): void {
  if (sockets > 0) recorder?.chatDelivered(sockets);
}

/** Serves GET /metrics on `port` (0: any free port), with the process's default metrics and the sources' gauges. */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  sources: MetricSources;
  logger: Logger;
}): Promise<MetricServer> {
  const registry = await import('./metrics-registry.js');
  recorder = registry.recorder;
  return registry.startMetricsServer(options);
}
