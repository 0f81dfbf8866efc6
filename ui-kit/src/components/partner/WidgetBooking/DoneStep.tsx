import { useId } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { timeZoneName } from '../../../format/zones.js';
import type { WidgetBooking } from '../../../hooks/widget.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { useNow } from '../../room/ConsultationRoom/roomClock.js';
import { calendarFile } from './calendarFile.js';

export interface DoneStepProps {
  booking: WidgetBooking;
  /** The booking's token: the room's link exchanges it, once, for the guest's way in on ExpertBridge's site. */
  token: string;
  /** When the token stops opening the room, when known: past it the guest is sent to their confirmation e-mail. */
  tokenExpiresAt?: string | undefined;
  timeZone: string;
  /** Back to the times for another booking (this one stays booked, and followed). */
  onBookAnother: () => void;
}

/** ExpertBridge's /join page for this booking, the token in the fragment (never sent in a request line or Referer). */
export function joinUrl(roomUrl: string, token: string): string {
  return `${new URL(roomUrl).origin}/join#token=${encodeURIComponent(token)}`;
}

/** A moment in the guest's zone, the zone named. */
function inZone(moment: string, timeZone: string): string {
  return `${formatDateTime(moment, { timeZone })} (${timeZoneName(timeZone, new Date(moment))})`;
}

/**
 * Step 4, and what a visitor who paid sees when they come back to the page: until when the expert may accept (the
 * booking's own deadline), the booking reference, when, an .ics to save, the consultation room's link, and a way to
 * book another.
 */
export function DoneStep({
  booking,
  token,
  tokenExpiresAt,
  timeZone,
  onBookAnother,
}: DoneStepProps) {
  const t = useT();
  const hintId = useId();
  // The clock ticks at the token's expiry too, so the link goes when the token stops opening the room.
  const now = useNow([tokenExpiresAt]);
  const roomLinkWorks = !tokenExpiresAt || !(Date.parse(tokenExpiresAt) <= now.getTime());
  const name = booking.expert.name;
  const ics = calendarUrl(
    calendarFile(booking, {
      summary: t('widget.icsTitle', { name }),
      description: t('widget.icsDescription', {
        reference: booking.reference,
        url: booking.roomUrl,
      }),
    }),
  );
  return (
    <>
      <div className="eb-widget__done" role="status">
        <p>
          {booking.responseDueAt
            ? t('widget.doneDescription', { name, time: inZone(booking.responseDueAt, timeZone) })
            : t('widget.doneDescriptionAnswered')}
        </p>
        <dl className="eb-payment__facts">
          <dt>{t('widget.reference')}</dt>
          <dd className="eb-widget__reference">{booking.reference}</dd>
          <dt>{t('widget.when')}</dt>
          <dd>{inZone(booking.scheduledAt, timeZone)}</dd>
        </dl>
        <div className="eb-widget__actions">
          <a className="eb-btn eb-btn--secondary" href={ics} download={`${booking.reference}.ics`}>
            {t('widget.ics')}
          </a>
          {roomLinkWorks && (
            <a
              className="eb-btn eb-btn--primary"
              href={joinUrl(booking.roomUrl, token)}
              target="_blank"
              rel="noopener"
              aria-describedby={hintId}
            >
              {t('widget.room')}
            </a>
          )}
        </div>
        <p className="eb-muted" id={hintId}>
          {t(roomLinkWorks ? 'widget.roomHint' : 'widget.roomByEmail')}
        </p>
      </div>
      <div className="eb-widget__actions">
        <Button variant="secondary" onClick={onBookAnother}>
          {t('widget.bookAnother')}
        </Button>
      </div>
    </>
  );
}

/** The calendar file as a download address (a data URL: nothing to revoke, nothing fetched). */
function calendarUrl(text: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
}
