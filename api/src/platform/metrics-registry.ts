// The Prometheus registry (prom-client), loaded by metrics.ts only when a metrics server starts: the counters, and
// the gauges that read their sources (the database, the sockets, the pool) only when scraped.
import http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from 'pino';
import { poolUse, type Database } from './db.js';
import { readFleetCounts, type FleetCounts } from './metrics.repository.js';
import { listenOnSidePort, type SidePortServer } from './side-port.js';

/** The process's registry: one per process, like the process it describes. */
export const registry = new Registry();

const httpRequests = new Counter({
  name: 'expertbridge_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'expertbridge_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

const chatDelivered = new Counter({
  name: 'expertbridge_chat_messages_delivered_total',
  help: 'Chat messages pushed to a socket in the room (one per receiving socket)',
  registers: [registry],
});

/** What the gauges read at a scrape; the API has all of them, a worker the database only. */
export interface MetricSources {
  db: Database;
  /** Open sockets on this process. */
  sockets?: () => number;
}

export type MetricServer = SidePortServer;

export interface MetricRecorder {
  request(method: string, route: string, status: number, seconds: number): void;
  chatDelivered(sockets: number): void;
}

/** What metrics.ts forwards its calls to once the registry is loaded. */
export const recorder: MetricRecorder = {
  request(method: string, route: string, status: number, seconds: number) {
    const labels = { method, route, status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
  },
  chatDelivered(sockets: number) {
    chatDelivered.inc(sockets);
  },
};

let sources: MetricSources | undefined;
let fleet: { at: number; counts: Promise<FleetCounts> } | undefined;

/** The database's counts, read once per scrape however many gauges ask for them. */
function fleetCounts(db: Database): Promise<FleetCounts> {
  if (!fleet || Date.now() - fleet.at > 1_000) {
    fleet = { at: Date.now(), counts: readFleetCounts(db.knex) };
  }
  return fleet.counts;
}

function gauge(
  name: string,
  help: string,
  labelNames: string[],
  collect: (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void,
) {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [],
    async collect() {
      this.reset();
      await collect((labels, value) => this.set(labels, value));
    },
  });
}

const sourceGauges = [
  gauge(
    'expertbridge_socket_connections',
    'Open sockets (the live room) on this process',
    [],
    (set) => {
      if (sources?.sockets) set({}, sources.sockets());
    },
  ),
  gauge(
    'expertbridge_db_pool_connections',
    'Database pool connections by state',
    ['state'],
    (set) => {
      if (!sources) return;
      const use = poolUse(sources.db);
      set({ state: 'used' }, use.used);
      set({ state: 'free' }, use.free);
      set({ state: 'pending' }, use.pending);
    },
  ),
  gauge(
    'expertbridge_consultations',
    'Consultations (lifecycles) by state, fleet-wide',
    ['state'],
    async (set) => {
      if (!sources) return;
      for (const row of (await fleetCounts(sources.db)).consultations)
        set({ state: row.status }, row.count);
    },
  ),
  gauge(
    'expertbridge_money_movements',
    'Payments taken, refunds made, payouts transferred and card disputes, by currency, fleet-wide',
    ['kind', 'currency'],
    async (set) => {
      if (!sources) return;
      for (const row of (await fleetCounts(sources.db)).money)
        set({ kind: row.kind, currency: row.currency }, row.count);
    },
  ),
  gauge(
    'expertbridge_money_amount_minor',
    'Their amounts in minor units (cents), by currency, fleet-wide',
    ['kind', 'currency'],
    async (set) => {
      if (!sources) return;
      for (const row of (await fleetCounts(sources.db)).money)
        set({ kind: row.kind, currency: row.currency }, row.amount);
    },
  ),
  gauge(
    'expertbridge_partner_webhook_deliveries',
    'Partner webhook deliveries by status (failed: given up after every retry), fleet-wide',
    ['status'],
    async (set) => {
      if (!sources) return;
      for (const row of (await fleetCounts(sources.db)).webhookDeliveries)
        set({ status: row.status }, row.count);
    },
  ),
  gauge(
    'expertbridge_partner_webhook_failed_attempts',
    'Partner webhook delivery attempts that failed (retried or given up), fleet-wide',
    [],
    async (set) => {
      if (!sources) return;
      const rows = (await fleetCounts(sources.db)).webhookDeliveries;
      set(
        {},
        rows.reduce((sum, row) => sum + row.failedAttempts, 0),
      );
    },
  ),
];

/** Serves GET /metrics on `port` (0: any free port), with the process's default metrics and the sources' gauges. */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  sources: MetricSources;
  logger: Logger;
}): Promise<MetricServer> {
  // Registered once per process: a test may start and stop several servers.
  if (!sources) {
    for (const metric of sourceGauges) registry.registerMetric(metric);
    collectDefaultMetrics({ register: registry });
  }
  sources = options.sources;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType });
        response.end(text);
      },
      (error: unknown) => {
        options.logger.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  return listenOnSidePort(server, options.port, options.host);
}
