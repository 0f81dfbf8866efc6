// The figures booking.ts prints: throughput, errors, latency per lifecycle and per step, where the CPU went, the
// burst, and the database's checks.
import { ledgerBalances, type LedgerCheck } from './booking-checks.js';
import { STEPS, type LifecycleResult } from './booking-lifecycle.js';

/** CPU seconds over a run: each part of the stack, the machine's busy time, and its capacity. */
export interface CpuSeconds {
  api: number;
  /** The lifecycle worker's own process (BENCH_WORKER=separate), else 0. */
  worker: number;
  /** The floor's process (its worker and client). */
  floor: number;
  temporal: number;
  postgres: number;
  bench: number;
  busy: number;
  total: number;
}

/** The stack's processes, in the order the report names them. */
export const STACK = ['api', 'worker', 'floor', 'temporal', 'postgres'] as const;
export const STACK_NAMES: Record<(typeof STACK)[number], string> = {
  api: 'API',
  worker: 'worker',
  floor: 'floor process',
  temporal: 'Temporal',
  postgres: 'PostgreSQL',
};

export interface Run {
  results: LifecycleResult[];
  /** performance.now() when the first lifecycle started. */
  startedAt: number;
  /** Lifecycles the time limit kept from starting. */
  notStarted: number;
  seconds: number;
  cpu: CpuSeconds;
}

export interface BurstResult {
  attempts: number;
  created: number;
  conflicts: number;
  /** The error codes of the 409s. */
  codes: string;
  /** Any other answer, as `status code`. */
  other: string[];
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const label = (text: string) => text.padEnd(26);
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

/** The value at quantile `q` (0..1) of `values`, nearest rank; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Lifecycles confirmed per second in each fifth of the run: a falling rate means a cost that grows with the load. */
function ratesByFifth(run: Run, confirmedAt: number[]): string {
  const fifth = (run.seconds * 1000) / 5;
  const counts = [0, 0, 0, 0, 0];
  for (const at of confirmedAt) counts[Math.min(4, Math.floor((at - run.startedAt) / fifth))]!++;
  return counts.map((count) => (count / (fifth / 1000)).toFixed(1)).join(', ');
}

function reportCpu(cpu: CpuSeconds, confirmed: number, cores: number) {
  const stackSeconds = STACK.reduce((sum, part) => sum + cpu[part], 0);
  const other = cpu.busy - stackSeconds - cpu.bench;
  out(
    `${label('CPU during the run')}${cpu.busy.toFixed(1)} of ${cpu.total.toFixed(1)} CPU-s busy` +
      ` (${((cpu.busy / cpu.total) * 100).toFixed(0)} %): ` +
      STACK.map((part) => `${STACK_NAMES[part]} ${cpu[part].toFixed(1)}`).join(', ') +
      `, load generator ${cpu.bench.toFixed(1)}, other processes ${other.toFixed(1)}`,
  );
  if (confirmed === 0) return;
  const per = (seconds: number) => (seconds / confirmed) * 1000;
  const stack = per(stackSeconds);
  out(
    `${label('CPU per lifecycle')}` +
      STACK.map((part) => `${STACK_NAMES[part]} ${per(cpu[part]).toFixed(1)} ms`).join(', ') +
      ` = ${stack.toFixed(1)} ms; load generator ${per(cpu.bench).toFixed(1)} ms`,
  );
  out(
    `${label('CPU-bound ceiling')}${((cores * 1000) / stack).toFixed(1)} lifecycles/s with all ${cores} CPUs` +
      ` given to the stack alone`,
  );
}

/** The measured run and the burst. */
export function reportRun(
  run: Run,
  options: { planned: number; cores: number; burst: BurstResult },
) {
  const done = run.results.filter((r) => r.totalMs !== undefined);
  const failures = run.results.filter((r) => r.failure !== undefined);
  const perSecond = done.length / run.seconds;
  out(
    `${label('Lifecycles to confirmed')}${done.length} of ${options.planned} in ${run.seconds.toFixed(1)} s` +
      ` = ${perSecond.toFixed(1)} /s`,
  );
  out(
    `${label('  by fifths of the run')}${ratesByFifth(
      run,
      done.map((r) => r.confirmedAt!),
    )} /s`,
  );
  out(`${label('Errors')}${failures.length}`);
  const reasons = new Map<string, number>();
  for (const { failure } of failures) reasons.set(failure!, (reasons.get(failure!) ?? 0) + 1);
  for (const [reason, count] of reasons) out(`${label('')}${count} x ${reason}`);
  if (run.notStarted > 0) out(`${label('Not started (time limit)')}${run.notStarted}`);
  const retried = run.results.filter((r) => r.acceptRetries > 0);
  out(
    `${label('Accepts refused at first')}${retried.length} lifecycles, ${retried.reduce((sum, r) => sum + r.acceptRetries, 0)}` +
      ' retries (409 "… that is pending_payment" though process-payment had answered pending)',
  );
  const early = run.results.filter((r) => r.processedEarly).length;
  if (early > 0)
    out(`${label('process-payment timed out')}${early} (answered pending_payment after 5 s)`);
  const totals = done.map((r) => r.totalMs!);
  out(
    `${label('Latency per lifecycle')}p50 ${ms(quantile(totals, 0.5))}   p99 ${ms(quantile(totals, 0.99))}`,
  );
  for (const step of STEPS) {
    const times = done.map((r) => r.stepMs[step]!);
    out(`${label(`  ${step}`)}p50 ${ms(quantile(times, 0.5))}   p99 ${ms(quantile(times, 0.99))}`);
  }
  reportCpu(run.cpu, done.length, options.cores);
  const { burst } = options;
  const expected = burst.created === 1 && burst.conflicts === burst.attempts - 1;
  out(
    `${label(`Burst: ${burst.attempts} at one slot`)}${burst.created} created, ${burst.conflicts} x 409` +
      ` (${burst.codes || '-'})${burst.other.length > 0 ? `, other: ${burst.other.join('; ')}` : ''}` +
      `   ${expected ? 'as expected' : 'UNEXPECTED'}`,
  );
}

/** What the database says once the load is over, and the processes' peak memory. */
export function reportChecks(checks: {
  settled: { atStart: number; left: number; seconds: number };
  doubleBookings: number;
  ledger: LedgerCheck;
  statuses: Record<string, number>;
  apiRssMb: number;
  workerRssMb?: number;
  temporalRssMb: number;
}) {
  const { doubleBookings, ledger, settled } = checks;
  out(
    `${label('Payments not yet recorded')}${settled.atStart} when the load stopped` +
      (settled.atStart === 0
        ? ''
        : settled.left === 0
          ? `, all recorded ${settled.seconds.toFixed(1)} s later`
          : `, ${settled.left} STILL NOT after ${settled.seconds.toFixed(0)} s`),
  );
  out(
    `${label('Double bookings')}${doubleBookings}${doubleBookings === 0 ? '' : '   DOUBLE BOOKED'}`,
  );
  out(
    `${label('Ledger')}${ledgerBalances(ledger) ? 'balanced' : 'NOT BALANCED'}: ${ledger.postings} postings,` +
      ` ${ledger.entries} entries; unbalanced postings ${ledger.unbalancedPostings},` +
      ` unbalanced consultations ${ledger.unbalancedConsultations}`,
  );
  out(
    `${label('Escrow')}${ledger.escrowTotal} cents = charged ${ledger.chargedTotal} cents;` +
      ` consultations whose escrow differs from their charge ${ledger.escrowMismatches},` +
      ` paid ones whose escrow is not their price ${ledger.escrowNotPrice} (of ${ledger.paidConsultations})`,
  );
  out(
    `${label('Consultations by status')}${Object.entries(checks.statuses)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ')}`,
  );
  out(
    `${label('Peak RSS')}API ${checks.apiRssMb} MB` +
      (checks.workerRssMb === undefined
        ? ' (Node, with the worker)'
        : `, worker ${checks.workerRssMb} MB`) +
      `, Temporal dev server ${checks.temporalRssMb} MB`,
  );
}
