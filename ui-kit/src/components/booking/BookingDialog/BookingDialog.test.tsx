import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './BookingDialog.stories.js';

const all = composeStories(stories);
const { Defaults, TimeChosen, AustralianExpert, TitleRequired, DateRequired, TimeRequired } = all;
const { Busy, Booked, SlotTaken, BookingsUnavailable, FailedWithoutAnswer, SessionExpired } = all;
const { SignedOut, OpenedFromTheProfile, InsufficientNotice, OutsideAvailability, NoFreeTimes } =
  all;
const onBooked = Defaults.args.onBooked as Mock;

const total = () => screen.getByText(/^(NZ|A)\$[\d,]+\.\d\d$/);
const toast = async (title: string) =>
  (await screen.findByText(title)).closest('.eb-toast')?.textContent;

describe('BookingDialog', () => {
  beforeEach(() => onBooked.mockClear());

  it('starts with the spec’s defaults: General Consultation, no description, 60 minutes', async () => {
    render(<Defaults />);
    const title = await screen.findByLabelText(/^Title/);
    const dialog = screen.getByRole('dialog', { name: 'Book Consultation' });
    expect(title).toHaveValue('General Consultation');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: '60 minutes' })).toBeChecked();
    expect(within(dialog).getByText('With Ethan Walker · NZ$180/hour')).toBeVisible();
  });

  it('shows the total as rate × minutes / 60 with the fee note, and updates it with the duration', async () => {
    render(<Defaults />);
    await screen.findByLabelText(/^Title/);
    expect(total()).toHaveTextContent('NZ$180.00');
    expect(screen.getByText('Platform fee (15%) included')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '90 minutes' }));
    expect(total()).toHaveTextContent('NZ$270.00');
    await userEvent.click(screen.getByRole('radio', { name: '30 minutes' }));
    expect(total()).toHaveTextContent('NZ$90.00');
    render(<AustralianExpert />);
    expect(await screen.findByText('A$250.50')).toBeVisible();
  });

  it('requires a title: clearing it says so and disables Book & Pay', async () => {
    await renderPlayed(TitleRequired);
    expect(screen.getByText('Title is required')).toHaveClass('eb-field-error');
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Book & Pay' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Title/), 'GST question');
    expect(screen.getByRole('button', { name: 'Book & Pay' })).toBeEnabled();
  });

  it('asks for a date with a toast, and then for a time', async () => {
    await renderPlayed(DateRequired);
    expect(await toast('Date Required')).toContain('Please select a date for your consultation.');
    expect(screen.getByLabelText(/^Date/)).toHaveFocus();
    await renderPlayed(TimeRequired);
    expect(await screen.findByText('Please choose a time.')).toBeVisible();
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('books the chosen time and hands the consultation to the host', async () => {
    await renderPlayed(Booked);
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    const chosen = screen.getAllByRole('radio', { name: /[ap]m$/ })[0];
    const consultation = onBooked.mock.calls[0]![0];
    expect(consultation).toMatchObject({
      status: 'pending_payment',
      title: 'General Consultation',
      duration: 60,
      totalAmount: { amount: 18000, currency: 'NZD' },
    });
    expect(consultation.scheduledAt).toBe(chosen?.getAttribute('value'));
    expect(await toast('Consultation Booked')).toContain('Complete the payment');
  });

  it("says 'Booking...' and disables the button while the booking is sent", async () => {
    await renderPlayed(Busy);
    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeDisabled();
  });

  it('says when the time was just taken and refreshes the times without it', async () => {
    await renderPlayed(SlotTaken);
    expect(await toast('Time No Longer Available')).toContain(
      'That time has just been booked. Please choose another time.',
    );
    const [taken] = [...stories.takenByOthers.taken];
    await waitFor(() =>
      expect(
        screen.getAllByRole('radio', { name: /[ap]m$/ }).map((r) => r.getAttribute('value')),
      ).toHaveLength(2),
    );
    const times = screen.getAllByRole('radio', { name: /[ap]m$/ });
    expect(times.map((r) => r.getAttribute('value'))).not.toContain(taken);
    expect(times.filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(onBooked).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a failure, else the spec's text; an ended session asks to log in", async () => {
    await renderPlayed(BookingsUnavailable);
    expect(await toast('Booking Failed')).toContain(
      'The service is briefly unavailable. Please try again shortly.',
    );
    await renderPlayed(FailedWithoutAnswer);
    expect(await toast('Booking Failed')).toContain(
      'Failed to book the consultation. Please try again.',
    );
    await renderPlayed(SessionExpired);
    expect(await toast('Login Required')).toContain('Please log in to book a consultation.');
  });

  it("says why a time was refused, in the server's words, and sends the person back to the times", async () => {
    await renderPlayed(InsufficientNotice);
    expect(await toast('Too Soon to Book')).toContain(
      "This expert needs at least 24 hours' notice",
    );
    const times = screen.getByRole('group', { name: /^Start time/ });
    await waitFor(() => expect(times).toHaveAttribute('aria-invalid', 'true'));
    expect(times).toHaveAccessibleDescription(
      /This expert needs at least 24 hours' notice\. The free times have been updated\. Please choose another time\.$/,
    );
    expect(
      screen
        .getAllByRole('radio', { name: /[ap]m$/ })
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    await userEvent.click(screen.getAllByRole('radio', { name: /[ap]m$/ })[1]!);
    expect(times).not.toHaveAttribute('aria-invalid');
    await renderPlayed(OutsideAvailability);
    expect(await toast("Outside the Expert's Hours")).toContain(
      'The expert does not take bookings at that time',
    );
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('says so when the expert has no free time to book', async () => {
    render(<NoFreeTimes />);
    expect(await screen.findByText(/This expert has no free times to book/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book & Pay' })).toBeDisabled();
  });

  it('asks visitors to join, linking Create Account and Sign In', async () => {
    render(<SignedOut />);
    const dialog = await screen.findByRole('dialog', { name: 'Join to Book Consultation' });
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(dialog).queryByRole('button', { name: 'Book & Pay' })).toBeNull();
  });

  it('keeps focus inside while open and returns it to the opener on close', async () => {
    render(<OpenedFromTheProfile />);
    const opener = screen.getByRole('button', { name: 'Book Consultation' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Book Consultation' });
    await within(dialog).findByLabelText(/^Title/);
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps the chosen time and duration together', async () => {
    await renderPlayed(TimeChosen);
    expect(screen.getByRole('radio', { name: '11:00 am' })).toBeChecked();
    expect(total()).toHaveTextContent('NZ$270.00');
  });

  itHasNoAxeViolations(all);
});
