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

export interface AdminGrant {
  userId: string;
  email: string;
  /** False when the user was an administrator already. */
  changed: boolean;
}

/** Grants the admin role to the account with this e-mail (any case); undefined when there is no such account. */
export async function grantAdmin(knex: Knex, email: string): Promise<AdminGrant | undefined> {
  const normalised = email.trim().toLowerCase();
  const user = await knex('users').where({ email: normalised }).first('id', 'is_admin');
  if (!user) return undefined;
  if (!user.is_admin) await grantAdminByEmail(knex, [normalised]);
  return { userId: user.id, email: normalised, changed: !user.is_admin };
}
