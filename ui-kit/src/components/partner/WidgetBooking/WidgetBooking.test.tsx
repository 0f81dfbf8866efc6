import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../../../api/queryClient.js';
import { lookaheadRange, primeWidgetQueries } from '../../../hooks/widget.js';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { widgetCatalogue } from '../../../i18n/widgetCatalogue.js';
import { expert } from '../../../mocks/fixtures.js';
import { mockFetch } from '../../../mocks/mockFetch.js';
import { PARTNER_KEY, widgetApi, type WidgetApiDouble } from '../../../mocks/widget.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import { WidgetProvider } from '../../../WidgetProvider.js';
import { formatDateTime } from '../../../format/dates.js';
import { calendarFile } from './calendarFile.js';
import * as stories from './WidgetBooking.stories.js';
import { WidgetBooking, type WidgetBookingProps } from './WidgetBooking.js';

function Flow({
  api,
  queryClient,
  ...props
}: Partial<WidgetBookingProps> & { api: WidgetApiDouble; queryClient?: QueryClient }) {
  const [fetch] = useState(() => mockFetch(api.handlers));
  return (
    <WidgetProvider
      baseUrl="http://localhost"
      partnerKey={PARTNER_KEY}
      fetch={fetch}
      {...(queryClient ? { queryClient } : {})}
    >
      <WidgetBooking
        expertId={expert.id}
        timeZone="Pacific/Auckland"
        returnUrl="https://smithco.example.nz/book"
        {...props}
      />
    </WidgetProvider>
  );
}

async function pay(card: string) {
  await userEvent.type(await screen.findByLabelText(/^Card number/), card);
  await userEvent.type(screen.getByLabelText(/^Expiry/), '12/40');
  await userEvent.type(screen.getByLabelText(/^Security code/), '123');
  await userEvent.click(screen.getByRole('button', { name: /^Pay NZ\$/ }));
}

const GUEST = { name: 'Mere Tane', email: 'mere@example.co.nz' };

async function throughDetails() {
  const next = await screen.findByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
}

describe('WidgetBooking', () => {
  it('opens on the first day with a free time, 10:00 chosen, in the zone asked for', async () => {
    render(<Flow api={widgetApi({ hours: [9, 10, 11] })} />);
    const ten = await screen.findByRole('radio', { name: '10:00 am' });
    await waitFor(() => expect(ten).toBeChecked());
    expect(screen.getByRole('radio', { name: '9:00 am' })).not.toBeChecked();
    expect(screen.getByLabelText('Time zone')).toHaveDisplayValue(/^New Zealand/);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('says why Continue waits while no start time is chosen', async () => {
    render(<Flow api={widgetApi({ hours: [] })} />);
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Choose a free start time to continue.');
  });

  it('asks for the free times once: the first free day’s are cut from the two weeks ahead', async () => {
    const api = widgetApi({ hours: [9, 10, 11] });
    render(<Flow api={api} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:00 am' })).toBeChecked());
    const asked = api.requests.filter((request) => request.path.endsWith('/availability'));
    expect(asked).toHaveLength(1);
  });

  it('shows the first screen from the answers the loader already asked for', async () => {
    const api = widgetApi({ hours: [10] });
    const answer = mockFetch(api.handlers);
    const from = new Date().toISOString();
    const range = lookaheadRange(from);
    const base = `http://localhost/api/widget/experts/${expert.id}`;
    const get = (url: string) =>
      answer(new Request(url, { headers: { 'X-Partner-Key': PARTNER_KEY } }));
    const queryClient = createQueryClient();
    const prefetch = {
      expertId: expert.id,
      lookaheadFrom: from,
      expert: get(base),
      ahead: get(`${base}/availability?${new URLSearchParams(range)}`),
    };
    primeWidgetQueries(queryClient, prefetch);
    await Promise.all([prefetch.expert, prefetch.ahead]);
    const before = api.requests.length;
    expect(before).toBe(2);
    render(<Flow api={api} queryClient={queryClient} lookaheadFrom={from} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:00 am' })).toBeChecked());
    expect(api.requests).toHaveLength(before);
  });

  it('shows the same starts in an Australian zone, moved by the NZ/AU offset', async () => {
    render(<Flow api={widgetApi({ hours: [10] })} />);
    await screen.findByRole('radio', { name: '10:00 am' });
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Australia/Perth');
    // Auckland is 5 hours ahead of Perth in summer (UTC+13 and UTC+8), 4 in winter.
    expect(await screen.findByRole('radio', { name: /^[56]:00 am$/ })).toBeVisible();
    expect(screen.queryByRole('radio', { name: '10:00 am' })).toBeNull();
    // The card's next free time (20:00 UTC) follows the chosen zone too: 4:00 am in Perth, not 9:00 am in Auckland.
    expect(screen.getByText(/^Next available: /)).toHaveTextContent(/4:00 am$/);
  });

  it('books with the prefill and metadata, the key on every call and the token on the booking’s', async () => {
    const api = widgetApi({ hours: [10] });
    const events: string[] = [];
    const onBookingCreated = vi.fn(() => events.push('created'));
    const onPaymentSucceeded = vi.fn(() => events.push('paid'));
    const onSlotSelected = vi.fn(() => events.push('slot'));
    const onReady = vi.fn(() => events.push('ready'));
    render(
      <Flow
        api={api}
        prefill={{ name: 'Mere Tane', email: 'mere@example.co.nz', title: 'Rental property' }}
        metadata={{ utm_source: 'newsletter', matter: '2026-114' }}
        onReady={onReady}
        onSlotSelected={onSlotSelected}
        onBookingCreated={onBookingCreated}
        onPaymentSucceeded={onPaymentSucceeded}
      />,
    );
    await throughDetails();
    expect(await screen.findByRole('heading', { name: 'Payment' })).toHaveFocus();
    await pay('4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeVisible();

    expect(api.bookings).toEqual([
      expect.objectContaining({
        expertId: expert.id,
        duration: 60,
        title: 'Rental property',
        guest: { name: 'Mere Tane', email: 'mere@example.co.nz' },
        metadata: { utm_source: 'newsletter', matter: '2026-114' },
      }),
    ]);
    expect(api.requests.every((request) => request.partnerKey === PARTNER_KEY)).toBe(true);
    const aboutBooking = api.requests.filter((r) => r.path.startsWith('/api/widget/bookings/'));
    expect(aboutBooking.length).toBeGreaterThanOrEqual(3);
    expect(aboutBooking.every((request) => request.auth === 'Bearer bt_test_token')).toBe(true);
    expect(events).toEqual(['ready', 'slot', 'created', 'paid']);
    const paid = onPaymentSucceeded.mock.calls[0] as unknown as [{ money: { paid: number } }];
    expect(paid[0].money.paid).toBeGreaterThan(0);

    const done = within(screen.getByRole('region', { name: /^Book a consultation with/ }));
    expect(done.getByText(/^EB-/)).toBeVisible();
    // The expert's deadline is the booking's own, never a fixed "24 hours".
    const due = (onPaymentSucceeded.mock.calls[0] as unknown as [{ responseDueAt: string }])[0]
      .responseDueAt;
    expect(done.getByText(/to accept; we e-mail you either way\.$/)).toHaveTextContent(
      `has until ${formatDateTime(due, { timeZone: 'Pacific/Auckland' })}`,
    );
    expect(done.queryByText(/24 hours/)).toBeNull();
    const ics = done.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(decodeURIComponent(ics.getAttribute('href') ?? '')).toContain('BEGIN:VEVENT');
    expect(done.getByRole('link', { name: 'Open the consultation room' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/localhost\/join#/),
    );
  });

  it("sends the guest back to the times when the expert's rules refuse the one chosen", async () => {
    const api = widgetApi({
      hours: [10, 11],
      refuse: { code: 'daily_limit_reached', message: 'The expert is fully booked that day' },
    });
    render(<Flow api={api} prefill={GUEST} />);
    await throughDetails();
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toHaveFocus();
    expect(await screen.findByText('Day Fully Booked')).toBeVisible();
    const times = screen.getByRole('group', { name: /^Start time/ });
    expect(times).toHaveAccessibleDescription(
      /The expert is fully booked that day\. The free times have been updated\. Please choose another time\.$/,
    );
    expect(api.bookings).toEqual([]);
  });

  it("offers only the expert's lengths, opening on the shortest", async () => {
    const { ExpertsOwnLengths } = composeStories(stories);
    render(<ExpertsOwnLengths />);
    await waitFor(() => expect(screen.getByRole('radio', { name: '90 minutes' })).toBeChecked());
    expect(screen.queryByRole('radio', { name: '60 minutes' })).toBeNull();
  });

  it('offers 30 minutes and its free times for an expert who offers only 30, and books 30', async () => {
    const api = widgetApi({ hours: [9, 10, 11], durations: [30] });
    render(<Flow api={api} prefill={GUEST} />);
    const lengths = await screen.findByRole('group', { name: /^Duration/ });
    await waitFor(() =>
      expect(within(lengths).getByRole('radio', { name: '30 minutes' })).toBeChecked(),
    );
    expect(within(lengths).getAllByRole('radio')).toHaveLength(1);
    const times = screen.getByRole('group', { name: /^Start time/ });
    await waitFor(() =>
      expect(within(times).getByRole('radio', { name: '10:00 am' })).toBeChecked(),
    );
    expect(within(times).getAllByRole('radio')).toHaveLength(3);
    expect(within(times).getByRole('radio', { name: '9:00 am' })).toBeVisible();
    expect(within(times).getByRole('radio', { name: '11:00 am' })).toBeVisible();
    await throughDetails();
    await screen.findByRole('heading', { name: 'Payment' });
    expect(api.bookings).toEqual([expect.objectContaining({ duration: 30 })]);
  });

  it('follows the paid booking and reports each move of its start once, showing the new time', async () => {
    const api = widgetApi({ hours: [10] });
    const onPaymentSucceeded = vi.fn();
    const onRescheduled = vi.fn();
    render(
      <Flow
        api={api}
        onPaymentSucceeded={onPaymentSucceeded}
        onRescheduled={onRescheduled}
        prefill={{ name: 'Mere Tane', email: 'mere@example.co.nz' }}
        followEveryMs={50}
      />,
    );
    await throughDetails();
    await pay('4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeVisible();
    const [paid] = onPaymentSucceeded.mock.calls[0] as unknown as [
      { id: string; scheduledAt: string },
    ];
    const later = new Date(Date.parse(paid.scheduledAt) + 3_600_000).toISOString();
    api.move(paid.id, later);
    await waitFor(() => expect(onRescheduled).toHaveBeenCalledTimes(1));
    expect(onRescheduled).toHaveBeenCalledWith({
      bookingId: paid.id,
      scheduledAt: later,
      previousScheduledAt: paid.scheduledAt,
    });
    const when = formatDateTime(later, { timeZone: 'Pacific/Auckland' });
    expect(await screen.findByText(when, { exact: false })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onRescheduled).toHaveBeenCalledTimes(1);
  });

  it('reports a declined card with its code and never says paid', async () => {
    const onPaymentSucceeded = vi.fn();
    const onPaymentFailed = vi.fn();
    render(
      <Flow
        api={widgetApi({ hours: [10] })}
        prefill={{ name: 'Mere Tane', email: 'mere@example.co.nz' }}
        onPaymentSucceeded={onPaymentSucceeded}
        onPaymentFailed={onPaymentFailed}
      />,
    );
    await throughDetails();
    await pay('4000 0000 0000 0002');
    expect(
      await screen.findByText('Your card was declined.', { selector: '.eb-payment__problem p' }),
    ).toBeVisible();
    expect(onPaymentFailed).toHaveBeenCalledWith({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(onPaymentSucceeded).not.toHaveBeenCalled();
    // The card stays filled in for another try (all but its security code).
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText(/^Expiry/)).toHaveValue('12/40');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('shows when the booking must be paid by, in the zone the times are shown in', async () => {
    render(
      <Flow
        api={widgetApi({ hours: [10] })}
        prefill={{ name: 'Mere Tane', email: 'mere@example.co.nz' }}
      />,
    );
    await throughDetails();
    expect(
      await screen.findByText(/^Pay by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/),
    ).toBeVisible();
  });

  it('offers a new booking, not Try Again, when a resumed booking can no longer be opened', async () => {
    render(
      <Flow api={widgetApi({ hours: [10] })} resume={{ bookingId: 'gone', token: 'bt_expired' }} />,
    );
    expect(await screen.findByText(/can no longer be opened here/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a time again' }));
    expect(await screen.findByRole('radio', { name: '10:00 am' })).toBeVisible();
  });

  it('asks for a name and a valid e-mail before booking anything', async () => {
    const api = widgetApi({ hours: [10] });
    render(<Flow api={api} />);
    await throughDetails();
    expect(await screen.findByText('Please enter your name.')).toBeVisible();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByLabelText(/^Your name/)).toHaveFocus();
    expect(api.bookings).toEqual([]);
  });

  it('writes a calendar file in UTC with the room link', () => {
    const text = calendarFile(
      {
        id: 'b1',
        scheduledAt: '2026-12-01T21:00:00.000Z',
        endsAt: '2026-12-01T22:00:00.000Z',
        roomUrl: 'https://eb.example/join#t',
      },
      { summary: 'Consultation with Ethan Walker', description: 'Booking EB-1; bring notes' },
      new Date('2026-11-25T00:00:00.000Z'),
    );
    expect(text).toContain('UID:consultation-b1@expertbridge\r\n');
    expect(text).toContain('DTSTART:20261201T210000Z\r\n');
    expect(text).toContain('DTEND:20261201T220000Z\r\n');
    expect(text).toContain('DESCRIPTION:Booking EB-1\\; bring notes\r\n');
    expect(text).toContain('URL:https://eb.example/join#t\r\n');
  });

  it('has every text its files ask for in the widget catalogue', () => {
    const root = path.resolve(__dirname, '../../..');
    const folders = [
      'components/partner/WidgetBooking',
      'components/booking/AvailabilityPicker',
      'components/booking/TimeZoneSelect',
      'components/payment/PaymentForm',
      'components/directory/ExpertCard',
      'components/feedback/Toaster',
      'primitives',
    ];
    const missing: string[] = [];
    for (const folder of folders) {
      for (const file of readdirSync(path.join(root, folder))) {
        if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
        const source = readFileSync(path.join(root, folder, file), 'utf8');
        for (const [, key] of source.matchAll(/\bt\('([\w.]+)'/g)) {
          if (key && !(key in widgetCatalogue)) missing.push(`${folder}/${file}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  itHasNoAxeViolations(composeStories(stories));
});
