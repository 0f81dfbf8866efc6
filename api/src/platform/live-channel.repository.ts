import type { Knex } from 'knex';

/** The channel every API instance LISTENs on (migration 0006's triggers NOTIFY on it too). */
export const LIVE_CHANNEL = 'eb_live';

/** What is said on the live channel through the database: NOTIFY, committed with the caller's transaction. */
export function createLiveChannelRepository(knex: Knex) {
  return {
    /** Sends each payload on the live channel, in order, with one statement. */
    async notify(payloads: readonly string[]): Promise<void> {
      if (payloads.length === 0) return;
      await knex.raw(
        'SELECT pg_notify(?, p) FROM unnest(?::text[]) WITH ORDINALITY AS x(p, n) ORDER BY n',
        [LIVE_CHANNEL, [...payloads]],
      );
    },
  };
}

export type LiveChannelRepository = ReturnType<typeof createLiveChannelRepository>;
