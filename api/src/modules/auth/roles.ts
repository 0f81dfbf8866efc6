import type { AuthRepository } from './auth.repository.js';

const normalised = (email: string) => email.trim().toLowerCase();

/** Grants the admin role to the users with these e-mails; returns how many rows changed. */
export async function grantAdminByEmail(
  users: AuthRepository,
  emails: readonly string[],
): Promise<number> {
  if (emails.length === 0) return 0;
  return users.grantAdmin(emails.map(normalised));
}

export interface AdminGrant {
  userId: string;
  email: string;
  /** False when the user was an administrator already. */
  changed: boolean;
}

/** Grants the admin role to the account with this e-mail (any case); undefined when there is no such account. */
export async function grantAdmin(
  users: AuthRepository,
  email: string,
): Promise<AdminGrant | undefined> {
  const address = normalised(email);
  const user = await users.findRole(address);
  if (!user) return undefined;
  if (!user.is_admin) await users.grantAdmin([address]);
  return { userId: user.id, email: address, changed: !user.is_admin };
}
