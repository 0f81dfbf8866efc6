// The client behind a widget booking: the guest's e-mail names an existing client, or a client without a password is
// made for it (the confirmation e-mail carries the link that claims it).
import type { Knex } from 'knex';
import { toSessionUser, type SessionUser, type SessionUserRow } from '../../platform/session.js';
import { isUnclaimed } from '../auth/account.records.js';

export interface Guest {
  name: string;
  email: string;
}

/** "Mere Tane" → Mere / Tane; "Aroha Te Ao" → Aroha / Te Ao; a one-word name is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u);
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

interface UserRow extends SessionUserRow {
  password_hash: string | null;
}

/**
 * The guest's client account, and whether this booking made it. Whoever types an e-mail into a widget proves nothing
 * about owning it, so an unclaimed account that takes a new booking has its sessions ended: a session won by one
 * booking never shows the next one to whoever made the first.
 */
export async function guestClient(
  knex: Knex,
  guest: Guest,
): Promise<{ user: SessionUser; created: boolean }> {
  const columns = [
    'id',
    'email',
    'first_name',
    'last_name',
    'profile_image_url',
    'is_admin',
    'password_hash',
  ];
  const existing: UserRow | undefined = await knex('users')
    .where({ email: guest.email })
    .first(columns);
  if (existing) {
    if (await isUnclaimed(knex, existing.id)) {
      await knex('sessions')
        .where({ user_id: existing.id })
        .whereNull('revoked_at')
        .update({ revoked_at: knex.fn.now() });
    }
    return { user: toSessionUser(existing), created: false };
  }
  const { firstName, lastName } = splitName(guest.name);
  let inserted: UserRow;
  try {
    [inserted] = (await knex('users')
      .insert({
        email: guest.email,
        first_name: firstName,
        last_name: lastName,
        password_hash: null,
        email_verified: false,
        is_admin: false,
      })
      .returning(columns)) as [UserRow];
  } catch (error) {
    // Two first bookings with one new e-mail at once: the other made the account; use it.
    if ((error as { code?: string }).code === '23505') return guestClient(knex, guest);
    throw error;
  }
  return { user: toSessionUser(inserted), created: true };
}

/**
 * Removes an account a refused booking had just made. Should another booking with the same e-mail have taken the
 * account meanwhile, it stays (the database refuses to delete a user with a consultation).
 */
export async function forgetGuest(knex: Knex, userId: string): Promise<void> {
  try {
    await knex('users').where({ id: userId }).whereNull('password_hash').del();
  } catch (error) {
    if ((error as { code?: string }).code !== '23503') throw error;
  }
}
