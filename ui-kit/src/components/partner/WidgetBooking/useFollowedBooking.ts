import { useEffect, useRef } from 'react';
import { useWidgetBooking, type WidgetBooking } from '../../../hooks/widget.js';

/** A move of the booking: its new start and the one before (UTC, RFC 3339). */
export interface BookingMove {
  bookingId: string;
  scheduledAt: string;
  previousScheduledAt: string;
}

/** How often the paid booking is read again while the widget shows it. */
export const FOLLOW_EVERY_MS = 60_000;

/**
 * The paid booking at the time the server has now, read again every `everyMs` while the widget shows it: the expert and the
 * guest may agree a new time, and the page hears of each move once (`onMoved`).
 */
export function useFollowedBooking(
  paid: WidgetBooking | undefined,
  token: string | undefined,
  onMoved: ((move: BookingMove) => void) | undefined,
  everyMs = FOLLOW_EVERY_MS,
): WidgetBooking | undefined {
  const followed = useWidgetBooking(paid?.id, token, everyMs);
  const current = followed.data?.id === paid?.id ? followed.data : undefined;
  const seen = useRef<string | undefined>(undefined);
  const heard = useRef(onMoved);
  useEffect(() => {
    heard.current = onMoved;
  }, [onMoved]);
  const scheduledAt = current?.scheduledAt ?? paid?.scheduledAt;
  useEffect(() => {
    if (!paid || !scheduledAt) return;
    const previous = seen.current ?? paid.scheduledAt;
    seen.current = scheduledAt;
    if (scheduledAt !== previous) {
      heard.current?.({ bookingId: paid.id, scheduledAt, previousScheduledAt: previous });
    }
  }, [paid, scheduledAt]);
  // Only the times are taken from the reading: a cached one may be from before the payment.
  return paid && current
    ? { ...paid, scheduledAt: current.scheduledAt, endsAt: current.endsAt }
    : paid;
}
