// The client behind a widget booking: the guest's e-mail names an existing client, or a client without a password is
// made for it (the confirmation e-mail carries the link that claims it).
import { toSessionUser, type SessionUser } from '../../platform/session.js';
import type { WidgetRepository } from './widget.repository.js';

export interface Guest {
  name: string;
  email: string;
}

/** "Mere Tane" → Mere / Tane; "Aroha Te Ao" → Aroha / Te Ao; a one-word name is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u);
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/**
 * The guest's client account, and whether this booking made it. Whoever types an e-mail into a widget proves nothing
 * about owning it, so an unclaimed account that takes a new booking has its sessions ended: a session won by one
 * booking never shows the next one to whoever made the first.
 */
export async function guestClient(
  repository: WidgetRepository,
  guest: Guest,
): Promise<{ user: SessionUser; created: boolean }> {
  const existing = await repository.findUserByEmail(guest.email);
  if (existing) {
    await repository.endSessionsIfUnclaimed(existing.id);
    return { user: toSessionUser(existing), created: false };
  }
  const inserted = await repository.insertGuest({ email: guest.email, ...splitName(guest.name) });
  // Two first bookings with one new e-mail at once: the other made the account; use it.
  if (!inserted) return guestClient(repository, guest);
  return { user: toSessionUser(inserted), created: true };
}
