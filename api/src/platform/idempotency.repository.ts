import type { Knex } from 'knex';

/** A kept key: the hash of the body it came with and, once the request ended, its answer. */
export interface IdempotencyKeyRow {
  scope_key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
}

/** The idempotency_keys table, as the `Idempotency-Key` middleware keeps it. */
export function createIdempotencyRepository(knex: Knex) {
  return {
    /** Drops the keys created more than `hours` ago. */
    async deleteOlderThan(hours: number): Promise<void> {
      await knex('idempotency_keys')
        .where('created_at', '<', knex.raw(`now() - interval '${hours} hours'`))
        .del();
    },

    /**
     * Keeps a new key for a request now running in `owner`, leased for `leaseSeconds`; false when the key is kept
     * already.
     */
    async insert(
      scopeKey: string,
      requestHash: string,
      owner: string,
      leaseSeconds: number,
    ): Promise<boolean> {
      const inserted = await knex('idempotency_keys')
        .insert({
          scope_key: scopeKey,
          request_hash: requestHash,
          owner,
          lease_until: knex.raw(`now() + make_interval(secs => ?)`, [leaseSeconds]),
        })
        .onConflict('scope_key')
        .ignore()
        .returning('scope_key');
      return inserted.length > 0;
    },

    find(scopeKey: string): Promise<IdempotencyKeyRow> {
      return knex('idempotency_keys').where({ scope_key: scopeKey }).first();
    },

    /** Extends the leases of `owner`'s keys still without an answer, as its requests run on. */
    async renewLeases(scopeKeys: string[], owner: string, leaseSeconds: number): Promise<void> {
      await knex('idempotency_keys')
        .whereIn('scope_key', scopeKeys)
        .where({ owner })
        .whereNull('response_status')
        .update({ lease_until: knex.raw(`now() + make_interval(secs => ?)`, [leaseSeconds]) });
    },

    /**
     * Claims for `owner` a key still without an answer whose lease ran out (its process died, or its request ended
     * without writing an answer), or, kept before keys had leases, older than `legacySeconds`; false when it is not
     * one.
     */
    async takeOverAbandoned(
      scopeKey: string,
      owner: string,
      leaseSeconds: number,
      legacySeconds: number,
    ): Promise<boolean> {
      const taken = await knex('idempotency_keys')
        .where({ scope_key: scopeKey })
        .whereNull('response_status')
        .where((abandoned) =>
          abandoned
            .where('lease_until', '<', knex.fn.now())
            .orWhere((legacy) =>
              legacy
                .whereNull('lease_until')
                .where(
                  'created_at',
                  '<',
                  knex.raw(`now() - make_interval(secs => ?)`, [legacySeconds]),
                ),
            ),
        )
        .update({
          owner,
          lease_until: knex.raw(`now() + make_interval(secs => ?)`, [leaseSeconds]),
          created_at: knex.fn.now(),
        })
        .returning('scope_key');
      return taken.length > 0;
    },

    /** Keeps the answer a request ended with, to replay it; nothing when another owner took the key over. */
    async saveResponse(
      scopeKey: string,
      owner: string,
      status: number,
      body: string | null,
    ): Promise<void> {
      await knex('idempotency_keys')
        .where({ scope_key: scopeKey, owner })
        .update({ response_status: status, response_body: body });
    },

    /** Forgets `owner`'s key (its request failed on our side), leaving one another owner took over. */
    async delete(scopeKey: string, owner: string): Promise<void> {
      await knex('idempotency_keys').where({ scope_key: scopeKey, owner }).del();
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
