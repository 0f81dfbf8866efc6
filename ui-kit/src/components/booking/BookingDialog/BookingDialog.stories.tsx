import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { useT } from '../../../i18n/I18nProvider.js';
import { availableAt, bookingHandlers, slotTaken } from '../../../mocks/booking.js';
import { expert, experts } from '../../../mocks/fixtures.js';
import { networkError, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { Button } from '../../../primitives/Button.js';
import { BookingDialog, type BookingDialogProps } from './BookingDialog.js';

const ZONE = 'Pacific/Auckland';

const signedIn = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...handlers, ...session.signedIn(), ...bookingHandlers()] },
});

/**
 * Waits for the dialog to open on the first free day (tomorrow in these mocks), optionally clears it or picks
 * its first free start, and presses Book & Pay.
 */
const book =
  ({ date = true, time = true }: { date?: boolean; time?: boolean } = {}) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('radio', { name: /[ap]m$/ });
    if (!date) await userEvent.clear(canvas.getByLabelText(/^Date/));
    if (date && time) await userEvent.click(first!);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book & Pay' }));
  };

/** A refusal of the chosen time, in the contract's error shape. */
const refused = (code: string, message: string) =>
  http.post('*/api/consultations', () =>
    HttpResponse.json(
      { error: { code, message, details: { scheduledAt: message } } },
      { status: 422 },
    ),
  );

/** A profile page's Book Consultation button that opens the dialog, to show focus going back. */
function Opener(props: BookingDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('booking.title')}</Button>
      {open ? <BookingDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const meta = {
  title: 'Booking/BookingDialog',
  component: BookingDialog,
  args: { expert, onClose: fn(), onBooked: fn(), timeZone: ZONE },
  parameters: signedIn(),
  excludeStories: ['takenByOthers'],
} satisfies Meta<typeof BookingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Defaults: Story = {};

export const TimeChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '11:00 am' }));
    await userEvent.click(canvas.getByRole('radio', { name: '90 minutes' }));
  },
};

export const AustralianExpert: Story = { args: { expert: experts[1]! } };

export const TitleRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.clear(await within(canvasElement).findByLabelText(/^Title/));
  },
};

export const DateRequired: Story = { play: book({ date: false }) };

export const TimeRequired: Story = { play: book({ time: false }) };

export const Busy: Story = { parameters: signedIn(pending('createConsultation')), play: book() };

export const Booked: Story = { play: book() };

/** The times the SlotTaken story's other customer has booked. */
export const takenByOthers = slotTaken();

export const SlotTaken: Story = {
  parameters: signedIn(...takenByOthers.handlers),
  play: async (context) => {
    takenByOthers.taken.clear();
    await book()(context);
  },
};

/** The expert needs 24 hours' notice: the server's words, and back to the times, read again. */
export const InsufficientNotice: Story = {
  parameters: signedIn(
    refused('insufficient_notice', "This expert needs at least 24 hours' notice"),
  ),
  play: book(),
};

/** The expert's hours changed meanwhile: the time is outside them now. */
export const OutsideAvailability: Story = {
  parameters: signedIn(
    refused('outside_availability', 'The expert does not take bookings at that time'),
  ),
  play: book(),
};

/** The expert has nothing free within their horizon. */
export const NoFreeTimes: Story = { parameters: signedIn(availableAt([])) };

export const BookingsUnavailable: Story = {
  parameters: signedIn(respond('createConsultation', 503)),
  play: book(),
};

export const FailedWithoutAnswer: Story = {
  parameters: signedIn(networkError('createConsultation')),
  play: book(),
};

export const SessionExpired: Story = {
  parameters: signedIn(respond('createConsultation', 401)),
  play: book(),
};

export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

export const CheckingSession: Story = { parameters: { msw: { handlers: session.loading() } } };

export const OpenedFromTheProfile: Story = { render: (args) => <Opener {...args} /> };
