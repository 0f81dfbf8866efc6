import type { Knex } from 'knex';
import { prepared } from './db.js';

export interface RateLimitHit {
  count: number;
  secondsLeft: number;
  /** The start of the window the hit was counted in (to take it back: releaseRateLimit). */
  windowStart: Date;
}

export type RateLimitCounters = ReturnType<typeof rateLimitCounters>;

/**
 * The fixed-window counters of every rate limit (table rate_limit_hits), shared by all API instances: sign-in,
 * sign-up, booking and chat limits count here.
 */
export function rateLimitCounters(knex: Knex) {
  return {
    /**
     * Counts one hit on key in the current fixed window (aligned to the database clock, so every instance agrees)
     * in a single atomic upsert; returns the count so far and the seconds until the window ends.
     */
    async hitRateLimit(key: string, windowSeconds: number): Promise<RateLimitHit> {
      const result = await knex
        .raw(
          `insert into rate_limit_hits (key, window_start, count)
         values (?, to_timestamp(floor(extract(epoch from now()) / ?) * ?), 1)
         on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
         returning count, window_start,
           ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::int as seconds_left`,
          [key, windowSeconds, windowSeconds, windowSeconds],
        )
        .options(prepared('rate_limit'));
      const row = result.rows[0] as { count: number; seconds_left: number; window_start: Date };
      return { count: row.count, secondsLeft: row.seconds_left, windowStart: row.window_start };
    },

    /**
     * Counts one hit on `first` and, only when that is within `first.limit`, one on `second`, in one round trip:
     * the same as two hitRateLimit calls where a refusal by the first stops the second.
     */
    async hitRateLimitPair(
      first: { key: string; windowSeconds: number; limit: number },
      second: { key: string; windowSeconds: number },
    ): Promise<[RateLimitHit, RateLimitHit | undefined]> {
      const window = `to_timestamp(floor(extract(epoch from now()) / ?) * ?)`;
      const left = `ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::int`;
      const result = await knex
        .raw(
          `WITH hit_a AS (
           INSERT INTO rate_limit_hits (key, window_start, count) VALUES (?, ${window}, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
           RETURNING count, window_start, ${left} AS seconds_left
         ), hit_b AS (
           INSERT INTO rate_limit_hits (key, window_start, count)
           SELECT ?, ${window}, 1 FROM hit_a WHERE hit_a.count <= ?
           ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
           RETURNING count, window_start, ${left} AS seconds_left
         )
         SELECT hit_a.count, hit_a.seconds_left, hit_a.window_start,
                hit_b.count AS b_count, hit_b.seconds_left AS b_seconds_left, hit_b.window_start AS b_window_start
           FROM hit_a LEFT JOIN hit_b ON true`,
          [
            first.key,
            first.windowSeconds,
            first.windowSeconds,
            first.windowSeconds,
            second.key,
            second.windowSeconds,
            second.windowSeconds,
            first.limit,
            second.windowSeconds,
          ],
        )
        .options(prepared('rate_limit_pair'));
      const row = result.rows[0] as {
        count: number;
        seconds_left: number;
        window_start: Date;
        b_count: number | null;
        b_seconds_left: number | null;
        b_window_start: Date | null;
      };
      return [
        { count: row.count, secondsLeft: row.seconds_left, windowStart: row.window_start },
        row.b_count === null
          ? undefined
          : {
              count: row.b_count,
              secondsLeft: row.b_seconds_left!,
              windowStart: row.b_window_start!,
            },
      ];
    },

    async resetRateLimit(key: string): Promise<void> {
      await knex('rate_limit_hits').where({ key }).delete();
    },

    /** Takes back one hit counted in the window that started at windowStart (a later window is not touched). */
    async releaseRateLimit(key: string, windowStart: Date): Promise<void> {
      await knex('rate_limit_hits')
        .where({ key, window_start: windowStart })
        .where('count', '>', 0)
        .decrement('count', 1);
    },

    /** Deletes counters of windows that have ended. */
    async sweepRateLimits(windowSeconds: number): Promise<void> {
      await knex('rate_limit_hits')
        .where('window_start', '<', knex.raw(`now() - make_interval(secs => ?)`, [windowSeconds]))
        .delete();
    },
  };
}
