// `npm run bench:booking`: whole consultation lifecycles (book, payment intent, sandbox card, process-payment,
// expert accepts) driven concurrently over HTTP against the real stack on real PostgreSQL: the API in a child process
// with its embedded Temporal dev server, in-process worker and sandbox payment gateway. Interleaved with them, in
// rounds (floor, ours, floor, ours, …), the floor: a workflow of the same history shape to `confirmed`
// with empty activities, driven by a plain Temporal client on the same dev server (floor-server.ts), so that ours
// is judged by what it adds to what Temporal itself costs. Prints each
// round, the medians and ours ÷ floor; then a burst of bookings of one slot, and the database's word on double
// bookings and the ledger. Prints figures; it is not a test, but exits non-zero on a double booking or an
// unbalanced ledger.
// Environment: BENCH_DATABASE_URL (else DATABASE_URL) names the server; BENCH_LIFECYCLES (per round, default 300),
// BENCH_ROUNDS (3 of each), BENCH_WARMUP (lifecycles of each before the rounds, not counted; BENCH_LIFECYCLES), BENCH_WORKER (`separate`: the worker in its own process, worker-server.ts, the API
// with TEMPORAL_WORKER=off; default in-process), BENCH_CONCURRENCY (32), BENCH_EXPERTS (50), BENCH_CLIENTS (100), BENCH_BURST (50), BENCH_TIME_LIMIT (seconds the
// measured run may take before no more lifecycles start, 300), BENCH_POOL_MAX (the API's pool, 10),
// BENCH_CPU_PROF (a folder: the API, worker and floor processes write V8 CPU profiles of the whole run there), BENCH_DATABASE_NAME (the
// database it drops, creates and uses; eb_bench_booking), BENCH_OPEN (N: after the rounds, open N consultations
// through the API and run the rounds again, booking-open.ts; BENCH_OPEN_CONCURRENCY, 64).
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
import type { FloorRunRequest, FloorRunResult } from './floor-server.js';
import { reportComparison, reportRound, type Round } from './floor-report.js';
import { prepareBenchDatabase } from './bench-database.js';
import {
  OPEN,
  reportOpenAgainstEmpty,
  reportWorkerRss,
  seedOpenConsultations,
} from './booking-open.js';
import { teardownOnce, type BenchStack } from './bench-teardown.js';
import type { BenchSession } from './bench-session.js';
import { startServer, type BenchServer } from './fork-server.js';
import {
  cpuSecondsSince,
  machineCpuSeconds,
  processCpuSeconds,
  processesCpuSeconds,
  processPeakRssMb,
} from './process-stats.js';

const HOUR = 3_600_000;
/** Its own database, so that two benches on one PostgreSQL server (BENCH_DATABASE_NAME apart) do not drop each other's. */
const DATABASE = process.env.BENCH_DATABASE_NAME ?? 'eb_bench_booking';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE))
  throw new Error('BENCH_DATABASE_NAME: lower-case letters, digits, _');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LIFECYCLES = env('BENCH_LIFECYCLES', 300);
const ROUNDS = env('BENCH_ROUNDS', 3);
/**
 * Lifecycles of each before the rounds, not counted: a round's worth. Ours runs far more code than the floor (HTTP,
 * SQL, the activities), which V8 takes longer to optimise: after 32 its API and worker still used a quarter more CPU
 * per lifecycle than once warm, while the floor's did not change.
 */
const WARMUP = env('BENCH_WARMUP', LIFECYCLES);
const SEPARATE_WORKER = process.env.BENCH_WORKER === 'separate';
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

interface Stack {
  api: BenchServer;
  worker?: BenchServer;
  floor: BenchServer;
  temporalPid: number;
  db: Database;
}

interface Reading {
  cpu: CpuSeconds;
  /** CPU seconds so far of each of the bench database's PostgreSQL backends, by pid. */
  postgresByPid: Map<number, number>;
  statements: number;
  polls: number;
  transactions: number;
}

/** CPU seconds so far of each part of the stack and of the machine, SQL statements and commits so far. */
async function readNow(stack: Stack): Promise<Reading> {
  const machine = machineCpuSeconds();
  const bench = process.cpuUsage();
  const [api, worker, floor] = await Promise.all([
    stack.api.usage(),
    stack.worker?.usage(),
    stack.floor.usage(),
  ]);
  const { rows } = await stack.db.knex.raw<{ rows: { xact_commit: number }[] }>(
    'SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()',
  );
  const postgresByPid = processesCpuSeconds(` ${DATABASE} `);
  return {
    postgresByPid,
    cpu: {
      api: api.cpuMicros / 1e6,
      worker: (worker?.cpuMicros ?? 0) / 1e6,
      floor: floor.cpuMicros / 1e6,
      temporal: processCpuSeconds(stack.temporalPid),
      // Its backends for the bench database (the server's background processes serve every database).
      postgres: [...postgresByPid.values()].reduce((sum, seconds) => sum + seconds, 0),
      bench: (bench.user + bench.system) / 1e6,
      ...machine,
    },
    statements: (api.statements ?? 0) + (worker?.statements ?? 0),
    polls: (api.polls ?? 0) + (worker?.polls ?? 0),
    transactions: Number(rows[0]?.xact_commit ?? 0),
  };
}

function since(before: Reading, after: Reading): Reading {
  const cpu = { ...after.cpu };
  for (const key of Object.keys(cpu) as (keyof CpuSeconds)[]) cpu[key] -= before.cpu[key];
  cpu.postgres = cpuSecondsSince(before.postgresByPid, after.postgresByPid);
  return {
    postgresByPid: after.postgresByPid,
    cpu,
    statements: after.statements - before.statements,
    polls: after.polls - before.polls,
    transactions: after.transactions - before.transactions,
  };
}

/** `count` floor lifecycles, `CONCURRENCY` at a time, in the floor's process. */
function driveFloor(
  floor: BenchServer,
  count: number,
  firstSlotAt: number,
): Promise<FloorRunResult> {
  return new Promise((resolve, reject) => {
    floor.child.once('message', (message) => resolve(message as FloorRunResult));
    const request: FloorRunRequest = { type: 'run', count, concurrency: CONCURRENCY, firstSlotAt };
    floor.child.send(request, (error) => error && reject(error));
  });
}

/** `count` lifecycles, `CONCURRENCY` at a time, each on the next free slot of the next expert in turn. */
async function drive(
  count: number,
  clients: BenchSession[],
  experts: BenchExpert[],
  noon: Date,
  measure: () => Promise<Reading>,
): Promise<Run & { reading: Reading }> {
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
  const reading = since(before, await measure());
  return {
    results: results.filter((result): result is LifecycleResult => result !== undefined),
    notStarted,
    startedAt: started,
    seconds: elapsed,
    cpu: reading.cpu,
    reading,
  };
}

/** One floor round: the same count and concurrency, measured the same way. */
async function floorRound(stack: Stack, number: number, count: number): Promise<Round> {
  const before = await readNow(stack);
  const result = await driveFloor(
    stack.floor,
    count,
    firstNoon().getTime() + number * 1000 * 3_600_000,
  );
  const reading = since(before, await readNow(stack));
  return {
    kind: 'floor',
    number,
    planned: count,
    latencies: result.totalMs,
    errors: result.errors.length,
    seconds: result.seconds,
    ...reading,
  };
}

/** ROUNDS rounds of the floor and of ours, interleaved, numbered from `first`; each printed as it ends. */
async function measureRounds(
  stack: Stack,
  clients: BenchSession[],
  experts: BenchExpert[],
  noon: Date,
  first: number,
): Promise<{ rounds: Round[]; runs: Run[] }> {
  const rounds: Round[] = [];
  const runs: Run[] = [];
  for (let number = first; number < first + ROUNDS; number++) {
    const floorResult = await floorRound(stack, number, LIFECYCLES);
    reportRound(floorResult);
    const run = await drive(LIFECYCLES, clients, experts, noon, () => readNow(stack));
    const done = run.results.filter((r) => r.totalMs !== undefined);
    const ours: Round = {
      kind: 'ours',
      number,
      planned: LIFECYCLES,
      latencies: done.map((r) => r.totalMs!),
      errors: run.results.length - done.length + run.notStarted,
      seconds: run.seconds,
      ...run.reading,
    };
    reportRound(ours);
    rounds.push(floorResult, ours);
    runs.push(run);
  }
  return { rounds, runs };
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
  let worker: BenchServer | undefined;
  let floor: BenchServer | undefined;
  // The worker and the floor stop before the API (whose Temporal dev server they use).
  const started: BenchStack = {
    temporalPid: 0,
    before: async () => {
      await floor?.stop().catch(() => {});
      await worker?.stop().catch(() => {});
    },
  };
  const cleanUp = teardownOnce(started, { serverUrl, database: DATABASE, dataDir });
  let failed = false;
  try {
    let since = performance.now();
    const url = await prepareBenchDatabase(serverUrl, DATABASE, seedCategories);
    const serverEnv = {
      BENCH_URL: url,
      BENCH_POOL_MAX: POOL_MAX,
      BENCH_DATA_DIR: dataDir,
      BENCH_LIFECYCLE_CONFIG: JSON.stringify(LIFECYCLE_CONFIG),
      BENCH_WORKER: SEPARATE_WORKER ? 'separate' : 'in-process',
    };
    const api = (started.api = await startServer(
      new URL('./lifecycle-server.ts', import.meta.url),
      serverEnv,
      { cpuProfileDir: profileDir },
    ));
    const temporalPid = (started.temporalPid = Number(api.ready.temporalPid));
    const temporalEnv = { BENCH_TEMPORAL_ADDRESS: String(api.ready.temporalAddress) };
    if (SEPARATE_WORKER) {
      worker = await startServer(
        new URL('./worker-server.ts', import.meta.url),
        { ...serverEnv, ...temporalEnv },
        { cpuProfileDir: profileDir },
      );
    }
    floor = await startServer(
      new URL('./floor-server.ts', import.meta.url),
      { ...serverEnv, ...temporalEnv },
      { cpuProfileDir: profileDir },
    );
    out(
      `Booking bench: ${ROUNDS} rounds of ${LIFECYCLES} lifecycles for the floor and for ours, concurrency` +
        ` ${CONCURRENCY}, ${EXPERTS} experts, ${CLIENTS} clients, API pool ${POOL_MAX},` +
        ` worker ${SEPARATE_WORKER ? 'in its own process' : 'in the API process'}, Node ${process.version},` +
        ` ${os.cpus().length} CPUs`,
    );
    out(
      `Database migrated, API${SEPARATE_WORKER ? ', worker' : ''} and floor processes with the Temporal dev server` +
        ` up in ${seconds(since)}`,
    );
    since = performance.now();
    const db = (started.db = await createDatabase({ databaseUrl: url }));
    const noon = firstNoon();
    const clients = await registerClients(api.base, CLIENTS);
    const experts = await registerExperts(api.base, db.knex, EXPERTS, noon);
    out(`${CLIENTS + EXPERTS} users registered through the API in ${seconds(since)}`);

    const stack: Stack = { api, worker, floor, temporalPid, db };
    const measure = () => readNow(stack);
    await floorRound(stack, 0, WARMUP);
    const warmup = await drive(WARMUP, clients, experts, noon, measure);
    out(
      `Warm-up: ${warmup.results.filter((r) => r.totalMs !== undefined).length} of ours and ${WARMUP}` +
        ` of the floor's lifecycles to confirmed (not counted)\n`,
    );
    const { rounds, runs } = await measureRounds(stack, clients, experts, noon, 1);
    reportComparison(rounds);
    if (OPEN > 0) {
      out(`\nOpening ${OPEN} consultations through the API before the same rounds again:`);
      await reportWorkerRss('before seeding', stack);
      await seedOpenConsultations(OPEN, clients, experts, noon);
      await reportWorkerRss('after seeding', stack);
      const withOpen = await measureRounds(stack, clients, experts, noon, ROUNDS + 1);
      reportComparison(withOpen.rounds);
      reportOpenAgainstEmpty(OPEN, rounds, withOpen.rounds);
      await reportWorkerRss('after the rounds', stack);
    }
    const burstResult = await burst(api.base, db, clients, noon);
    // The details of ours: the round with the median rate.
    const byRate = [...runs].sort(
      (a, b) => a.results.length / a.seconds - b.results.length / b.seconds,
    );
    out(`\nOurs in detail (the round with the median rate):`);
    reportRun(byRate[Math.floor(byRate.length / 2)]!, {
      planned: LIFECYCLES,
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
      ...(worker ? { workerRssMb: Math.round((await worker.usage()).maxRssKb / 1024) } : {}),
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
