// What bench:directory adds to its catalogue for the availability filter: every approved expert with saved
// settings (a split weekday schedule, some Saturdays, a day off and a holiday week as overrides, buffers, notice from an
// hour to ten days), 50 consultations over the next 60 days and 100 imported busy events, all in bulk SQL; then each
// expert's stored next free time, computed by the same rule the API uses.
import type { Knex } from 'knex';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.js';
import { createNextAvailable } from '../src/modules/catalogue/next-available.js';
import { createConsultationsRepository } from '../src/modules/consultations/consultations.repository.js';
import { createSchedulingRepository } from '../src/modules/scheduling/scheduling.repository.js';
import type { ExternalBusyTimes } from '../src/modules/scheduling/scheduling-ports.js';
import { createSchedulingService } from '../src/modules/scheduling/scheduling.service.js';

export const BOOKINGS_PER_EXPERT = 50;
export const BUSY_PER_EXPERT = 100;

const HOURS = `'[{"from":"09:00","to":"12:00"},{"from":"13:00","to":"17:00"}]'::jsonb`;

/** Today's local midnight in the expert's zone plus `days` days and `minutes` minutes, as SQL over `e`. */
const localAt = (days: string, minutes: string) =>
  `((date_trunc('day', now() AT TIME ZONE e.time_zone)
      + make_interval(days => (${days})::int, mins => (${minutes})::int)) AT TIME ZONE e.time_zone)`;

/** Seeds the settings, consultations and busy times of every approved expert. */
export async function seedBenchSchedules(knex: Knex, lifecycleConfig: unknown): Promise<void> {
  await knex.transaction(async (trx) => {
    // Bulk rows need none of the per-row triggers (live notifications, the stale mark, the occupied range, which the
    // insert sets itself); the next free times are all computed afterwards.
    await trx.raw('SET LOCAL session_replication_role = replica');
    await trx.raw(`CREATE TEMPORARY TABLE bench_experts ON COMMIT DROP AS
      SELECT id, user_id, time_zone, row_number() OVER (ORDER BY id) AS n
        FROM experts WHERE status = 'approved'`);
    await trx.raw(`INSERT INTO expert_availability (expert_id, weekly_hours, overrides,
        buffer_before_minutes, buffer_after_minutes, minimum_notice_minutes, horizon_days, durations,
        granularity_minutes, max_per_day)
      SELECT e.id,
             jsonb_build_object('monday', ${HOURS}, 'tuesday', ${HOURS}, 'wednesday', ${HOURS},
               'thursday', ${HOURS}, 'friday', ${HOURS},
               'saturday', CASE WHEN e.n % 3 = 0 THEN ${HOURS} ELSE '[]'::jsonb END, 'sunday', '[]'::jsonb),
             jsonb_build_array(
               jsonb_build_object('date', to_char(now() AT TIME ZONE e.time_zone + make_interval(days => (e.n % 20 + 3)::int), 'YYYY-MM-DD'),
                 'until', null, 'ranges', '[]'::jsonb, 'note', 'Court day'),
               jsonb_build_object('date', to_char(now() AT TIME ZONE e.time_zone + make_interval(days => (e.n % 25 + 28)::int), 'YYYY-MM-DD'),
                 'until', to_char(now() AT TIME ZONE e.time_zone + make_interval(days => (e.n % 25 + 34)::int), 'YYYY-MM-DD'),
                 'ranges', '[]'::jsonb, 'note', 'Holiday')),
             0, CASE WHEN e.n % 4 = 0 THEN 15 ELSE 0 END,
             CASE WHEN e.n % 10 = 0 THEN 14400 WHEN e.n % 3 = 0 THEN 1440 ELSE 60 END,
             60, '{30,60,90,120}', 60, NULL
        FROM bench_experts e`);
    const [client] = await trx('users')
      .insert({
        email: 'bench-client@bench.expertbridge.test',
        first_name: 'Bench',
        last_name: 'Client',
      })
      .returning('id');
    // One a day on days 1..50 (10:00-12:00 local, by the day), so no two occupied ranges meet.
    const starts = localAt('e.k', '600 + (e.k % 3) * 60');
    await trx.raw(
      `INSERT INTO consultations (id, client_id, expert_id, expert_user_id, title, duration_minutes, scheduled_at,
          ends_at, blocked_from, blocked_until, status, currency, total_amount, platform_fee, expert_amount,
          lifecycle_config, workflow_id)
        SELECT e.cid, ?, e.id, e.user_id, 'Bench consultation', 60, ${starts}, ${starts} + interval '1 hour',
               ${starts}, ${starts} + interval '1 hour', 'confirmed', 'NZD', 18000, 2700, 15300, ?::jsonb,
               'consultation-' || e.cid
          FROM (SELECT gen_random_uuid() AS cid, x.id, x.user_id, x.time_zone, k
                  FROM bench_experts x CROSS JOIN generate_series(1, ${BOOKINGS_PER_EXPERT}) AS k) e`,
      [client.id, JSON.stringify(lifecycleConfig)],
    );
    await trx.raw(`INSERT INTO calendar_imports (expert_id, name, url, status, busy_count)
      SELECT id, 'Work', 'https://calendar.example.nz/bench.ics', 'ok', ${BUSY_PER_EXPERT} FROM bench_experts`);
    // Spread over 60 days in the afternoons (14:00 or 15:30 local, 45 minutes).
    const busy = localAt('j * 60 / 100', '840 + (j % 2) * 90');
    await trx.raw(`INSERT INTO calendar_busy_times (import_id, expert_id, starts_at, ends_at)
      SELECT i.id, e.id, ${busy}, ${busy} + interval '45 minutes'
        FROM bench_experts e JOIN calendar_imports i ON i.expert_id = e.id
       CROSS JOIN generate_series(1, ${BUSY_PER_EXPERT}) AS j`);
    await trx.raw('UPDATE experts SET next_available_at = NULL, next_available_until = NULL');
  });
  await knex.raw('VACUUM ANALYZE');
}

/** The seeded busy times as the rules read them (the calendars module's port, read straight from its table). */
export function benchBusyTimes(knex: Knex): ExternalBusyTimes {
  return {
    async busyRanges(expertId, from, to) {
      const rows: { starts_at: Date; ends_at: Date }[] = await knex('calendar_busy_times')
        .where('expert_id', expertId)
        .where('ends_at', '>', from)
        .where('starts_at', '<', to)
        .select('starts_at', 'ends_at');
      return rows.map((row) => ({ start: row.starts_at, end: row.ends_at }));
    },
  };
}

/** The scheduling service over the bench database, imported busy times included. */
export function benchScheduling(knex: Knex) {
  return createSchedulingService({
    repository: createSchedulingRepository(knex),
    booked: createConsultationsRepository(knex),
    external: benchBusyTimes(knex),
  });
}

/** Computes every expert's stored next free time (the sweep, run to the end); answers how many. */
export async function computeNextAvailable(knex: Knex): Promise<number> {
  const sweeper = createNextAvailable({
    repository: createCatalogueRepository(knex),
    times: benchScheduling(knex),
  });
  let total = 0;
  for (;;) {
    const done = await sweeper.sweep(500);
    if (done === 0) return total;
    total += done;
  }
}
