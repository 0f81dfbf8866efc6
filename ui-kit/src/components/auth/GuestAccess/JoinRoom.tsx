import { useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { useRoomEntry } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { bookingOfToken, takeFragmentParam } from './guestLinks.js';
import { SignInInstead } from './SignInInstead.js';

export interface JoinRoomProps {
  /** The booking token; read from the page's `#token=` when not given. */
  token?: string;
  /** Where the room is once signed in (a full-page load, so the whole app sees the new session). */
  onEntered?: (location: string) => void;
}

/**
 * The page a booking widget links to (`/join#token=…`): exchanges the booking's token for a session on this site,
 * once, and opens the consultation room. A token whose account existed before the booking never signs anyone in:
 * the guest signs in (or uses the e-mailed link) and comes back to the room.
 */
export function JoinRoom({ token, onEntered }: JoinRoomProps) {
  const t = useT();
  const titleId = useId();
  const [given] = useState(() => token ?? takeFragmentParam('token'));
  const enter = useRoomEntry(given);
  const location = enter.data?.location;

  useEffect(() => {
    if (!location) return;
    if (onEntered) onEntered(location);
    else window.location.assign(location);
  }, [location, onEntered]);

  const booking = bookingOfToken(given);
  const code = enter.error instanceof ApiRequestError ? enter.error.code : undefined;
  let body;
  if (!given || code === 'invalid_booking_token') {
    body = (
      <SignInInstead
        title={t('guest.join.expired')}
        description={t('guest.join.expiredDescription')}
      />
    );
  } else if (enter.isError) {
    body = (
      <SignInInstead
        title={t(code === 'token_already_used' ? 'guest.join.used' : 'guest.join.signIn')}
        description={
          code === 'sign_in_required' || code === 'token_already_used'
            ? (enter.error as ApiRequestError).serverMessage
            : t('guest.join.failed')
        }
        returnTo={booking ? `/consultation/${booking}` : '/dashboard'}
      />
    );
  } else {
    body = (
      <div role="status" className="eb-guest__busy">
        <div className="eb-spinner" aria-hidden="true" />
        <span>{t('guest.join.opening')}</span>
      </div>
    );
  }
  return (
    <section className="eb-card eb-auth eb-guest" aria-labelledby={titleId}>
      <h1 id={titleId} className="eb-heading">
        {t('guest.join.title')}
      </h1>
      {body}
    </section>
  );
}
