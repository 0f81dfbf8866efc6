import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A key the server generates once and keeps in the database (platform_secrets), so that what it signs stays valid
 * across restarts and across API processes without any configuration. Concurrent first calls agree: the first insert
 * wins and everyone reads it back.
 */
export async function platformSecret(knex: Knex, name: string): Promise<Buffer> {
  const existing = await knex('platform_secrets').where({ name }).first('value');
  if (existing) return Buffer.from(existing.value as string, 'base64url');
  await knex('platform_secrets')
    .insert({ name, value: randomBytes(32).toString('base64url') })
    .onConflict('name')
    .ignore();
  const row = await knex('platform_secrets').where({ name }).first('value');
  return Buffer.from(row.value as string, 'base64url');
}
