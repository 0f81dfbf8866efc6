// BENCH_OPEN: the booking bench with N consultations already open, because a real server has many waiting on their
// timers and they must not slow the next bookings. Between the rounds on the empty server and the same rounds
// again, N consultations are booked, paid and accepted through the API as the measured ones are
// (booking-lifecycle.ts), many at once; their workflows then wait on their timers (the joining instructions, days
// ahead). Prints the progress, the worker's RSS before and after the seeding and after the rounds, and the rates
// with N open against the empty server's of the same run.
import { runLifecycle } from './booking-lifecycle.js';
import { runConcurrently, slotAt, type BenchExpert } from './booking-parties.js';
import type { BenchSession } from './bench-session.js';
import type { BenchServer } from './fork-server.js';
import { medianFigures, type Round } from './floor-report.js';

/** Consultations to open before the second set of rounds (0: none, no second set). */
export const OPEN = Number(process.env.BENCH_OPEN ?? 0);
/** Lifecycles seeded at once (BENCH_OPEN_CONCURRENCY). */
const SEED_CONCURRENCY = Number(process.env.BENCH_OPEN_CONCURRENCY ?? 64);
const PROGRESS_EVERY_MS = 15_000;

const out = (line = '') => process.stdout.write(`${line}\n`);
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** The worker's current RSS: its own process's with BENCH_WORKER=separate, else the API's (it hosts the worker). */
export async function reportWorkerRss(
  when: string,
  servers: { api: BenchServer; worker?: BenchServer },
): Promise<void> {
  const api = await servers.api.usage();
  const worker = await servers.worker?.usage();
  out(
    worker
      ? `Worker RSS ${when}: ${mb(worker.rssKb)} (peak ${mb(worker.maxRssKb)}); API ${mb(api.rssKb)}`
      : `API with the in-process worker, RSS ${when}: ${mb(api.rssKb)} (peak ${mb(api.maxRssKb)})`,
  );
}

/** Books, pays and accepts `count` consultations, SEED_CONCURRENCY at a time, printing the progress. */
export async function seedOpenConsultations(
  count: number,
  clients: BenchSession[],
  experts: BenchExpert[],
  noon: Date,
): Promise<void> {
  const started = performance.now();
  let confirmed = 0;
  const failures = new Map<string, number>();
  const rate = () => confirmed / ((performance.now() - started) / 1000);
  const progress = setInterval(() => {
    out(`  seeding: ${confirmed} of ${count} confirmed (${rate().toFixed(1)}/s)`);
  }, PROGRESS_EVERY_MS);
  try {
    await runConcurrently(count, SEED_CONCURRENCY, async (i) => {
      const expert = experts[i % experts.length]!;
      const result = await runLifecycle(
        clients[i % clients.length]!,
        expert,
        slotAt(noon, expert.nextSlot++),
      );
      if (result.totalMs !== undefined) confirmed++;
      else {
        const failure = result.failure ?? 'unknown';
        failures.set(failure, (failures.get(failure) ?? 0) + 1);
      }
    });
  } finally {
    clearInterval(progress);
  }
  const failed = [...failures].map(([failure, n]) => `${n} × ${failure}`).join(', ');
  out(
    `${confirmed} of ${count} consultations opened (confirmed, waiting on their timers) in` +
      ` ${((performance.now() - started) / 1000).toFixed(0)} s, ${rate().toFixed(1)}/s,` +
      ` ${SEED_CONCURRENCY} at once${failed ? `; FAILED: ${failed}` : ''}`,
  );
}

/** The median rates with the consultations open against the empty server's, for ours and for the floor. */
export function reportOpenAgainstEmpty(open: number, empty: Round[], withOpen: Round[]): void {
  const rateOf = (rounds: Round[], kind: Round['kind']) =>
    medianFigures(rounds.filter((r) => r.kind === kind)).rate;
  const parts = (['ours', 'floor'] as const).map((kind) => {
    const before = rateOf(empty, kind);
    const after = rateOf(withOpen, kind);
    const change = (after / before - 1) * 100;
    // The target is one-sided: no more than 10 % slower (the machine's load may make the later rounds faster).
    return (
      `${kind} ${before.toFixed(1)} → ${after.toFixed(1)} /s (${change >= 0 ? '+' : ''}${change.toFixed(0)} %` +
      `${kind === 'ours' ? `, target at most 10 % slower: ${change >= -10 ? 'met' : 'MISSED'}` : ''})`
    );
  });
  // Ours ÷ floor in each set: the floor shares the dev server, so this compares like with like if the load changed.
  const ratio = (rounds: Round[]) => rateOf(rounds, 'ours') / rateOf(rounds, 'floor');
  out(`\nWith ${open} open vs empty (median rates): ${parts.join('; ')}`);
  out(
    `  ours ÷ floor ${(ratio(empty) * 100).toFixed(0)} % empty, ${(ratio(withOpen) * 100).toFixed(0)} % with` +
      ` ${open} open`,
  );
}
