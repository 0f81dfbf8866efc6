// One expert's availability over the whole 60-day horizon, as the availability endpoint computes it (two 31-day
// calls of the scheduling service: the settings, the consultations and imported busy times read, the slot engine),
// without HTTP, for a sample of the bench's experts.
import type { Knex } from 'knex';
import { benchScheduling } from './bench-schedules.js';

const DAY = 86_400_000;
const SAMPLES = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One pass over the sample, each expert's 60 days timed; sorted. */
async function timeOnePass(
  scheduling: ReturnType<typeof benchScheduling>,
  experts: { id: string; time_zone: string }[],
): Promise<number[]> {
  const timings: number[] = [];
  for (const row of experts) {
    const expert = { id: row.id, timeZone: row.time_zone };
    const now = Date.now();
    const started = performance.now();
    await scheduling.availability(expert, {
      from: new Date(now),
      to: new Date(now + 31 * DAY),
      duration: 60,
    });
    await scheduling.availability(expert, {
      from: new Date(now + 31 * DAY),
      to: new Date(now + 60 * DAY),
      duration: 60,
    });
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

/**
 * `rounds` measured passes over the same sample after one that warms the code and the statements: each round's p50
 * and p99, and the round with the median p99 (as the HTTP side prints its median round), so that one pause of the
 * shared machine shows as one round's figure, not as the result.
 */
export async function measureExpertAvailability(knex: Knex, rounds: number) {
  const scheduling = benchScheduling(knex);
  const experts: { id: string; time_zone: string }[] = await knex('experts')
    .where('status', 'approved')
    .orderByRaw('md5(id::text)')
    .limit(SAMPLES)
    .select('id', 'time_zone');
  await timeOnePass(scheduling, experts);
  const measured: { p50: number; p99: number; max: number }[] = [];
  for (let round = 0; round < Math.max(1, rounds); round++) {
    const timings = await timeOnePass(scheduling, experts);
    measured.push({
      p50: percentile(timings, 50),
      p99: percentile(timings, 99),
      max: timings.at(-1)!,
    });
  }
  const byP99 = [...measured].sort((a, b) => a.p99 - b.p99);
  return {
    samples: experts.length,
    rounds: measured,
    median: byP99[Math.floor(byP99.length / 2)]!,
  };
}
