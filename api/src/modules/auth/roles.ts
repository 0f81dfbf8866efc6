import type { Knex } from 'knex';

/** Grants the admin role to the users with these e-mails; returns how many rows changed. */
export async function grantAdminByEmail(knex: Knex, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  return knex('users')
    .whereIn(
      'email',
      emails.map((email) => email.trim().toLowerCase()),
    )
    .andWhere('is_admin', false)
    .update({ is_admin: true, updated_at: knex.fn.now() });
}
