// Traces and metrics of one booking paid by card, on the real lifecycle (Temporal dev server, in-process worker,
// sandbox gateway). The only API test that turns tracing on: an in-memory exporter receives every span.
import { Writable } from 'node:stream';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SpanKind } from '@opentelemetry/api';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer, type MetricServer } from '../../src/platform/metrics.js';
import { startTracing } from '../../src/platform/telemetry.js';
import { bookAndPay, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { freePort } from '../helpers/processes.js';
import { createSignedInUser } from '../helpers/users.js';

const exporter = new InMemorySpanExporter();
const tracing = startTracing(
  { OTEL_SERVICE_NAME: 'expertbridge-test', OTEL_EXPORTER_OTLP_ENDPOINT: undefined },
  { exporter },
);
const logLines: Record<string, unknown>[] = [];
const logs = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line));
    done();
  },
});

let app: LifecycleTestApp;
let metrics: MetricServer;
let temporalMetricsPort: number;
let before: string;
let traceId: string;
beforeAll(async () => {
  temporalMetricsPort = await freePort();
  app = await startLifecycleApp(
    {},
    { LOG_LEVEL: 'info', TEMPORAL_METRICS_PORT: String(temporalMetricsPort) },
    { logDestination: logs },
  );
  metrics = await startMetricsServer({
    port: 0,
    host: '127.0.0.1',
    sources: { db: app.db },
    logger: pino({ level: 'silent' }),
  });
  before = await scrape();
  const at = fullHourAfter(3 * 24 * 3_600_000);
  const client = await createSignedInUser(app);
  const expert = await expertAt(app, await createSignedInUser(app), at);
  exporter.reset();
  // Booked, paid, then cancelled by the client: the refund ends the workflow, whose span is then exported.
  const paid = await bookAndPay(client.client, expert, at);
  const cancelled = await client.client.post(`/api/consultations/${paid.id as string}/cancel`, {});
  expect(cancelled.status).toBe(200);
  const booking = await eventually(
    async () => exporter.getFinishedSpans(),
    (spans) => spans.some((span) => span.name === 'POST /api/consultations'),
  );
  traceId = booking.find((span) => span.name === 'POST /api/consultations')!.spanContext().traceId;
}, 180_000);
afterAll(async () => {
  await metrics?.close();
  await app?.close();
  await tracing?.shutdown();
});

async function scrape(url = `http://127.0.0.1:${metrics.port}/metrics`): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in a scrape (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const inTrace = () =>
  exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);

/** The trace as an indented tree of span names (what docs/observability.md shows). */
function tree(spans: ReadableSpan[]): string {
  const children = new Map<string | undefined, ReadableSpan[]>();
  const ids = new Set(spans.map((span) => span.spanContext().spanId));
  for (const span of spans) {
    const parent = span.parentSpanId && ids.has(span.parentSpanId) ? span.parentSpanId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), span]);
  }
  const lines: string[] = [];
  const walk = (parent: string | undefined, depth: number) => {
    const level = (children.get(parent) ?? []).sort((a, b) => hr(a.startTime) - hr(b.startTime));
    for (const span of level) {
      lines.push(`${'  '.repeat(depth)}${span.name} [${SpanKind[span.kind]}]`);
      walk(span.spanContext().spanId, depth + 1);
    }
  };
  walk(undefined, 0);
  return lines.join('\n');
}
const hr = ([seconds, nanos]: [number, number]) => seconds * 1e9 + nanos;

describe('one booking and its payment, traced', () => {
  it('is one connected trace from the HTTP request through the workflow and its activities to SQL', async () => {
    // The activities run after the payment's signal and the cancellation; their spans continue the workflow's,
    // which the booking started. The workflow's own span is exported when it ends (the refund ends it).
    const spans = await eventually(
      async () => inTrace(),
      (found) => found.some((span) => span.name === 'RunWorkflow:consultationWorkflow'),
    );
    if (process.env.SHOW_TRACE) process.stdout.write(`${tree(spans)}\n`);
    const names = spans.map((span) => span.name);
    const root = spans.find((span) => span.name === 'POST /api/consultations')!;
    expect(root.kind).toBe(SpanKind.SERVER);
    expect(root.attributes['http.route']).toBe('/api/consultations');
    expect(names).toContain('StartWorkflow:consultationWorkflow');
    expect(names).toContain('RunWorkflow:consultationWorkflow');
    expect(names.filter((name) => name.startsWith('RunActivity:')).length).toBeGreaterThan(0);
    // Connected: every span but the request's has its parent in the trace.
    const ids = new Set(spans.map((span) => span.spanContext().spanId));
    const orphans = spans.filter((span) => span !== root && !ids.has(span.parentSpanId ?? ''));
    expect(orphans.map((span) => span.name)).toEqual([]);
    // SQL statements inside an activity, in the same trace.
    const activityIds = new Set(
      spans
        .filter((span) => span.name.startsWith('RunActivity:'))
        .map((span) => span.spanContext().spanId),
    );
    const sqlInActivities = spans.filter(
      (span) => span.name.startsWith('sql ') && activityIds.has(span.parentSpanId ?? ''),
    );
    expect(sqlInActivities.length).toBeGreaterThan(0);
    // The refund's call to the payment provider, inside its activity, with the provider's own SQL (the sandbox's).
    const refund = spans.find((span) => span.name === 'payments.refund')!;
    expect(spans.find((span) => span.spanContext().spanId === refund.parentSpanId)?.name).toBe(
      'RunActivity:refundPayment',
    );
    // SQL of the booking request itself, under its server span.
    expect(
      spans.some(
        (span) => span.name.startsWith('sql ') && span.parentSpanId === root.spanContext().spanId,
      ),
    ).toBe(true);
  });

  it('puts a span around the payment gateway’s calls, inside the request that made them', () => {
    const gateway = exporter.getFinishedSpans().filter((span) => span.name.startsWith('payments.'));
    expect(gateway.map((span) => span.name)).toContain('payments.createPaymentIntent');
    for (const span of gateway) expect(span.kind).toBe(SpanKind.CLIENT);
  });

  it('writes the trace id next to the request id in the request’s log line', () => {
    const line = logLines.find((row) => row.msg === 'request' && row.path === '/api/consultations');
    expect(line).toMatchObject({ method: 'POST', status: 201, traceId });
    expect(line!.reqId).toEqual(expect.any(String));
  });
});

describe('metrics after the booking', () => {
  it('moves the request, lifecycle, money and pool series', async () => {
    const moved = (text: string, kind: string) =>
      sample(text, `expertbridge_money_movements{kind="${kind}",currency="NZD"}`) -
      sample(before, `expertbridge_money_movements{kind="${kind}",currency="NZD"}`);
    // The payment and the cancellation's refund, once the workflow has posted them.
    const after = await eventually(
      () => scrape(),
      (text) => moved(text, 'payments') > 0 && moved(text, 'refunds') > 0,
    );
    if (process.env.SHOW_TRACE) {
      process.stdout.write(
        `${after
          .split('\n')
          .filter((row) => row.startsWith('expertbridge_') && !row.includes('_bucket'))
          .join('\n')}\n`,
      );
    }
    expect(moved(after, 'payments')).toBe(1);
    expect(moved(after, 'refunds')).toBe(1);
    const booked =
      'expertbridge_http_requests_total{method="POST",route="/api/consultations",status="201"}';
    expect(sample(after, booked) - sample(before, booked)).toBe(1);
    expect(
      sample(
        after,
        'expertbridge_http_request_duration_seconds_count{method="POST",route="/api/consultations",status="201"}',
      ),
    ).toBe(sample(after, booked));
    const lifecycles = after
      .split('\n')
      .filter((row) => row.startsWith('expertbridge_consultations{'));
    expect(lifecycles.reduce((sum, row) => sum + Number(row.split(' ')[1]), 0)).toBe(1);
    expect(
      sample(after, 'expertbridge_money_amount_minor{kind="payments",currency="NZD"}') -
        sample(before, 'expertbridge_money_amount_minor{kind="payments",currency="NZD"}'),
    ).toBeGreaterThan(0);
    expect(after).toMatch(/^expertbridge_db_pool_connections\{state="free"\} \d+$/m);
    expect(after).toMatch(/^expertbridge_partner_webhook_failed_attempts \d+$/m);
  });

  it('serves the Temporal SDK’s worker metrics on their own port', async () => {
    const text = await scrape(`http://127.0.0.1:${temporalMetricsPort}/metrics`);
    if (process.env.SHOW_TRACE) {
      process.stdout.write(
        `${[
          ...new Set(
            text
              .split('\n')
              .filter((row) => row.startsWith('temporal_'))
              .map((row) => row.split(/[{ ]/)[0]),
          ),
        ].join('\n')}\n`,
      );
    }
    expect(text).toMatch(/^temporal_worker_task_slots_available\{/m);
  });
});
