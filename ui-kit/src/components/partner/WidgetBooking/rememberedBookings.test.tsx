import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../format/dates.js';
import { expert } from '../../../mocks/fixtures.js';
import { mockFetch } from '../../../mocks/mockFetch.js';
import { storageDouble } from '../../../mocks/storage.js';
import {
  BOOKING_TOKEN,
  PARTNER_KEY,
  widgetApi,
  type WidgetApiDouble,
} from '../../../mocks/widget.js';
import { WidgetProvider } from '../../../WidgetProvider.js';
import {
  memoryKey,
  recall,
  remember,
  REMEMBERED_AT_MOST,
  type RememberedBooking,
} from './rememberedBookings.js';
import { WidgetBooking, type WidgetBookingProps } from './WidgetBooking.js';

const HOUR = 3_600_000;
const KEY = memoryKey(PARTNER_KEY, expert.id);
const ZONE = 'Pacific/Auckland';

/** One load of the partner's page: a widget whose page storage is `storage`. */
function Page({
  api,
  storage,
  ...props
}: Partial<WidgetBookingProps> & { api: WidgetApiDouble; storage: Storage }) {
  const [fetch] = useState(() => mockFetch(api.handlers));
  return (
    <WidgetProvider baseUrl="http://localhost" partnerKey={PARTNER_KEY} fetch={fetch}>
      <WidgetBooking
        expertId={expert.id}
        timeZone={ZONE}
        returnUrl="https://smithco.example.nz/book"
        memory={{ storage, partnerKey: PARTNER_KEY }}
        followEveryMs={50}
        {...props}
      />
    </WidgetProvider>
  );
}

async function bookAndPay() {
  const next = await screen.findByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await userEvent.type(await screen.findByLabelText(/^Card number/), '4242 4242 4242 4242');
  await userEvent.type(screen.getByLabelText(/^Expiry/), '12/40');
  await userEvent.type(screen.getByLabelText(/^Security code/), '123');
  await userEvent.click(screen.getByRole('button', { name: /^Pay NZ\$/ }));
  await screen.findByRole('heading', { name: 'Booked' });
}

const GUEST = { name: 'Mere Tane', email: 'mere@example.co.nz' };
const stored = (storage: Storage) => JSON.parse(storage.getItem(KEY) ?? 'null') as unknown;
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

/** A page that a booking three days ahead was paid on, before this load. */
function paidOnThisPage(api: WidgetApiDouble, storage = storageDouble()) {
  const paid = api.paidBefore(new Date(Date.now() + 72 * HOUR).toISOString());
  const entry = { id: paid.id, token: BOOKING_TOKEN, scheduledAt: paid.scheduledAt, minutes: 60 };
  remember(storage, KEY, entry);
  return { paid, storage };
}

describe('the bookings a widget keeps on the partner’s page', () => {
  it('are scoped to the partner’s key and the expert, let go after their end (not their token’s), five at most', () => {
    expect(memoryKey('pk_a', expert.id)).not.toBe(memoryKey('pk_b', expert.id));
    expect(memoryKey(PARTNER_KEY, 'another-expert')).not.toBe(KEY);
    const storage = storageDouble();
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
    const entry = (id: string, start: number, more: Partial<RememberedBooking> = {}) => ({
      id,
      token: `ebt_${id}`,
      scheduledAt: at(start),
      minutes: 60,
      ...more,
    });
    remember(storage, KEY, entry('ended', -2));
    remember(storage, KEY, entry('token-expired', 5, { tokenExpiresAt: at(-0.5) }));
    remember(storage, KEY, entry('under-way', -0.5));
    expect(recall(storage, KEY).map((kept) => kept.id)).toEqual(['token-expired', 'under-way']);
    // The oldest goes first past the bound.
    for (const n of [1, 2, 3, 4, 5]) remember(storage, KEY, entry(`later-${n}`, 24 * n));
    expect(recall(storage, KEY).map((kept) => kept.id)).toEqual([
      'later-1',
      'later-2',
      'later-3',
      'later-4',
      'later-5',
    ]);
    expect(REMEMBERED_AT_MOST).toBe(5);
    storage.setItem(KEY, JSON.stringify([{ id: 'x', token: 7 }, entry('kept', 3), 'junk']));
    expect(recall(storage, KEY).map((kept) => kept.id)).toEqual(['kept']);
  });

  it('keep a paid booking with nothing of the guest’s, and tell the page once after a reload when it moved', async () => {
    const api = widgetApi({ hours: [10] });
    const storage = storageDouble();
    const first = render(<Page api={api} storage={storage} prefill={GUEST} />);
    await bookAndPay();
    const [booked] = api.bookings;
    const entries = stored(storage) as RememberedBooking[];
    expect(entries).toEqual([
      {
        id: expect.any(String),
        token: BOOKING_TOKEN,
        scheduledAt: booked!.scheduledAt,
        minutes: 60,
        tokenExpiresAt: expect.any(String),
      },
    ]);
    expect(storage.getItem(KEY)).not.toMatch(/Mere|mere@/);
    first.unmount();

    const later = new Date(Date.parse(booked!.scheduledAt) + 2 * HOUR).toISOString();
    api.move(entries[0]!.id, later);
    const onRescheduled = vi.fn();
    const reloaded = render(<Page api={api} storage={storage} onRescheduled={onRescheduled} />);
    expect(await screen.findByRole('heading', { name: 'Booked' })).not.toHaveFocus();
    expect(
      screen.getByText(formatDateTime(later, { timeZone: ZONE }), { exact: false }),
    ).toBeVisible();
    await waitFor(() => expect(onRescheduled).toHaveBeenCalledTimes(1));
    expect(onRescheduled).toHaveBeenCalledWith({
      bookingId: entries[0]!.id,
      scheduledAt: later,
      previousScheduledAt: booked!.scheduledAt,
    });
    expect((stored(storage) as RememberedBooking[])[0]!.scheduledAt).toBe(later);
    await settle();
    expect(onRescheduled).toHaveBeenCalledTimes(1);
    reloaded.unmount();

    const again = vi.fn();
    render(<Page api={api} storage={storage} onRescheduled={again} />);
    await screen.findByRole('heading', { name: 'Booked' });
    await settle();
    expect(again).not.toHaveBeenCalled();
  });

  it('show a booking whose time stayed, telling the page nothing, with Book another opening the times', async () => {
    const api = widgetApi({ hours: [10] });
    const { paid, storage } = paidOnThisPage(api);
    const onRescheduled = vi.fn();
    render(<Page api={api} storage={storage} onRescheduled={onRescheduled} />);
    await screen.findByRole('heading', { name: 'Booked' });
    expect(screen.getByText(paid.reference)).toBeVisible();
    await settle();
    expect(onRescheduled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Book another consultation' }));
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toHaveFocus();
    expect(await screen.findByRole('radio', { name: '10:00 am' })).toBeVisible();
  });

  it('tell the page of a move once when two widgets on it follow the same booking', async () => {
    const api = widgetApi({ hours: [10] });
    const { paid, storage } = paidOnThisPage(api);
    api.move(paid.id, new Date(Date.parse(paid.scheduledAt) + HOUR).toISOString());
    const onRescheduled = vi.fn();
    render(
      <>
        <Page api={api} storage={storage} onRescheduled={onRescheduled} />
        <Page api={api} storage={storage} onRescheduled={onRescheduled} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Booked' })).toHaveLength(2));
    await settle();
    expect(onRescheduled).toHaveBeenCalledTimes(1);
  });

  it('show a booking again past its token’s expiry, hear of its move, and send the guest to their e-mail for the room', async () => {
    const api = widgetApi({ hours: [10] });
    const { paid, storage } = paidOnThisPage(api);
    remember(storage, KEY, {
      ...recall(storage, KEY)[0]!,
      tokenExpiresAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const later = new Date(Date.parse(paid.scheduledAt) + HOUR).toISOString();
    api.move(paid.id, later);
    const onRescheduled = vi.fn();
    render(<Page api={api} storage={storage} onRescheduled={onRescheduled} />);
    await screen.findByRole('heading', { name: 'Booked' });
    expect(screen.getByText(paid.reference)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open the consultation room' })).toBeNull();
    expect(screen.getByText(/use the link in your confirmation e-mail/)).toBeVisible();
    await waitFor(() => expect(onRescheduled).toHaveBeenCalledTimes(1));
    expect(onRescheduled).toHaveBeenCalledWith(
      expect.objectContaining({ bookingId: paid.id, scheduledAt: later }),
    );
  });

  it('take the room’s link away when the token expires while the booking is shown', async () => {
    const api = widgetApi({ hours: [10] });
    const { storage } = paidOnThisPage(api);
    remember(storage, KEY, {
      ...recall(storage, KEY)[0]!,
      tokenExpiresAt: new Date(Date.now() + 400).toISOString(),
    });
    render(<Page api={api} storage={storage} />);
    await screen.findByRole('heading', { name: 'Booked' });
    expect(screen.getByRole('link', { name: 'Open the consultation room' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open the consultation room' })).toBeNull(),
    );
    expect(screen.getByText(/use the link in your confirmation e-mail/)).toBeVisible();
  });

  it('let a booking go when its token no longer opens it, and show the form', async () => {
    const api = widgetApi({ hours: [10] });
    const storage = storageDouble();
    const paid = api.paidBefore(new Date(Date.now() + 72 * HOUR).toISOString());
    remember(storage, KEY, {
      id: paid.id,
      token: 'ebt_expired',
      scheduledAt: paid.scheduledAt,
      minutes: 60,
    });
    render(<Page api={api} storage={storage} />);
    expect(await screen.findByRole('radio', { name: '10:00 am' })).toBeVisible();
    await waitFor(() => expect(storage.getItem(KEY)).toBeNull());
  });

  it('leave the widget working when the storage holds something else', async () => {
    const api = widgetApi({ hours: [10] });
    const storage = storageDouble({ items: { [KEY]: '{"not json' } });
    const onRescheduled = vi.fn();
    render(<Page api={api} storage={storage} prefill={GUEST} onRescheduled={onRescheduled} />);
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBeVisible();
    await bookAndPay();
    expect(recall(storage, KEY)).toHaveLength(1);
    expect(onRescheduled).not.toHaveBeenCalled();
  });

  it('leave the widget working when the storage is full, still following the booking while open', async () => {
    const api = widgetApi({ hours: [10] });
    const storage = storageDouble({ full: true });
    const onPaymentSucceeded = vi.fn();
    const onRescheduled = vi.fn();
    render(
      <Page
        api={api}
        storage={storage}
        prefill={GUEST}
        onPaymentSucceeded={onPaymentSucceeded}
        onRescheduled={onRescheduled}
      />,
    );
    await bookAndPay();
    expect(onPaymentSucceeded).toHaveBeenCalledTimes(1);
    expect(storage.length).toBe(0);
    const [paid] = onPaymentSucceeded.mock.calls[0] as [{ id: string; scheduledAt: string }];
    const later = new Date(Date.parse(paid.scheduledAt) + HOUR).toISOString();
    api.move(paid.id, later);
    await waitFor(() => expect(onRescheduled).toHaveBeenCalledTimes(1));
    expect(onRescheduled).toHaveBeenCalledWith({
      bookingId: paid.id,
      scheduledAt: later,
      previousScheduledAt: paid.scheduledAt,
    });
  });
});
