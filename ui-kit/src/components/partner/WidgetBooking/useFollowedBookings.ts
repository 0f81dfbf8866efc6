import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../api/ApiProvider.js';
import { isRetryable } from '../../../api/errors.js';
import { readWidgetBooking, widgetBookingKey, type WidgetBooking } from '../../../hooks/widget.js';
import {
  forget,
  memoryKey,
  noteSeen,
  recall,
  remember,
  type RememberedBooking,
} from './rememberedBookings.js';

/** A move of the booking: its new start and the one before (UTC, RFC 3339). */
export interface BookingMove {
  bookingId: string;
  scheduledAt: string;
  previousScheduledAt: string;
}

/** Where the widget keeps the bookings paid through it: the page's storage, under the partner's key. */
export interface BookingMemory {
  storage: Storage;
  partnerKey: string;
}

/** A booking paid here before the page was loaded, as the server has it now, with its token. */
export interface RecalledBooking {
  booking: WidgetBooking;
  token: string;
  /** When the token stops opening the room, when known. */
  tokenExpiresAt?: string | undefined;
}

/** How often the paid bookings are read again while the widget is on the page. */
export const FOLLOW_EVERY_MS = 60_000;

/** A recalled booking the visitor is shown again rather than a new form: paid, and neither over nor cancelled. */
const SHOWN_AGAIN: readonly WidgetBooking['status'][] = ['pending', 'confirmed', 'in_progress'];

/**
 * The bookings paid through this widget, read again every `everyMs` on whatever step it shows: those of this visit
 * and, with a `memory`, those of earlier loads of the page (read at once). The page hears of each move once
 * (`onMoved`, even when two widgets on the page follow the same booking), and the start seen is kept for the next
 * load. `recalled` is undefined while the earlier ones are read, then the newest to show again, or null.
 */
export function useFollowedBookings({
  memory,
  expertId,
  everyMs = FOLLOW_EVERY_MS,
  onMoved,
}: {
  memory: BookingMemory | undefined;
  expertId: string;
  everyMs?: number | undefined;
  onMoved: ((move: BookingMove) => void) | undefined;
}) {
  const client = useApiClient();
  const [key] = useState(() => (memory ? memoryKey(memory.partnerKey, expertId) : undefined));
  const storage = memory?.storage;
  const [followed, setFollowed] = useState<RememberedBooking[]>(() =>
    storage && key ? recall(storage, key) : [],
  );
  const [recalledIds] = useState(() => followed.map((entry) => entry.id));
  const seen = useRef(new Map(followed.map((entry) => [entry.id, entry.scheduledAt])));
  const heard = useRef(onMoved);
  useEffect(() => {
    heard.current = onMoved;
  }, [onMoved]);

  const readings = useQueries({
    queries: followed.map((entry) => ({
      queryKey: widgetBookingKey(entry.id),
      queryFn: () => readWidgetBooking(client, entry.id, entry.token),
      refetchInterval: everyMs,
    })),
  });

  // Idempotent (`readings` is new on each render): a start differing from the one seen is a move, told once.
  useEffect(() => {
    const gone = new Set<string>();
    followed.forEach((entry, i) => {
      const reading = readings[i];
      if (reading?.error && !isRetryable(reading.error)) gone.add(entry.id);
      const now = reading?.data?.id === entry.id ? reading.data.scheduledAt : undefined;
      const before = seen.current.get(entry.id);
      if (!now || !before || now === before) return;
      seen.current.set(entry.id, now);
      if (!storage || !key || noteSeen(storage, key, entry.id, now)) {
        heard.current?.({ bookingId: entry.id, scheduledAt: now, previousScheduledAt: before });
      }
    });
    if (gone.size === 0) return;
    // Its token no longer opens it (expired, revoked, the booking gone): nothing more to learn about it.
    if (storage && key) for (const id of gone) forget(storage, key, id);
    setFollowed((entries) => entries.filter((entry) => !gone.has(entry.id)));
  }, [followed, readings, storage, key]);

  /** Follows a booking just paid, and keeps it for the page's next load. */
  const follow = useCallback(
    (booking: WidgetBooking, token: string, tokenExpiresAt?: string) => {
      const entry: RememberedBooking = {
        id: booking.id,
        token,
        scheduledAt: booking.scheduledAt,
        minutes: booking.duration,
        ...(tokenExpiresAt ? { tokenExpiresAt } : {}),
      };
      seen.current.set(entry.id, entry.scheduledAt);
      if (storage && key) remember(storage, key, entry);
      setFollowed((entries) => [...entries.filter((kept) => kept.id !== entry.id), entry]);
    },
    [storage, key],
  );

  /** A booking with the start and end the server has now. */
  const current = (booking: WidgetBooking): WidgetBooking => {
    const reading = readings[followed.findIndex((entry) => entry.id === booking.id)]?.data;
    // Only the times are taken from the reading: a cached one may be from before the payment.
    return reading?.id === booking.id
      ? { ...booking, scheduledAt: reading.scheduledAt, endsAt: reading.endsAt }
      : booking;
  };

  let recalled: RecalledBooking | null | undefined = null;
  for (const id of recalledIds) {
    const index = followed.findIndex((entry) => entry.id === id);
    const reading = readings[index];
    if (index < 0 || !reading) continue;
    if (reading.isPending) {
      recalled = undefined;
      break;
    }
    if (reading.data && SHOWN_AGAIN.includes(reading.data.status)) {
      const { token, tokenExpiresAt } = followed[index]!;
      recalled = { booking: reading.data, token, tokenExpiresAt };
    }
  }
  return { follow, current, recalled };
}
