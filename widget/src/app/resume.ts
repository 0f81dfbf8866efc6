// A payment method that needs a redirect (3-D Secure, a bank) leaves the partner's page and comes back to it.
// The booking's token waits in the tab's sessionStorage (the partner's own origin, never a cookie), and the
// address Stripe returns to names the booking, so the widget picks the payment up where it was.
import type { ResumedBooking } from '@expertbridge/ui-kit/widget';

const KEY = (bookingId: string) => `expertbridge:booking:${bookingId}`;
/** The query parameter the return address carries the booking's id in. */
export const RETURN_PARAMETER = 'eb_booking';

interface Stored {
  token: string;
  expertId: string;
}

/** Keeps a new booking's token for this tab, in case its payment redirects. */
export function rememberBooking(storage: Storage, bookingId: string, stored: Stored): void {
  try {
    storage.setItem(KEY(bookingId), JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, quota): a redirect then starts over, nothing else changes.
  }
}

/** Forgets a booking once it is paid. */
export function forgetBooking(storage: Storage, bookingId: string): void {
  try {
    storage.removeItem(KEY(bookingId));
  } catch {
    // As above.
  }
}

/**
 * The booking to resume when this page is the provider's return address for this expert's widget: the
 * booking named in the address, its token from this tab, and what the provider said.
 */
export function bookingToResume(
  storage: Storage,
  pageUrl: string,
  expertId: string,
): ResumedBooking | undefined {
  const query = new URL(pageUrl).searchParams;
  const bookingId = query.get(RETURN_PARAMETER);
  const paymentIntentId = query.get('payment_intent');
  const status = query.get('redirect_status');
  if (!bookingId || !paymentIntentId || !status) return undefined;
  let stored: Stored | undefined;
  try {
    stored = JSON.parse(storage.getItem(KEY(bookingId)) ?? 'null') as Stored | undefined;
  } catch {
    return undefined;
  }
  if (!stored || stored.expertId !== expertId) return undefined;
  return { bookingId, token: stored.token, returnedPayment: { paymentIntentId, status } };
}

/** The address without the provider's and our return parameters, once they are read. */
export function withoutReturnParameters(pageUrl: string): string {
  const url = new URL(pageUrl);
  for (const name of [
    RETURN_PARAMETER,
    'payment_intent',
    'payment_intent_client_secret',
    'redirect_status',
  ]) {
    url.searchParams.delete(name);
  }
  return url.href;
}
