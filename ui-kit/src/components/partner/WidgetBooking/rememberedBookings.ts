// The bookings a widget took payment for on the partner's page, kept in that page's storage so that after a reload
// the widget reads them again, tells the page of a move it missed and shows the visitor their booking. Only what the
// done step already holds is kept: the booking's id, its token and the start last seen (with its length, to know when
// to let go, and the token's expiry, past which the room's link no longer works). Storage may be full, turned off or
// hold anything: every read and write is guarded, a value we did not write is ignored, and the widget works the same
// without it.

/** One booking paid through this widget, as last seen. */
export interface RememberedBooking {
  id: string;
  /** The booking's token: reads the booking until it ends, and until it expires opens the room (once). */
  token: string;
  /** The start last seen (UTC, RFC 3339). */
  scheduledAt: string;
  /** Its length in minutes: with the start, when the booking ends. */
  minutes: number;
  /** When the token stops opening the room, when known (it still reads the booking). */
  tokenExpiresAt?: string;
}

/** How many bookings one partner's widget keeps for one expert; the oldest goes first. */
export const REMEMBERED_AT_MOST = 5;

/** Where a partner's widget for one expert keeps its bookings (its publishable key and the expert). */
export function memoryKey(partnerKey: string, expertId: string): string {
  return `expertbridge:paid-bookings:v1:${partnerKey}:${expertId}`;
}

/** When a remembered booking is let go: at its end as last seen, when its token stops reading it. */
export function keptUntil(entry: RememberedBooking): number {
  return Date.parse(entry.scheduledAt) + entry.minutes * 60_000;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isMoment = (value: unknown): value is string =>
  isText(value, 40) && !Number.isNaN(Date.parse(value));

function isRemembered(value: unknown): value is RememberedBooking {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    isText(entry.id, 64) &&
    isText(entry.token, 600) &&
    isMoment(entry.scheduledAt) &&
    typeof entry.minutes === 'number' &&
    Number.isInteger(entry.minutes) &&
    entry.minutes > 0 &&
    (entry.tokenExpiresAt === undefined || isMoment(entry.tokenExpiresAt))
  );
}

/** The bookings kept under `key` and not yet let go, oldest first; none when storage fails or holds something else. */
export function recall(storage: Storage, key: string, now = Date.now()): RememberedBooking[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isRemembered)
    .filter((entry) => keptUntil(entry) > now)
    .slice(-REMEMBERED_AT_MOST);
}

function keep(storage: Storage, key: string, entries: RememberedBooking[]): void {
  try {
    if (entries.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(entries));
  } catch {
    // Full or refused: the widget follows its bookings while open; a reload then does not know them.
  }
}

/** Keeps a paid booking (replacing an older record of it), letting the oldest go past the bound. */
export function remember(storage: Storage, key: string, entry: RememberedBooking): void {
  const others = recall(storage, key).filter((kept) => kept.id !== entry.id);
  keep(storage, key, [...others, entry].slice(-REMEMBERED_AT_MOST));
}

/**
 * Records a booking's start as seen; false when it was already (another widget on this page saw it first), so the page
 * hears of each move once. True when storage cannot tell.
 */
export function noteSeen(storage: Storage, key: string, id: string, scheduledAt: string): boolean {
  const entries = recall(storage, key);
  const entry = entries.find((kept) => kept.id === id);
  if (entry?.scheduledAt === scheduledAt) return false;
  if (entry) {
    keep(
      storage,
      key,
      entries.map((kept) => (kept.id === id ? { ...kept, scheduledAt } : kept)),
    );
  }
  return true;
}

/** Lets a booking go (its token no longer opens it). */
export function forget(storage: Storage, key: string, id: string): void {
  const entries = recall(storage, key);
  if (entries.some((kept) => kept.id === id)) {
    keep(
      storage,
      key,
      entries.filter((kept) => kept.id !== id),
    );
  }
}
