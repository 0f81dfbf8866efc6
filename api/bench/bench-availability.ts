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

export async function measureExpertAvailability(knex: Knex) {
  const scheduling = benchScheduling(knex);
  const experts: { id: string; time_zone: string }[] = await knex('experts')
    .where('status', 'approved')
    .orderByRaw('md5(id::text)')
    .limit(SAMPLES)
    .select('id', 'time_zone');
  const timings: number[] = [];
  // The first pass warms the code and the statements; the second is measured.
  for (const measured of [false, true]) {
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
      if (measured) timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  return { samples: timings.length, p50: percentile(timings, 50), p99: percentile(timings, 99) };
}
