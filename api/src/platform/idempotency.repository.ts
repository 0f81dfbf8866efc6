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

    /** Keeps a new key for a request now running; false when the key is kept already. */
    async insert(scopeKey: string, requestHash: string): Promise<boolean> {
      const inserted = await knex('idempotency_keys')
        .insert({ scope_key: scopeKey, request_hash: requestHash })
        .onConflict('scope_key')
        .ignore()
        .returning('scope_key');
      return inserted.length > 0;
    },

    find(scopeKey: string): Promise<IdempotencyKeyRow> {
      return knex('idempotency_keys').where({ scope_key: scopeKey }).first();
    },

    /** Claims a key still without an answer after `seconds`, restarting its clock; false when it is not one. */
    async takeOverAbandoned(scopeKey: string, seconds: number): Promise<boolean> {
      const taken = await knex('idempotency_keys')
        .where({ scope_key: scopeKey })
        .whereNull('response_status')
        .where('created_at', '<', knex.raw(`now() - interval '${seconds} seconds'`))
        .update({ created_at: knex.fn.now() })
        .returning('scope_key');
      return taken.length > 0;
    },

    /** Keeps the answer a request ended with, to replay it. */
    async saveResponse(scopeKey: string, status: number, body: string | null): Promise<void> {
      await knex('idempotency_keys')
        .where({ scope_key: scopeKey })
        .update({ response_status: status, response_body: body });
    },

    async delete(scopeKey: string): Promise<void> {
      await knex('idempotency_keys').where({ scope_key: scopeKey }).del();
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
