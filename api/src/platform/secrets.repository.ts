import type { Knex } from 'knex';

/** The rows of platform_secrets: keys the server generated for itself, base64url-encoded. */
export function createSecretsRepository(knex: Knex) {
  return {
    /** The stored value of a key, or undefined when it was never generated. */
    async find(name: string): Promise<string | undefined> {
      const row = await knex('platform_secrets').where({ name }).first('value');
      return row?.value as string | undefined;
    },

    /** Stores a key unless one by that name exists already (the first writer wins). */
    async insertIfAbsent(name: string, value: string): Promise<void> {
      await knex('platform_secrets').insert({ name, value }).onConflict('name').ignore();
    },
  };
}

export type SecretsRepository = ReturnType<typeof createSecretsRepository>;
