// What other modules' repositories may read of an account. Only repositories import a records file.
import type { Knex } from 'knex';

/** Whether a user can only be reached through links we send: no password and no identity provider. */
export async function isUnclaimed(knex: Knex, userId: string): Promise<boolean> {
  const row = await knex('users as u')
    .leftJoin('identities as i', 'i.user_id', 'u.id')
    .where('u.id', userId)
    .whereNull('u.password_hash')
    .whereNull('i.user_id')
    .first('u.id');
  return row !== undefined;
}
