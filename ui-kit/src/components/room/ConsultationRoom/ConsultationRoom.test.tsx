import { composeStories } from '@storybook/react-vite';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomDouble } from '../../../mocks/live.js';
import type { ConsultationDouble } from '../../../mocks/room.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './ConsultationRoom.stories.js';
import { COUNTDOWN_REFRESH_MS, useNow } from './roomClock.js';

const all = composeStories(stories);
const {
  PaymentRequired,
  PaymentRequiredExpert,
  PaymentSuccessful,
  BookingRequest,
  Scheduled,
  ConfiguredRules,
  ReadyToStart,
  ExpertLate,
  InProgressWithDisclaimer,
  InProgress,
  InProgressExpert,
  Completed,
  OpenedForReview,
  OpenedToReport,
  ReportAfterDispute,
  CompletedAndReviewed,
  Cancelled,
  DisputeResolvedForClient,
  DisputeResolvedForExpert,
  DisputeOpenForExpert,
  AdminWatching,
  NotFound,
  SignedOut,
} = all;

type Parameters = { parameters: Record<string, unknown> };
const serverOf = (story: Parameters) => story.parameters.consultation as ConsultationDouble;
const roomOf = (story: Parameters) => story.parameters.room as RoomDouble;
const heading = (name: string | RegExp) => screen.findByRole('heading', { name });
const toast = async (title: string) =>
  (await within(await screen.findByRole('region', { name: 'Notifications' })).findByText(title))
    .parentElement;

describe('ConsultationRoom', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the header: title, counterpart, duration, amount and status', async () => {
    render(<Scheduled />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'GST registration for my new business',
      }),
    ).toBeVisible();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('with Ethan Walker');
    expect(header).toHaveTextContent('60 minutes');
    expect(header).toHaveTextContent('NZ$180.00');
    expect(within(header).getByText('Confirmed')).toHaveClass('eb-status--confirmed');
  });

  it("says 'Consultation Not Found' with Back to Dashboard", async () => {
    render(<NotFound />);
    expect(await heading('Consultation Not Found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('asks a signed-out visitor to log in', async () => {
    render(<SignedOut />);
    expect(await heading('Access Denied')).toBeVisible();
  });

  it('sends the client to pay, and tells the expert the booking is unpaid', async () => {
    render(<PaymentRequired />);
    expect(await heading('Payment Required')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete Payment' })).toHaveAttribute(
      'href',
      `/payment/${PaymentRequired.args.consultationId}`,
    );
    // No chat before payment.
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    render(<PaymentRequiredExpert />);
    expect(await screen.findByText('The client has not paid for this booking yet.')).toBeVisible();
  });

  it('tells the client the payment succeeded, and lets them chat before the session', async () => {
    render(<PaymentSuccessful />);
    expect(await heading('Payment Successful')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('lets the expert accept a paid booking request', async () => {
    render(<BookingRequest />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await toast('Status Updated')).toHaveTextContent(
      'Consultation status has been updated successfully.',
    );
    expect(await heading('Consultation Scheduled')).toBeVisible();
    expect(serverOf(BookingRequest).current?.status).toBe('confirmed');
  });

  it('counts down to the start and keeps Start closed until 10 minutes before', async () => {
    render(<Scheduled />);
    expect(await screen.findByText('Starts in 1 day')).toBeVisible();
    expect(
      screen.getByText('You can start the consultation 10 minutes before the scheduled time.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Consultation' })).toBeDisabled();
  });

  it('words the join window and the refund rule this consultation was booked under', async () => {
    render(<ConfiguredRules />);
    expect(
      await screen.findByText('You can start the consultation 30 days before the scheduled time.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Consultation' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Consultation' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'It starts in under 3 days, so half of the payment is refunded.',
    );
  });

  it('starts the consultation inside the join window', async () => {
    render(<ReadyToStart />);
    expect(await screen.findByText('Starts in 5 minutes')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start Consultation' }));
    expect(await heading('Consultation in Progress')).toBeVisible();
    expect(serverOf(ReadyToStart).current?.status).toBe('in_progress');
  });

  it('offers the client a no-show report once the expert is 15 minutes late', async () => {
    render(<ExpertLate />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report Expert No-Show' }));
    const dialog = screen.getByRole('dialog', { name: 'Report that the expert did not attend?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report No-Show' }));
    expect(await heading('Consultation Cancelled')).toBeVisible();
    expect(screen.getByText('The expert did not attend.')).toBeVisible();
  });

  it('explains the refund before a client cancels, and cancels with the reason', async () => {
    render(<Scheduled />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Consultation' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this consultation?' });
    expect(dialog).toHaveTextContent('The client is refunded in full.');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Found the answer already');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Consultation' }));
    expect(await heading('Consultation Cancelled')).toBeVisible();
    render(<ReadyToStart />);
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Cancel Consultation' }))[0]!,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'It starts in under 24 hours, so half of the payment is refunded.',
    );
  });

  it('asks for the legal disclaimer before a tax consultation, once', async () => {
    const { unmount } = render(<InProgressWithDisclaimer />);
    const dialog = await screen.findByRole('dialog', { name: 'Important Notice' });
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Understand, Continue' }));
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeVisible();
    unmount();
    render(<InProgressWithDisclaimer />);
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the video call and the chat while in progress, and who is in the room', async () => {
    render(<InProgress />);
    const video = await screen.findByRole('region', { name: 'Video Call' });
    expect(await within(video).findByRole('button', { name: 'Start Video' })).toBeEnabled();
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('ends the consultation after the confirmation, then offers the client a review after a second', async () => {
    render(<InProgress />);
    await userEvent.click(await screen.findByRole('button', { name: 'End Consultation' }));
    const dialog = screen.getByRole('dialog', { name: 'End Consultation?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Consultation' }));
    expect(await toast('Consultation Completed')).toHaveTextContent(
      "The expert's payout will be processed.",
    );
    expect(screen.queryByRole('dialog', { name: 'Leave a Review' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
  });

  it('follows a status pushed over the live connection: the expert ended it', async () => {
    render(<InProgress />);
    await screen.findByRole('button', { name: 'End Consultation' });
    serverOf(InProgress).become({ status: 'completed', completedAt: new Date().toISOString() });
    act(() =>
      roomOf(InProgress).push('consultation', {
        type: 'consultation',
        consultationId: InProgress.args.consultationId!,
        status: 'completed',
      }),
    );
    expect(await heading('Consultation Completed')).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Video Call' })).toBeNull();
  });

  it('keeps the room through an outage, then catches up when the connection comes back', async () => {
    render(<InProgress />);
    await screen.findByRole('button', { name: 'End Consultation' });
    const server = serverOf(InProgress);
    const room = roomOf(InProgress);
    // The API goes away while a refresh is under way: the room stays as it was.
    server.reachable = false;
    act(() => {
      room.push('consultation', {
        type: 'consultation',
        consultationId: InProgress.args.consultationId!,
        status: 'in_progress',
      });
      room.drop();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'End Consultation' })).toBeVisible();
    // Meanwhile the expert ended it; the push was lost with the connection. Back online, the room looks again.
    server.become({ status: 'completed', completedAt: new Date().toISOString() });
    server.reachable = true;
    act(() => room.restore());
    expect(await heading('Consultation Completed')).toBeVisible();
  });

  it('opens the review dialog on arrival from #review, focus inside, and clears the hash on close', async () => {
    render(<OpenedForReview />);
    const dialog = await screen.findByRole('dialog', { name: 'Leave a Review' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(OpenedForReview.args.onPanelChange).toHaveBeenCalledWith(null);
  });

  it('opens the problem report on arrival from #report, and clears the hash on close', async () => {
    render(<OpenedToReport />);
    const dialog = await screen.findByRole('dialog', {
      name: 'Report a problem with this consultation',
    });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(OpenedToReport.args.onPanelChange).toHaveBeenCalledWith(null);
    // Report a Problem still works by hand afterwards.
    await userEvent.click(screen.getByRole('button', { name: 'Report a Problem' }));
    expect(screen.getByRole('dialog', { name: /Report a problem/ })).toBeVisible();
  });

  it('opens no second report from #report once a problem was reported', async () => {
    render(<ReportAfterDispute />);
    expect(await screen.findByRole('region', { name: 'Dispute resolved' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the expert end it too, without a review', async () => {
    render(<InProgressExpert />);
    await userEvent.click(await screen.findByRole('button', { name: 'End Consultation' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'End Consultation' }),
    );
    expect(await heading('Consultation Completed')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(screen.queryByRole('dialog', { name: 'Leave a Review' })).toBeNull();
  });

  it('offers a finished client a review and a problem report that needs a reason', async () => {
    render(<Completed />);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a Review' }));
    expect(screen.getByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report a Problem' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem with this consultation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please describe the problem.');
    await userEvent.type(within(dialog).getByRole('textbox'), 'The expert left after 10 minutes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await toast('Report Sent')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Problem reported' })).toHaveTextContent(
      /payment stays on hold.*The expert left after 10 minutes\./,
    );
    expect(screen.queryByRole('button', { name: 'Report a Problem' })).toBeNull();
    expect(serverOf(Completed).current?.dispute?.reason).toBe('The expert left after 10 minutes.');
  });

  it('tells both parties how a dispute was resolved, in words, with the note', async () => {
    const { unmount } = render(<DisputeResolvedForClient />);
    const forClient = await screen.findByRole('region', { name: 'Dispute resolved' });
    expect(forClient).toHaveTextContent('NZ$60.00 is refunded to your card');
    expect(forClient).toHaveTextContent('a third of the fee is refunded');
    expect(screen.queryByRole('button', { name: 'Report a Problem' })).toBeNull();
    unmount();
    render(<DisputeResolvedForExpert />);
    expect(await screen.findByRole('region', { name: 'Dispute resolved' })).toHaveTextContent(
      'NZ$60.00 is refunded to the client, and the rest of your payout is released.',
    );
  });

  it('tells the expert a reported problem holds their payout', async () => {
    render(<DisputeOpenForExpert />);
    expect(await screen.findByRole('region', { name: 'Problem reported' })).toHaveTextContent(
      'Your payout is on hold until our team decides.',
    );
  });

  it('shows the review given instead of the button', async () => {
    render(<CompletedAndReviewed />);
    expect(await screen.findByText('You reviewed this consultation.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave a Review' })).toBeNull();
  });

  it('says why it was cancelled and what was refunded, with the chat read-only', async () => {
    render(<Cancelled />);
    expect(await heading('Consultation Cancelled')).toBeVisible();
    expect(screen.getByText('The client cancelled.')).toBeVisible();
    expect(screen.getByText('NZ$90.00 was refunded to the client.')).toBeVisible();
    expect(await screen.findByText(/This chat is closed/)).toBeVisible();
  });

  it('lets an admin read but not act, chat or call', async () => {
    render(<AdminWatching />);
    expect(await heading('Consultation in Progress')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'End Consultation' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Video Call' })).toBeNull();
    expect(await screen.findByText(/uploaded my invoices/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('keeps private session notes in this browser', async () => {
    const { unmount } = render(<Scheduled />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Session Notes' }),
      'Ask about GST',
    );
    unmount();
    render(<Scheduled />);
    expect(await screen.findByRole('textbox', { name: 'Session Notes' })).toHaveValue(
      'Ask about GST',
    );
  });

  itHasNoAxeViolations(all);
});

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes every 60 seconds and at the moments it is given', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const moment = new Date(start + 10_000).toISOString();
    const { result } = renderHook(() => useNow([moment]));
    const first = result.current.getTime();
    act(() => void vi.advanceTimersByTime(10_100));
    expect(result.current.getTime()).toBeGreaterThanOrEqual(start + 10_000);
    expect(result.current.getTime()).toBeGreaterThan(first);
    act(() => void vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS - 10_100));
    expect(result.current.getTime()).toBeGreaterThanOrEqual(start + COUNTDOWN_REFRESH_MS);
  });
});
