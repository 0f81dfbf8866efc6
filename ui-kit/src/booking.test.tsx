import { render, screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BookingDialog, ExpertBridgeProvider, PaymentForm } from './booking.js';
import type { Locale } from './i18n/catalogue.js';
import { bookingHandlers } from './mocks/booking.js';
import { expert } from './mocks/fixtures.js';
import { contractHandlers, respond } from './mocks/handlers.js';
import { mockFetch } from './mocks/mockFetch.js';
import { session } from './mocks/scenarios.js';

/** The booking entry as a page that books uses it: its own provider, none of the full kit's. */
function BookingPage({
  handlers,
  locale,
  children,
}: {
  handlers: HttpHandler[];
  locale?: Locale;
  children: ReactNode;
}) {
  const [fetch] = useState(() => mockFetch([...handlers, ...contractHandlers()]));
  return (
    <ExpertBridgeProvider fetch={fetch} baseUrl="http://localhost" {...(locale ? { locale } : {})}>
      {children}
    </ExpertBridgeProvider>
  );
}

/** A message key shown instead of its text, as useT does for a key its catalogue lacks. */
const RAW_KEY = /\b(common|booking|availability|payment|expert|favorites|accessDenied)\.\w+/;

describe('the booking entry', () => {
  it('speaks the booking dialog’s texts with its own provider', async () => {
    render(
      <BookingPage handlers={[...session.signedIn(), ...bookingHandlers()]}>
        <BookingDialog expert={expert} onClose={vi.fn()} onBooked={vi.fn()} />
      </BookingPage>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book Consultation' });
    expect(await within(dialog).findByLabelText(/^Title/)).toHaveValue('General Consultation');
    expect(within(dialog).getByRole('button', { name: 'Book & Pay' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('asks a signed-out payer to log in, in words rather than keys', async () => {
    render(
      <BookingPage handlers={[respond('getConsultation', 401), ...session.signedOut()]}>
        <PaymentForm consultationId="c-1" onPaid={vi.fn()} />
      </BookingPage>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('speaks Korean for the shared states and English for the rest, as the full kit does', async () => {
    render(
      <BookingPage locale="ko" handlers={[...session.signedIn(), ...bookingHandlers()]}>
        <BookingDialog expert={expert} onClose={vi.fn()} onBooked={vi.fn()} />
      </BookingPage>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book Consultation' });
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
