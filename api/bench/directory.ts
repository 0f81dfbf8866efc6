// `npm run bench:directory`: the directory under load on real PostgreSQL, the API against a bare node:http + pg
// ceiling. Prints figures; it is not a test. Environment: BENCH_DATABASE_URL (else DATABASE_URL) names the server,
// BENCH_DURATION the seconds per run (default 10), BENCH_ROUNDS the rounds of one run per side (default 4; the
// ratio is the median of the rounds' ratios), BENCH_POOL_MAX both sides' pool size (default 10),
// BENCH_EXPLAIN=1 also prints the query plans of the API's statements, BENCH_CPU_PROF (a folder) has the API process
// write a V8 CPU profile of the whole run there, BENCH_EXPERTS the number of approved experts (default 10,000) and
// BENCH_DATABASE_NAME the database made for the run (default eb_bench). Every expert has availability settings, 50
// consultations and 100 imported busy times (bench-schedules.ts); the filter `availableWithin=7` is measured beside the
// plain listing, and one expert's availability over the whole horizon through the scheduling service.
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_LIFECYCLE_CONFIG } from '@expertbridge/workflows';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.js';
import { directoryQuery } from '../src/modules/catalogue/catalogue.schemas.js';
import { parseQuery } from '../src/platform/query-params.js';
import { createDatabase } from '../src/platform/db.js';
import { seedBenchCatalogue } from './bench-catalogue.js';
import { measureExpertAvailability } from './bench-availability.js';
import { computeNextAvailable, seedBenchSchedules } from './bench-schedules.js';
import { prepareBenchDatabase } from './bench-database.js';
import { startServer, type BenchServer } from './fork-server.js';

const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 10_000);
const CONNECTIONS = 50;
const DATABASE = process.env.BENCH_DATABASE_NAME ?? 'eb_bench';
const QUERIES = [
  { label: 'no filter', query: '' },
  { label: 'searchTerm=migration', query: 'searchTerm=migration' },
  { label: 'categoryId=3&location=Auckland', query: 'categoryId=3&location=Auckland' },
  { label: 'availableWithin=7', query: 'availableWithin=7' },
];

const out = (line = '') => process.stdout.write(`${line}\n`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const duration = Number(process.env.BENCH_DURATION ?? 10);
/** Rounds of one run per side and query (BENCH_ROUNDS); medians are printed. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const poolMax = process.env.BENCH_POOL_MAX ?? '10';

/** Forks a server script (under tsx, like the API itself) and waits for the port it reports. */
function startBenchServer(script: string, url: string): Promise<BenchServer> {
  return startServer(
    new URL(script, import.meta.url),
    { BENCH_URL: url, BENCH_POOL_MAX: poolMax },
    { cpuProfileDir: script.includes('api-server') ? process.env.BENCH_CPU_PROF : undefined },
  );
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * One autocannon run against a server. CPU per request is the server's own CPU time over the run, which other load
 * on the machine skews less than requests per second.
 */
async function run(server: BenchServer, url: string) {
  const before = await server.usage();
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  const after = await server.usage();
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / result.requests.total,
    rssMb: Math.round(after.maxRssKb / 1024),
  };
}

type Run = Awaited<ReturnType<typeof run>>;

/** The run with the median rate of several (its own latencies with it). */
function medianRun(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}

/** The median of some numbers (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
}

/**
 * Both sides on one query: a short warm-up each, so both are measured with their code optimised, then ROUNDS rounds
 * of one run each. The machine's speed drifts (a shared host), so the two runs of a round are compared with each
 * other and the ratio is the median of the rounds' ratios; which side runs first alternates from round to round, as
 * the second run of a pair measured up to a tenth faster or slower than the first with the same server on both sides.
 * Each side's figures shown are its median round's.
 */
async function loadBoth(api: BenchServer, ceiling: BenchServer, path: string) {
  for (const server of [api, ceiling]) {
    await autocannon({
      url: `${server.base}${path}`,
      connections: CONNECTIONS,
      duration: Math.max(1, duration / 5),
    });
  }
  const apiRuns: Run[] = [];
  const ceilingRuns: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      apiRuns.push(await run(api, `${api.base}${path}`));
      ceilingRuns.push(await run(ceiling, `${ceiling.base}${path}`));
    } else {
      ceilingRuns.push(await run(ceiling, `${ceiling.base}${path}`));
      apiRuns.push(await run(api, `${api.base}${path}`));
    }
  }
  const ratios = apiRuns.map((apiRun, round) => apiRun.rps / ceilingRuns[round]!.rps);
  return {
    apiRun: medianRun(apiRuns),
    ceilingRun: medianRun(ceilingRuns),
    ratio: median(ratios),
    ratios,
  };
}

async function explain(url: string) {
  const db = await createDatabase({ databaseUrl: url });
  for (const { label, query } of QUERIES) {
    const statements = createCatalogueRepository(db.knex).directoryStatements(
      parseQuery(directoryQuery, Object.fromEntries(new URLSearchParams(query))),
    );
    for (const [name, statement] of Object.entries(statements)) {
      const { sql, bindings } = statement.toSQL();
      const plan = await db.knex.raw(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, bindings);
      out(`\n-- ${label}: ${name}`);
      for (const row of plan.rows) out(`   ${row['QUERY PLAN']}`);
    }
  }
  await db.close();
}

async function main() {
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL or DATABASE_URL to a PostgreSQL server');
  out(`Seeding ${EXPERTS} approved experts into ${DATABASE}...`);
  const started = performance.now();
  const url = await prepareBenchDatabase(serverUrl, DATABASE, async (knex) => {
    await seedBenchCatalogue(knex, EXPERTS);
    await seedBenchSchedules(knex, DEFAULT_LIFECYCLE_CONFIG);
  });
  out(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const computing = performance.now();
  const setup = await createDatabase({ databaseUrl: url });
  try {
    const computed = await computeNextAvailable(setup.knex);
    const seconds = (performance.now() - computing) / 1000;
    out(`  next free times of ${computed} experts computed in ${seconds.toFixed(1)} s`);
    // Every table the seeding filled, so that autovacuum's own analysis of them does not run beside the measurement.
    await setup.knex.raw(
      'VACUUM ANALYZE experts, expert_availability, consultations, calendar_imports, calendar_busy_times',
    );
    const availability = await measureExpertAvailability(setup.knex, ROUNDS);
    const ms = (value: number) => value.toFixed(1);
    out(
      `  one expert's availability, 60 days in two 31-day calls (service: settings, bookings, busy times, engine; no HTTP), ${availability.samples} experts, median of ${availability.rounds.length} rounds: p50 ${ms(availability.median.p50)} ms, p99 ${ms(availability.median.p99)} ms (goal < 20 ms)`,
    );
    out(
      `    each round p50 / p99 / slowest: ${availability.rounds.map((r) => `${ms(r.p50)} / ${ms(r.p99)} / ${ms(r.max)}`).join(', ')} ms`,
    );
  } finally {
    await setup.close();
  }
  if (process.env.BENCH_EXPLAIN === '1') await explain(url);

  const api = await startBenchServer('./api-server.ts', url);
  const ceiling = await startBenchServer('./ceiling-server.ts', url);
  try {
    out(
      `\n${CONNECTIONS} connections, ${ROUNDS} rounds of one ${duration} s run per side, the first side alternating (each side's median round shown; API/ceiling the median of the rounds' ratios), pool ${poolMax} per side, Node ${process.version}\n`,
    );
    out(
      'query (matches)                         side      req/s   p50 ms   p99 ms   CPU ms/req   peak RSS MB   API/ceiling',
    );
    const rates = new Map<string, { rps: number; p99: number }>();
    for (const { label, query } of QUERIES) {
      const path = `/api/experts${query ? `?${query}` : ''}`;
      // Same answer from both, or the comparison means nothing.
      const [apiBody, ceilingBody] = await Promise.all([
        fetchJson(`${api.base}${path}`),
        fetchJson(`${ceiling.base}${path}`),
      ]);
      if (!isDeepStrictEqual(apiBody, ceilingBody)) throw new Error(`${label}: answers differ`);
      const total = (apiBody as { total: number }).total;
      const { apiRun, ceilingRun, ratio, ratios } = await loadBoth(api, ceiling, path);
      const row = (side: string, run: typeof apiRun, extra = '') =>
        out(
          `${(side === 'api' ? `${label} (${total})` : '').padEnd(40)}${side.padEnd(8)}${run.rps.toFixed(0).padStart(7)}${String(run.p50).padStart(9)}${String(run.p99).padStart(9)}${run.cpuMs.toFixed(2).padStart(13)}${String(run.rssMb).padStart(14)}${extra}`,
        );
      row('api', apiRun, `${(ratio * 100).toFixed(0).padStart(13)} %`);
      row(
        'ceiling',
        ceilingRun,
        `${''.padStart(16)}rounds: ${ratios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')}`,
      );
      const verdict = [
        ratio >= 0.9 ? 'throughput target met (>= 90 %)' : 'THROUGHPUT TARGET MISSED (< 90 %)',
        apiRun.p99 < 100 ? 'p99 target met' : 'P99 TARGET MISSED (>= 100 ms)',
      ];
      out(`${''.padEnd(40)}${verdict.join('; ')}`);
      rates.set(label, apiRun);
    }
    const plain = rates.get('no filter')!;
    const filtered = rates.get('availableWithin=7')!;
    const share = filtered.rps / plain.rps;
    out(
      `\navailableWithin=7 beside the plain listing (API): ${filtered.rps.toFixed(0)} vs ${plain.rps.toFixed(0)} req/s (${(share * 100).toFixed(0)} %, goal >= 80 %), p99 ${filtered.p99} vs ${plain.p99} ms (goal < 100 ms)`,
    );
  } finally {
    await Promise.all([api.stop(), ceiling.stop()]);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
