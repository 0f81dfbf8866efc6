// `npm run bench:booking`: whole consultation lifecycles (book, payment intent, sandbox card, process-payment,
// expert accepts) driven concurrently over HTTP against the real stack on real PostgreSQL: the API in a child process
// with its embedded Temporal dev server, in-process worker and sandbox payment gateway. Then a burst of bookings of
// one slot, and the database's word on double bookings and the ledger. Prints figures; it is not a test, but exits
// non-zero on a double booking or an unbalanced ledger.
// Environment: BENCH_DATABASE_URL (else DATABASE_URL) names the server; BENCH_LIFECYCLES (default 500),
// BENCH_CONCURRENCY (32), BENCH_EXPERTS (50), BENCH_CLIENTS (100), BENCH_BURST (50), BENCH_TIME_LIMIT (seconds the
// measured run may take before no more lifecycles start, 300), BENCH_POOL_MAX (the API's pool, 10),
// BENCH_CPU_PROF (a folder: the API process writes a V8 CPU profile of the whole run there).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedCategories } from '../src/db/seed/categories.js';
import { createDatabase, type Database } from '../src/platform/db.js';
import {
  checkLedger,
  countByStatus,
  countDoubleBookings,
  ledgerBalances,
  settlePayments,
} from './booking-checks.js';
import { book, runLifecycle, type LifecycleResult } from './booking-lifecycle.js';
import {
  firstNoon,
  runConcurrently,
  registerClients,
  registerExperts,
  slotAt,
  type BenchExpert,
} from './booking-parties.js';
import {
  reportChecks,
  reportRun,
  type BurstResult,
  type CpuSeconds,
  type Run,
} from './booking-report.js';
import { prepareBenchDatabase } from './bench-database.js';
import { teardownOnce, type BenchStack } from './bench-teardown.js';
import type { BenchSession } from './bench-session.js';
import { startServer, type BenchServer } from './fork-server.js';
import {
  machineCpuSeconds,
  processCpuSeconds,
  processesCpuSeconds,
  processPeakRssMb,
} from './process-stats.js';

const HOUR = 3_600_000;
const DATABASE = 'eb_bench_booking';
const TARGET_PER_SECOND = 50;
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LIFECYCLES = env('BENCH_LIFECYCLES', 500);
const CONCURRENCY = env('BENCH_CONCURRENCY', 32);
const EXPERTS = env('BENCH_EXPERTS', 50);
const CLIENTS = env('BENCH_CLIENTS', 100);
const BURST = env('BENCH_BURST', 50);
const TIME_LIMIT_MS = env('BENCH_TIME_LIMIT', 300) * 1000;
const POOL_MAX = process.env.BENCH_POOL_MAX ?? '10';
const profileDir = process.env.BENCH_CPU_PROF;
/** How long the checks wait for payments taken during the run to be recorded. */
const SETTLE_TIMEOUT_MS = 60_000;
/** No payment window or expert deadline may close on a booking while the bench is still driving it. */
const LIFECYCLE_CONFIG = { paymentWindowMs: 6 * HOUR, expertResponseWindowMs: 7 * 24 * HOUR };

const out = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** CPU seconds so far of each part of the stack, and of the machine. */
async function cpuNow(api: BenchServer, temporalPid: number): Promise<CpuSeconds> {
  const machine = machineCpuSeconds();
  const bench = process.cpuUsage();
  return {
    api: (await api.usage()).cpuMicros / 1e6,
    temporal: processCpuSeconds(temporalPid),
    // Its backends for the bench database (the server's background processes serve every database).
    postgres: processesCpuSeconds(` ${DATABASE} `),
    bench: (bench.user + bench.system) / 1e6,
    ...machine,
  };
}

/** `count` lifecycles, `CONCURRENCY` at a time, each on the next free slot of the next expert in turn. */
async function drive(
  count: number,
  clients: BenchSession[],
  experts: BenchExpert[],
  noon: Date,
  measure: () => ReturnType<typeof cpuNow>,
): Promise<Run> {
  const deadline = Date.now() + TIME_LIMIT_MS;
  let notStarted = 0;
  const before = await measure();
  const started = performance.now();
  const results = await runConcurrently(count, CONCURRENCY, async (i) => {
    if (Date.now() > deadline) {
      notStarted++;
      return undefined;
    }
    const expert = experts[i % experts.length]!;
    return runLifecycle(clients[i % clients.length]!, expert, slotAt(noon, expert.nextSlot++));
  });
  const elapsed = (performance.now() - started) / 1000;
  const after = await measure();
  const cpu = { ...after };
  for (const key of Object.keys(cpu) as (keyof CpuSeconds)[]) cpu[key] -= before[key];
  return {
    results: results.filter((result): result is LifecycleResult => result !== undefined),
    notStarted,
    startedAt: started,
    seconds: elapsed,
    cpu,
  };
}

/** `BURST` clients book the same slot of one fresh expert at once: one booking, the rest 409. */
async function burst(
  base: string,
  db: Database,
  clients: BenchSession[],
  noon: Date,
): Promise<BurstResult> {
  const [expert] = await registerExperts(base, db.knex, 1, noon, 'burst-expert');
  const at = slotAt(noon, 0);
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      book(clients[i % clients.length]!, expert!.id, at).catch(() => ({
        status: 0,
        body: { error: { code: 'no answer' } },
      })),
    ),
  );
  const created = answers.filter((a) => a.status === 201).length;
  const conflicts = answers.filter((a) => a.status === 409).length;
  const codes = new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error?.code));
  const other = answers
    .filter((a) => a.status !== 201 && a.status !== 409)
    .map((a) => `${a.status} ${a.body.error?.code ?? ''}`);
  return { attempts: BURST, created, conflicts, codes: [...codes].join(', '), other };
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL or DATABASE_URL to a PostgreSQL server');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eb-bench-booking-'));
  const stack: BenchStack = { temporalPid: 0 };
  const cleanUp = teardownOnce(stack, { serverUrl, database: DATABASE, dataDir });
  let failed = false;
  try {
    let since = performance.now();
    const url = await prepareBenchDatabase(serverUrl, DATABASE, seedCategories);
    const api = (stack.api = await startServer(
      new URL('./lifecycle-server.ts', import.meta.url),
      {
        BENCH_URL: url,
        BENCH_POOL_MAX: POOL_MAX,
        BENCH_DATA_DIR: dataDir,
        BENCH_LIFECYCLE_CONFIG: JSON.stringify(LIFECYCLE_CONFIG),
      },
      { cpuProfileDir: profileDir },
    ));
    const temporalPid = (stack.temporalPid = Number(api.ready.temporalPid));
    out(
      `Booking bench: ${LIFECYCLES} lifecycles, concurrency ${CONCURRENCY}, ${EXPERTS} experts, ${CLIENTS} clients,` +
        ` API pool ${POOL_MAX}, Node ${process.version}, ${os.cpus().length} CPUs`,
    );
    out(`Database migrated, API with Temporal dev server and worker up in ${seconds(since)}`);
    since = performance.now();
    const db = (stack.db = await createDatabase({ databaseUrl: url }));
    const noon = firstNoon();
    const clients = await registerClients(api.base, CLIENTS);
    const experts = await registerExperts(api.base, db.knex, EXPERTS, noon);
    out(`${CLIENTS + EXPERTS} users registered through the API in ${seconds(since)}`);

    const server = api;
    const measure = () => cpuNow(server, temporalPid);
    const warmup = await drive(Math.min(CONCURRENCY, LIFECYCLES), clients, experts, noon, measure);
    const run = await drive(LIFECYCLES, clients, experts, noon, measure);
    const burstResult = await burst(api.base, db, clients, noon);
    out(
      `Warm-up: ${warmup.results.filter((r) => r.totalMs !== undefined).length} lifecycles to confirmed (not counted)\n`,
    );
    reportRun(run, {
      planned: LIFECYCLES,
      target: TARGET_PER_SECOND,
      cores: os.cpus().length,
      burst: burstResult,
    });
    const settled = await settlePayments(db.knex, SETTLE_TIMEOUT_MS);
    const doubleBookings = await countDoubleBookings(db.knex);
    const ledger = await checkLedger(db.knex);
    reportChecks({
      settled,
      doubleBookings,
      ledger,
      statuses: await countByStatus(db.knex),
      apiRssMb: Math.round((await api.usage()).maxRssKb / 1024),
      temporalRssMb: processPeakRssMb(temporalPid),
    });
    failed = doubleBookings > 0 || burstResult.created > 1 || !ledgerBalances(ledger);
  } finally {
    await cleanUp();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
