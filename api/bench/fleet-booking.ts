// `npm run bench:fleet`: the booking rate of a fleet through HAProxy (scripts/fleet, what `npm run fleet` starts),
// once for each number of API processes in BENCH_FLEET_APIS: whole lifecycles (book, payment intent, sandbox card,
// process-payment, the expert accepts) driven concurrently over HTTP through the balancer, each fleet on a fresh
// database. Prints the rate, the latency, the CPU each part spent per lifecycle, and the database's word on the ledger.
// Prints figures; it is not a test, but exits non-zero on an unbalanced ledger or a double charge.
// Environment: BENCH_DATABASE_URL (else DATABASE_URL) names the PostgreSQL server; BENCH_FLEET_APIS (API processes per
// run, comma-separated: 2,4), BENCH_FLEET_WORKERS (2), BENCH_FLEET_TEMPORAL (dev, or cluster: scripts/temporal-cluster.mjs),
// BENCH_LIFECYCLES (300), BENCH_WARMUP (60), BENCH_CONCURRENCY (32), BENCH_EXPERTS (40), BENCH_CLIENTS (40),
// BENCH_POOL_MAX (each process's pool, 6: four APIs, two workers and a Temporal cluster share PostgreSQL's 100).
// Half way (BENCH_SCRAPE_AFTER_MS, 15 s) it scrapes the first API's and worker's /metrics into files in
// BENCH_METRICS_DIR (else the temp folder).
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFleet, type Fleet } from '../../scripts/fleet/index.mjs';
import { createDatabase, type Database } from '../src/platform/db.js';
import { adminUrl, withDatabaseName } from '../test/helpers/postgres-url.js';
import {
  checkLedger,
  countDoubleBookings,
  ledgerBalances,
  settlePayments,
} from './booking-checks.js';
import { runLifecycle, type LifecycleResult } from './booking-lifecycle.js';
import {
  firstNoon,
  registerClients,
  registerExperts,
  runConcurrently,
  slotAt,
} from './booking-parties.js';
import { quantile } from './booking-report.js';
import {
  machineCpuSeconds,
  processCpuSeconds,
  processesCpuSeconds,
  cpuSecondsSince,
} from './process-stats.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const API_COUNTS = (process.env.BENCH_FLEET_APIS ?? '2,4').split(',').map(Number);
const WORKERS = env('BENCH_FLEET_WORKERS', 2);
const TEMPORAL = process.env.BENCH_FLEET_TEMPORAL ?? 'dev';
const LIFECYCLES = env('BENCH_LIFECYCLES', 300);
const WARMUP = env('BENCH_WARMUP', 60);
const CONCURRENCY = env('BENCH_CONCURRENCY', 32);
const EXPERTS = env('BENCH_EXPERTS', 40);
const CLIENTS = env('BENCH_CLIENTS', 40);
const POOL_MAX = process.env.BENCH_POOL_MAX ?? '6';
const DATABASE = 'eb_bench_fleet';
/** When /metrics is scraped, from the start of the measured lifecycles (about half way at the default sizes). */
const SCRAPE_AFTER_MS = env('BENCH_SCRAPE_AFTER_MS', 15_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const out = (line = '') => process.stdout.write(`${line}\n`);

/** CPU seconds so far of each part of the fleet, and of the machine. */
function readCpu(fleet: Fleet) {
  const sum = (pids: (number | undefined)[]) =>
    pids.reduce<number>(
      (total, pid) => total + (pid === undefined ? 0 : processCpuSeconds(pid)),
      0,
    );
  return {
    apis: sum(fleet.apis.map((api) => api.pid)),
    workers: sum(fleet.workers.map((worker) => worker.pid)),
    temporal: sum([fleet.temporal.pid]),
    haproxy: sum([fleet.balancer.pid]),
    // Backends show their database's name: the application's, and with a cluster Temporal's two beside it.
    postgres: processesCpuSeconds(` ${DATABASE} `),
    postgresTemporal: new Map([
      ...processesCpuSeconds(` ${DATABASE}_temporal `),
      ...processesCpuSeconds(` ${DATABASE}_temporal_visibility `),
    ]),
    machine: machineCpuSeconds(),
  };
}

/** The bench's database, and with a Temporal cluster its two beside it. */
async function dropDatabases(admin: Database) {
  for (const suffix of ['', '_temporal', '_temporal_visibility']) {
    await admin.knex.raw(`DROP DATABASE IF EXISTS ${DATABASE}${suffix} WITH (FORCE)`);
  }
}

/**
 * Scrapes the first API's and the first worker's /metrics once, half way through the measured lifecycles (or when
 * they are done, if sooner), into files beside the bench's output (BENCH_METRICS_DIR, else the system's temp folder).
 */
async function scrapeUnderLoad(fleet: Fleet, apis: number, driving: Promise<unknown>) {
  const halfway = new Promise((resolve) => setTimeout(resolve, SCRAPE_AFTER_MS));
  await Promise.race([halfway, driving]);
  const dir = process.env.BENCH_METRICS_DIR ?? os.tmpdir();
  for (const part of [fleet.apis[0]!, fleet.workers[0]!]) {
    const started = performance.now();
    const response = await fetch(part.metricsUrl);
    const text = await response.text();
    const file = path.join(dir, `fleet-${apis}-apis-${part.name}.metrics.txt`);
    await writeFile(file, text);
    out(
      `  /metrics of ${part.name} under load: ${response.status}, ${text.split('\n').filter((line) => line && !line.startsWith('#')).length} series in ${Math.round(performance.now() - started)} ms -> ${file}`,
    );
  }
}

async function benchFleet(apis: number, admin: Database) {
  await dropDatabases(admin);
  await admin.knex.raw(`CREATE DATABASE ${DATABASE}`);
  const databaseUrl = withDatabaseName(serverUrl!, DATABASE);
  const startedAt = performance.now();
  const fleet = await startFleet({
    apis,
    workers: WORKERS,
    databaseUrl,
    temporal: TEMPORAL,
    demo: false,
    env: {
      DATABASE_POOL_MAX: POOL_MAX,
      LOG_LEVEL: 'warn',
      SIGNUP_RATE_LIMIT: '100000',
      SIGNUP_IP_RATE_LIMIT: '100000',
      BOOKING_RATE_LIMIT: '100000',
      BOOKING_IP_RATE_LIMIT: '100000',
      // No payment window or expert deadline may close on a booking while the bench is still driving it.
      LIFECYCLE_CONFIG_JSON: JSON.stringify({
        paymentWindowMs: 6 * 3_600_000,
        expertResponseWindowMs: 7 * 86_400_000,
      }),
    },
    log: (message) => process.stderr.write(message),
  });
  const db = await createDatabase({ databaseUrl, poolMax: 2 });
  try {
    out(
      `\n${apis} API processes, ${WORKERS} workers, Temporal ${fleet.temporal.kind} (started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
    );
    const noon = firstNoon();
    const clients = await registerClients(fleet.url, CLIENTS);
    const experts = await registerExperts(fleet.url, db.knex, EXPERTS, noon);
    let next = 0;
    const drive = (count: number) =>
      runConcurrently(count, CONCURRENCY, (i) => {
        const expert = experts[next++ % experts.length]!;
        return runLifecycle(clients[i % clients.length]!, expert, slotAt(noon, expert.nextSlot++));
      });
    await drive(WARMUP);
    const before = readCpu(fleet);
    const started = performance.now();
    const driving = drive(LIFECYCLES);
    // Half way through, what an operator's Prometheus would read from the first API and worker under this load.
    const scraped = scrapeUnderLoad(fleet, apis, driving);
    const results: LifecycleResult[] = await driving;
    await scraped;
    const seconds = (performance.now() - started) / 1000;
    const after = readCpu(fleet);
    const confirmed = results.filter((result) => result.totalMs !== undefined);
    const failures = results.filter((result) => result.failure).map((result) => result.failure!);
    const totals = confirmed.map((result) => result.totalMs!);
    const perLifecycle = (cpuSeconds: number) =>
      `${((cpuSeconds * 1000) / confirmed.length).toFixed(1)} ms`;
    const machineBusy =
      (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total);
    out(
      `  ${confirmed.length} of ${LIFECYCLES} lifecycles confirmed in ${seconds.toFixed(1)} s: ${(confirmed.length / seconds).toFixed(1)} lifecycles/s`,
    );
    out(
      `  booking to confirmed: median ${Math.round(quantile(totals, 0.5))} ms, p95 ${Math.round(quantile(totals, 0.95))} ms`,
    );
    if (failures.length > 0) out(`  failures: ${[...new Set(failures)].join('; ')}`);
    out(
      `  CPU per lifecycle: APIs ${perLifecycle(after.apis - before.apis)}, workers ${perLifecycle(after.workers - before.workers)}, ` +
        `Temporal ${perLifecycle(after.temporal - before.temporal)}, PostgreSQL ${perLifecycle(cpuSecondsSince(before.postgres, after.postgres))}` +
        `${TEMPORAL === 'cluster' ? ` (+ Temporal's databases ${perLifecycle(cpuSecondsSince(before.postgresTemporal, after.postgresTemporal))})` : ''}, ` +
        `HAProxy ${perLifecycle(after.haproxy - before.haproxy)}`,
    );
    // On a machine shared with other work the rate says how much of it the fleet got; the CPU per lifecycle says what
    // the same fleet would do on cores of its own.
    const fleetCpu =
      after.apis -
      before.apis +
      (after.workers - before.workers) +
      (after.temporal - before.temporal) +
      (after.haproxy - before.haproxy) +
      cpuSecondsSince(before.postgres, after.postgres) +
      cpuSecondsSince(before.postgresTemporal, after.postgresTemporal);
    out(
      `  the fleet used ${(fleetCpu / seconds).toFixed(2)} cores: ${((fleetCpu * 1000) / confirmed.length).toFixed(1)} ms of CPU ` +
        `per lifecycle, ${((os.cpus().length * confirmed.length) / fleetCpu).toFixed(1)} lifecycles/s at most on ${os.cpus().length} cores of its own`,
    );
    out(
      `  machine busy ${Math.round(machineBusy * 100)} % of ${os.cpus().length} cores; load average at the end ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const settled = await settlePayments(db.knex, 60_000);
    const ledger = await checkLedger(db.knex);
    const doubleCharges = Number(
      (
        await db.knex.raw<{ rows: { n: number }[] }>(
          `SELECT count(*) AS n FROM (SELECT consultation_id FROM sandbox_payment_intents
            WHERE status = 'succeeded' GROUP BY consultation_id HAVING count(*) > 1) twice`,
        )
      ).rows[0]!.n,
    );
    const doubleBookings = await countDoubleBookings(db.knex);
    const sound =
      ledgerBalances(ledger) && settled.left === 0 && doubleCharges === 0 && doubleBookings === 0;
    out(
      `  ledger: ${ledger.postings} postings, ${ledger.unbalancedPostings} unbalanced, ${ledger.escrowMismatches} escrow mismatches; ` +
        `${doubleCharges} consultations charged twice; ${doubleBookings} double bookings`,
    );
    return sound;
  } finally {
    await db.close();
    await fleet.stop();
    await dropDatabases(admin);
  }
}

if (!serverUrl) {
  process.stderr.write('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server.\n');
  process.exit(2);
}
out(
  `Fleet booking bench: ${LIFECYCLES} lifecycles (after ${WARMUP} not counted), ${CONCURRENCY} at a time, ` +
    `${CLIENTS} clients, ${EXPERTS} experts, through HAProxy`,
);
const admin = await createDatabase({ databaseUrl: adminUrl(serverUrl) });
let sound = true;
try {
  for (const apis of API_COUNTS) sound = (await benchFleet(apis, admin)) && sound;
} finally {
  await admin.close();
}
process.exit(sound ? 0 : 1);
