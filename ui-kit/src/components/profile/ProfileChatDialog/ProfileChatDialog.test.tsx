import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { formatDateTime } from '../../../format/dates.js';
import { expert } from '../../../mocks/fixtures.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './ProfileChatDialog.stories.js';

const all = composeStories(stories);
const { SignedOut, CheckingSession, NeedsBooking, ConfirmedConsultation, InProgress } = all;
const { AwaitingAcceptance, LoadingConsultations, LoadFailed } = all;
const { noActiveStore, confirmedStore, inProgressStore, pendingStore } = stories;
const onBook = NeedsBooking.args.onBook as Mock;
const onClose = NeedsBooking.args.onClose as Mock;
const dialog = () => screen.findByRole('dialog', { name: 'Start Chat' });
const openChat = async () => within(await dialog()).findByRole('link', { name: 'Open Chat' });

describe('ProfileChatDialog', () => {
  beforeEach(() => {
    onBook.mockClear();
    onClose.mockClear();
    for (const store of [noActiveStore, confirmedStore, inProgressStore, pendingStore]) {
      store.reset();
    }
  });

  it('asks visitors to log in through /api/login, coming back to the open chat panel', async () => {
    render(<SignedOut />);
    const chat = await dialog();
    expect(
      await within(chat).findByText('Please log in to start chatting with the expert.'),
    ).toBeVisible();
    expect(within(chat).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(`/expert-profile/${expert.id}#chat`)}`,
    );
    expect(within(chat).queryByRole('button', { name: 'Book Consultation' })).toBeNull();
    expect(within(chat).queryByRole('link', { name: 'Open Chat' })).toBeNull();
  });

  it('waits for the session before saying anything', async () => {
    render(<CheckingSession />);
    await settle();
    const chat = await dialog();
    expect(within(chat).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(chat).queryByText(/Please log in/)).toBeNull();
  });

  it('asks a client without a pending, confirmed or running consultation with this expert to book', async () => {
    render(<NeedsBooking />);
    const chat = await dialog();
    expect(
      await within(chat).findByText('You need to book a consultation to start chatting.'),
    ).toBeVisible();
    // Unpaid, past and cancelled bookings with this expert and active ones with another do not count.
    expect(within(chat).queryByRole('link', { name: 'Open Chat' })).toBeNull();
    await userEvent.click(within(chat).getByRole('button', { name: 'Book Consultation' }));
    expect(onBook).toHaveBeenCalledTimes(1);
  });

  it('asks the server for each active status, never for the whole history', async () => {
    render(<NeedsBooking />);
    await within(await dialog()).findByRole('button', { name: 'Book Consultation' });
    const asked = noActiveStore.requests.filter((r) => r.path === '/api/consultations');
    expect(asked.map((r) => r.query.status).sort()).toEqual([
      'confirmed',
      'in_progress',
      'pending',
    ]);
    for (const request of asked) expect(request.query).toMatchObject({ pageSize: '100' });
  });

  it("links a confirmed consultation's room, where its chat is", async () => {
    render(<ConfirmedConsultation />);
    expect(await openChat()).toHaveAttribute(
      'href',
      '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3e12',
    );
    const chat = await dialog();
    expect(within(chat).getByText('GST registration for my new business')).toBeVisible();
    expect(within(chat).getByText('Confirmed')).toBeVisible();
    const when = within(chat).getByText((_, el) => el?.tagName === 'TIME');
    expect(when).toHaveTextContent(
      formatDateTime(when.getAttribute('datetime')!, { timeZone: 'Pacific/Auckland' }),
    );
    expect(within(chat).queryByRole('button', { name: 'Book Consultation' })).toBeNull();
  });

  it('prefers the running consultation over a later confirmed one', async () => {
    render(<InProgress />);
    expect(await openChat()).toHaveAttribute(
      'href',
      '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3e21',
    );
    expect(screen.getByText('In Progress')).toBeVisible();
  });

  it('opens the room of a request the expert has not accepted yet', async () => {
    render(<AwaitingAcceptance />);
    expect(await openChat()).toHaveAttribute(
      'href',
      '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3e30',
    );
    expect(screen.getByText('Pending')).toBeVisible();
  });

  it('shows a spinner while the consultations load, and Try Again when they fail', async () => {
    render(<LoadingConsultations />);
    await settle();
    expect(within(await dialog()).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Book Consultation' })).toBeNull();
    render(<LoadFailed />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try Again');
    // A failed list could hide an active consultation: it must not claim there is none.
    expect(screen.queryByText(/You need to book/)).toBeNull();
  });

  it('closes with Escape and with the close button', async () => {
    render(<NeedsBooking />);
    const chat = await dialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(chat).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  itHasNoAxeViolations(all);
});
