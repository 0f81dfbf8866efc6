// The floor beside ours: one line per round of each, then the medians over the rounds and ours ÷ floor
// for the rate and the CPU per lifecycle, against the targets (rate ≥ 75 % of the floor's, CPU ≤ 1.4×).
import { quantile, STACK, STACK_NAMES, type CpuSeconds } from './booking-report.js';

export interface Round {
  kind: 'floor' | 'ours';
  number: number;
  planned: number;
  /** Latencies (ms) of the lifecycles that reached `confirmed`. */
  latencies: number[];
  errors: number;
  seconds: number;
  cpu: CpuSeconds;
  /** SQL statements the API (and worker) sent, and transactions committed in the bench database. */
  statements: number;
  /** Of the statements, polls of a consultation's status (their number grows with the latency). */
  polls: number;
  transactions: number;
}

export interface RoundFigures {
  rate: number;
  p50: number;
  p99: number;
  /** CPU ms per confirmed lifecycle of each stack process, and their sum. */
  cpuMs: Record<(typeof STACK)[number], number>;
  stackMs: number;
  statementsPer: number;
  pollsPer: number;
  transactionsPer: number;
}

export const RATE_TARGET = 0.75;
export const CPU_TARGET = 1.4;

const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) => quantile(values, 0.5);

export function figuresOf(round: Round): RoundFigures {
  const done = round.latencies.length;
  const per = (value: number) => (done === 0 ? NaN : value / done);
  const cpuMs = Object.fromEntries(
    STACK.map((part) => [part, per(round.cpu[part] * 1000)]),
  ) as RoundFigures['cpuMs'];
  return {
    rate: done / round.seconds,
    p50: quantile(round.latencies, 0.5),
    p99: quantile(round.latencies, 0.99),
    cpuMs,
    stackMs: STACK.reduce((sum, part) => sum + cpuMs[part], 0),
    statementsPer: per(round.statements),
    pollsPer: per(round.polls),
    transactionsPer: per(round.transactions),
  };
}

function line(name: string, figures: RoundFigures, extra = ''): string {
  const cpu = STACK.filter((part) => figures.cpuMs[part] >= 0.05)
    .map((part) => `${STACK_NAMES[part]} ${figures.cpuMs[part].toFixed(1)}`)
    .join(' + ');
  const sql =
    figures.statementsPer > 0
      ? `; SQL ${figures.statementsPer.toFixed(1)} statements (${figures.pollsPer.toFixed(1)} status polls),` +
        ` ${figures.transactionsPer.toFixed(1)} commits`
      : '';
  return (
    `${name.padEnd(16)}${figures.rate.toFixed(1).padStart(6)} /s  p50 ${Math.round(figures.p50)
      .toString()
      .padStart(5)} ms  p99 ${Math.round(figures.p99).toString().padStart(5)} ms  CPU/lifecycle` +
    ` ${figures.stackMs.toFixed(1)} ms (${cpu})${sql}${extra}`
  );
}

/** One round's line, as soon as it is over. */
export function reportRound(round: Round): void {
  const failed = round.errors > 0 ? `; ${round.errors} ERRORS` : '';
  out(
    line(
      `${round.kind} round ${round.number}`,
      figuresOf(round),
      `; ${round.latencies.length}/${round.planned} in ${round.seconds.toFixed(1)} s${failed}`,
    ),
  );
}

/** The median of each figure over `rounds`. */
export function medianFigures(rounds: Round[]): RoundFigures {
  const all = rounds.map(figuresOf);
  const of = (pick: (f: RoundFigures) => number) => median(all.map(pick));
  return {
    rate: of((f) => f.rate),
    p50: of((f) => f.p50),
    p99: of((f) => f.p99),
    cpuMs: Object.fromEntries(
      STACK.map((part) => [part, of((f) => f.cpuMs[part])]),
    ) as RoundFigures['cpuMs'],
    stackMs: of((f) => f.stackMs),
    statementsPer: of((f) => f.statementsPer),
    pollsPer: of((f) => f.pollsPer),
    transactionsPer: of((f) => f.transactionsPer),
  };
}

/** Medians over the rounds and the ratios; true when both targets are met. */
export function reportComparison(rounds: Round[]): boolean {
  const floor = medianFigures(rounds.filter((r) => r.kind === 'floor'));
  const ours = medianFigures(rounds.filter((r) => r.kind === 'ours'));
  // Each ours round against the floor round just before it: the pairs share the machine's conditions.
  const pairs = rounds
    .filter((r) => r.kind === 'ours')
    .map((r) => [rounds.find((f) => f.kind === 'floor' && f.number === r.number)!, r] as const)
    .map(([f, o]) => [figuresOf(f), figuresOf(o)] as const);
  const rateRatio = ours.rate / floor.rate;
  const cpuRatio = ours.stackMs / floor.stackMs;
  out();
  out(line('floor median', floor));
  out(line('ours median', ours));
  out(
    `ours ÷ floor    rate ${(rateRatio * 100).toFixed(0)} % (target >= ${RATE_TARGET * 100} %: ` +
      `${rateRatio >= RATE_TARGET ? 'met' : 'MISSED'}), CPU/lifecycle ${cpuRatio.toFixed(2)}x ` +
      `(target <= ${CPU_TARGET}x: ${cpuRatio <= CPU_TARGET ? 'met' : 'MISSED'})`,
  );
  // A pair ran back to back, so its ratio is the least moved by the machine's load changing between rounds; their
  // median says more than the ratio of the two sides' medians when the rounds spread.
  const pairRates = pairs.map(([f, o]) => o.rate / f.rate);
  const pairCpus = pairs.map(([f, o]) => o.stackMs / f.stackMs);
  out(
    `  per round pair rate ${pairRates.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')}` +
      ` (median ${(quantile(pairRates, 0.5) * 100).toFixed(0)} %);` +
      ` CPU ${pairCpus.map((r) => `${r.toFixed(2)}x`).join(', ')} (median ${quantile(pairCpus, 0.5).toFixed(2)}x)`,
  );
  return rateRatio >= RATE_TARGET && cpuRatio <= CPU_TARGET;
}
