import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../../../mocks/handlers.js';
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
import { memoryKey, remember } from './rememberedBookings.js';
import { WidgetBooking, type WidgetBookingProps } from './WidgetBooking.js';

/** The flow as the widget runs it: its own provider (partner key, widget texts) over an API in memory. */
function InWidget({
  api,
  theme,
  ...props
}: WidgetBookingProps & { api: () => WidgetApiDouble; theme?: 'light' | 'dark' }) {
  const [fetch] = useState(() => mockFetch(api().handlers));
  return (
    <WidgetProvider baseUrl="http://localhost" partnerKey={PARTNER_KEY} fetch={fetch} theme={theme}>
      <WidgetBooking {...props} />
    </WidgetProvider>
  );
}

const meta = {
  title: 'Partner widget/WidgetBooking',
  component: WidgetBooking,
  args: {
    expertId: expert.id,
    timeZone: 'Pacific/Auckland',
    returnUrl: 'https://smithco.example.nz/book',
    onSlotSelected: fn(),
    onBookingCreated: fn(),
    onPaymentSucceeded: fn(),
    onPaymentFailed: fn(),
  },
  parameters: { ownProvider: true },
  render: (args, { globals }) => (
    <InWidget
      {...args}
      theme={globals.theme as 'light' | 'dark' | undefined}
      api={() => widgetApi({ hours: [9, 10, 11] })}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WidgetBooking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Continue, once the first free day's 10:00 is chosen for the guest. */
const continueButton = async (canvas: ReturnType<typeof within>) => {
  const button = await canvas.findByRole('button', { name: 'Continue' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

/** Opens on the first day with a free time, 10:00 chosen for you. */
export const ChooseATime: Story = {};

export const Loading: Story = {
  render: (args) => (
    <InWidget {...args} api={() => ({ ...widgetApi(), handlers: [pending('getWidgetExpert')] })} />
  ),
};

export const UnknownExpert: Story = { args: { expertId: '00000000-0000-4000-8000-000000000000' } };

/** Resumed with a booking token that has expired: a new booking is offered, not a Try Again that would fail. */
export const ResumedBookingGone: Story = {
  args: { resume: { bookingId: '00000000-0000-4000-8000-000000000000', token: 'bt_expired' } },
};

export const InSydney: Story = { args: { timeZone: 'Australia/Sydney' } };

export const Details: Story = {
  args: { prefill: { name: 'Mere Tane', email: 'mere@example.co.nz', title: 'Rental property' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await continueButton(canvas));
    await canvas.findByRole('heading', { name: 'Your details' });
  },
};

export const Payment: Story = {
  args: Details.args,
  play: async (context) => {
    await Details.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await canvas.findByRole('button', { name: /^Pay NZ\$/ });
  },
};

export const Declined: Story = {
  args: Details.args,
  play: async (context) => {
    await Payment.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Card number/), '4000 0000 0000 0002');
    await userEvent.type(canvas.getByLabelText(/^Expiry/), '12/40');
    await userEvent.type(canvas.getByLabelText(/^Security code/), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay NZ\$/ }));
    await canvas.findByText('Your card was declined.', { selector: '.eb-payment__problem p' });
  },
};

export const Booked: Story = {
  args: Details.args,
  play: async (context) => {
    await Payment.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText(/^Expiry/), '12/40');
    await userEvent.type(canvas.getByLabelText(/^Security code/), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay NZ\$/ }));
    await expect(await canvas.findByRole('heading', { name: 'Booked' })).toBeVisible();
  },
};

/** The expert's rules refuse the time (their notice): back on the times, with why, and the times read again. */
export const TimeRefused: Story = {
  args: Details.args,
  render: (args) => (
    <InWidget
      {...args}
      api={() =>
        widgetApi({
          hours: [9, 10, 11],
          refuse: {
            code: 'insufficient_notice',
            message: "This expert needs at least 24 hours' notice",
          },
        })
      }
    />
  ),
  play: async (context) => {
    await Details.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await canvas.findByRole('heading', { name: 'Choose a time' });
  },
};

/** An expert with no free time in their horizon: said at once, Continue stays off. */
export const NoFreeTimes: Story = {
  render: (args) => <InWidget {...args} api={() => widgetApi({ hours: [] })} />,
};

/** An expert who offers 90 and 120 minutes only: the widget opens on 90. */
export const ExpertsOwnLengths: Story = {
  render: (args) => (
    <InWidget {...args} api={() => widgetApi({ hours: [9, 10, 11], durations: [90, 120] })} />
  ),
};

/** An expert who offers 30 minutes only: the widget offers 30 minutes and their free times. */
export const ThirtyMinutesOnly: Story = {
  render: (args) => (
    <InWidget {...args} api={() => widgetApi({ hours: [9, 10, 11], durations: [30] })} />
  ),
};

/**
 * A page where this widget's visitor paid for a booking three days ahead, kept in the page's storage; with
 * `tokenExpired`, paid more than the token's two hours ago.
 */
function pageWithPaidBooking(tokenExpired = false) {
  const api = widgetApi({ hours: [9, 10, 11] });
  const paid = api.paidBefore(new Date(Date.now() + 3 * 24 * 3_600_000).toISOString());
  const storage = storageDouble();
  remember(storage, memoryKey(PARTNER_KEY, expert.id), {
    id: paid.id,
    token: BOOKING_TOKEN,
    scheduledAt: paid.scheduledAt,
    minutes: paid.duration,
    ...(tokenExpired ? { tokenExpiresAt: new Date(Date.now() - 3_600_000).toISOString() } : {}),
  });
  return { api, memory: { storage, partnerKey: PARTNER_KEY } };
}

function ReloadedAfterPaying({
  tokenExpired = false,
  ...args
}: WidgetBookingProps & { tokenExpired?: boolean }) {
  const [page] = useState(() => pageWithPaidBooking(tokenExpired));
  return <InWidget {...args} api={() => page.api} memory={page.memory} />;
}

/** The visitor paid, then reloaded the page: their booking, read again, with Book another beside it. */
export const BookedBeforeThisLoad: Story = {
  render: (args) => <ReloadedAfterPaying {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Booked' });
    await canvas.findByRole('button', { name: 'Book another consultation' });
  },
};

/** The visitor comes back after the token's two hours: the booking still, the room by the confirmation e-mail. */
export const BookedTokenExpired: Story = {
  render: (args) => <ReloadedAfterPaying {...args} tokenExpired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Booked' });
    await canvas.findByText(/use the link in your confirmation e-mail/);
    await expect(canvas.queryByRole('link', { name: 'Open the consultation room' })).toBeNull();
  },
};
