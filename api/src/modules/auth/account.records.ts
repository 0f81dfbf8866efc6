// What other modules' repositories may read and do of an account: the widget makes guests' accounts. Only repositories import a records file.
import type { Knex } from 'knex';
import type { SessionUserRow } from '../../platform/session.js';

const GUEST_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'profile_image_url',
  'is_admin',
] as const;

interface PgError {
  code?: string;
}

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

/** The account with this e-mail, as a session shows it. */
export async function findAccountByEmail(
  knex: Knex,
  email: string,
): Promise<SessionUserRow | undefined> {
  return knex('users')
    .where({ email })
    .first(...GUEST_COLUMNS);
}

/** Ends every session of the account when it is unclaimed (no password, no identity provider). */
export async function endSessionsIfUnclaimed(knex: Knex, userId: string): Promise<void> {
  if (!(await isUnclaimed(knex, userId))) return;
  await knex('sessions')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: knex.fn.now() });
}

/** A new client without a password; undefined when the e-mail was taken meanwhile (a booking at the same time). */
export async function insertGuestAccount(
  knex: Knex,
  guest: {
    email: string;
    firstName: string;
    lastName: string;
  },
): Promise<SessionUserRow | undefined> {
  try {
    const [row] = (await knex('users')
      .insert({
        email: guest.email,
        first_name: guest.firstName,
        last_name: guest.lastName,
        password_hash: null,
        email_verified: false,
        is_admin: false,
      })
      .returning([...GUEST_COLUMNS])) as [SessionUserRow];
    return row;
  } catch (error) {
    if ((error as PgError).code === '23505') return undefined;
    throw error;
  }
}

/**
 * Removes an account a refused booking had just made (one without a password). Should another booking with the
 * same e-mail have taken the account meanwhile, it stays: the database refuses to delete a user with a
 * consultation.
 */
export async function deleteGuestAccount(knex: Knex, userId: string): Promise<void> {
  try {
    await knex('users').where({ id: userId }).whereNull('password_hash').del();
  } catch (error) {
    if ((error as PgError).code !== '23503') throw error;
  }
}
