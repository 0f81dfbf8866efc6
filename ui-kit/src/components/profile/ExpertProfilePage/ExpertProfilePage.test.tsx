import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { expert } from '../../../mocks/fixtures.js';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './ExpertProfilePage.stories.js';

const all = composeStories(stories);
const { Profile, BookingOpen, BookingSignedOut, ChatSignedOut, ChatNeedsBooking } = all;
const { ChatWithConsultation, Loading, NotFound, InThePortal, Booked } = all;
const onPanelChange = Profile.args.onPanelChange as Mock;
const onBooked = Profile.args.onBooked as Mock;

const profileLoaded = () => screen.findByRole('heading', { level: 1, name: /Ethan Walker/ });
const header = async () => (await profileLoaded()).closest('header')!;

describe('ExpertProfilePage', () => {
  beforeEach(() => {
    onPanelChange.mockClear();
    onBooked.mockClear();
  });

  it('shows the profile with Book Consultation and Start Chat, which ask for their panel', async () => {
    render(<Profile />);
    const actions = within(await header());
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(actions.getByRole('button', { name: 'Book Consultation' }));
    expect(onPanelChange).toHaveBeenLastCalledWith('book');
    await userEvent.click(actions.getByRole('button', { name: 'Start Chat' }));
    expect(onPanelChange).toHaveBeenLastCalledWith('chat');
    // The page composes the view: its cards are there once, not copied.
    expect(screen.getAllByRole('heading', { level: 2, name: 'About' })).toHaveLength(1);
  });

  it('opens the booking dialog for #book, and closing it clears the panel', async () => {
    render(<BookingOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Book Consultation' });
    expect(await within(dialog).findByText('With Ethan Walker · NZ$180/hour')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onPanelChange).toHaveBeenLastCalledWith(null);
  });

  it('asks visitors to join for #book and to log in for #chat', async () => {
    render(<BookingSignedOut />);
    expect(await screen.findByRole('dialog', { name: 'Join to Book Consultation' })).toBeVisible();
    render(<ChatSignedOut />);
    const chat = await screen.findByRole('dialog', { name: 'Start Chat' });
    expect(
      await within(chat).findByText('Please log in to start chatting with the expert.'),
    ).toBeVisible();
    expect(within(chat).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(`/expert-profile/${expert.id}#chat`)}`,
    );
  });

  it("moves from the chat's Book Consultation to #book, and closes the chat with Escape", async () => {
    render(<ChatNeedsBooking />);
    const chat = await screen.findByRole('dialog', { name: 'Start Chat' });
    await userEvent.click(await within(chat).findByRole('button', { name: 'Book Consultation' }));
    expect(onPanelChange).toHaveBeenLastCalledWith('book');
    await userEvent.keyboard('{Escape}');
    expect(onPanelChange).toHaveBeenLastCalledWith(null);
  });

  it('links the room of a confirmed consultation from #chat', async () => {
    render(<ChatWithConsultation />);
    const chat = await screen.findByRole('dialog', { name: 'Start Chat' });
    expect(await within(chat).findByRole('link', { name: 'Open Chat' })).toHaveAttribute(
      'href',
      '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3f02',
    );
  });

  it('opens no panel before the expert has loaded, nor for an unknown expert', async () => {
    render(<Loading />);
    await settle();
    expect(screen.getByText('Loading...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    render(<NotFound />);
    expect(await screen.findByRole('heading', { name: 'Expert Not Found' })).toBeVisible();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches panels as the portal does: chat, then booking from the chat, then closed', async () => {
    render(<InThePortal />);
    const actions = within(await header());
    const startChat = actions.getByRole('button', { name: 'Start Chat' });
    await userEvent.click(startChat);
    const chat = await screen.findByRole('dialog', { name: 'Start Chat' });
    await userEvent.click(await within(chat).findByRole('button', { name: 'Book Consultation' }));
    const booking = await screen.findByRole('dialog', { name: 'Book Consultation' });
    expect(screen.getAllByRole('dialog')).toEqual([booking]);
    expect(await within(booking).findByLabelText(/^Title/)).toHaveValue('General Consultation');
    await userEvent.click(within(booking).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onPanelChange.mock.calls).toEqual([['chat'], ['book'], [null]]);
    // Focus goes back to the page, where the chat was opened from.
    expect(startChat).toHaveFocus();
  });

  it('hands the booked consultation to the portal', async () => {
    await renderPlayed(Booked);
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(onBooked.mock.calls[0]![0]).toMatchObject({
      status: 'pending_payment',
      expertId: expert.id,
    });
  });

  itHasNoAxeViolations(all);
});
