import type { WidgetBooking } from '../../../hooks/widget.js';

/** An iCalendar timestamp in UTC: 20261201T210000Z. */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text for an iCalendar value (RFC 5545 §3.3.11). */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/**
 * A one-event calendar file for a booking (RFC 5545), its times in UTC so every calendar shows them in its
 * own zone. `now` stamps it (DTSTAMP).
 */
export function calendarFile(
  booking: Pick<WidgetBooking, 'id' | 'scheduledAt' | 'endsAt' | 'roomUrl'>,
  texts: { summary: string; description: string },
  now: Date = new Date(),
): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ExpertBridge//Booking widget//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // The UID the consultation has in the e-mail's attachment and the calendar feeds: one event, wherever it came from.
    `UID:consultation-${booking.id}@expertbridge`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(booking.scheduledAt)}`,
    `DTEND:${icsTime(booking.endsAt)}`,
    `SUMMARY:${icsText(texts.summary)}`,
    `DESCRIPTION:${icsText(texts.description)}`,
    `URL:${booking.roomUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
