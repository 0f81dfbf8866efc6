// The text of a user's private calendar feed (RFC 5545): every consultation as one VEVENT whose UID never changes,
// SEQUENCE raised by each move (and once more when cancelled) so subscribed calendars take the newest version,
// and an open proposal of a new time as a tentative event of its own beside it (feed-events.ts);
// times in the expert's zone with that zone's VTIMEZONE. Lines are CRLF and folded at 75 octets.
import { escapeText, foldLine, stamp } from '../notifications/ics.js';
import { localFields } from '../../platform/zone-time.js';
import { localStamp, vtimezoneLines } from './vtimezone.js';

export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  /** The expert's zone: the event's times are written in it. */
  timeZone: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence: number;
  roomUrl: string;
  updatedAt: Date;
  /** Shown but not busy (a time proposed and not yet agreed). */
  transparent?: boolean;
  /** The UID of the event this one belongs to (RFC 5545 RELATED-TO, its parent). */
  relatedTo?: string;
}

/** The feed's whole text. */
export function feedCalendar(events: FeedEvent[], options: { name: string; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ExpertBridge//Consultations feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // A hint to subscribing apps; Google and Outlook choose their own interval.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  const spans = new Map<string, { from: Date; to: Date }>();
  for (const event of events) {
    const span = spans.get(event.timeZone);
    spans.set(event.timeZone, {
      from: span && span.from < event.start ? span.from : event.start,
      to: span && span.to > event.end ? span.to : event.end,
    });
  }
  for (const [zone, span] of [...spans].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(...vtimezoneLines(zone, span.from, span.to));
  }
  for (const event of events) {
    const local = (at: Date) =>
      `;TZID=${event.timeZone}:${localStamp(localFields(at, event.timeZone))}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(options.now)}`,
      `LAST-MODIFIED:${stamp(event.updatedAt)}`,
      `DTSTART${local(event.start)}`,
      `DTEND${local(event.end)}`,
      `SEQUENCE:${event.sequence}`,
      `STATUS:${event.status}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.roomUrl)}`,
      `URL:${event.roomUrl}`,
      `TRANSP:${event.transparent ? 'TRANSPARENT' : 'OPAQUE'}`,
      ...(event.relatedTo ? [`RELATED-TO:${event.relatedTo}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
