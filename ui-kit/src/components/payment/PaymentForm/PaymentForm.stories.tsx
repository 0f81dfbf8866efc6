import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import { bookingHandlers } from '../../../mocks/booking.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { confirmedConsultation, pendingPaymentConsultation } from '../../../mocks/fixtures.js';
import { failing, networkError, pending, respond } from '../../../mocks/handlers.js';
import { PaymentForm } from './PaymentForm.js';

/** The consultation the page is for, plus the sandbox gateway's answers. */
export const paying = (consultation: unknown, ...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [...handlers, respond('getConsultation', 200, consultation), ...bookingHandlers()],
  },
});

/** Types a card into the sandbox form and presses Pay. */
const payWith =
  (cardNumber: string, expiry = '12/30', cvc = '123') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Card number/), cardNumber);
    await userEvent.type(canvas.getByLabelText(/^Expiry/), expiry);
    await userEvent.type(canvas.getByLabelText(/^Security code/), cvc);
    await userEvent.click(canvas.getByRole('button', { name: /^Pay / }));
  };

const meta = {
  title: 'Payment/PaymentForm',
  component: PaymentForm,
  args: {
    consultationId: pendingPaymentConsultation.id,
    onPaid: fn(),
    timeZone: 'Pacific/Auckland',
  },
  parameters: paying(pendingPaymentConsultation),
  excludeStories: ['paying'],
} satisfies Meta<typeof PaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Ready: Story = {};

/** A deployment with short rules (LIFECYCLE_CONFIG_JSON): terms under an hour are worded exactly, never "0 hours". */
export const ShortRules: Story = {
  parameters: paying(
    pendingPaymentConsultation,
    respond('getPaymentConfig', 200, {
      ...exampleResponse('getPaymentConfig', 200),
      refundWindowHours: 2,
      refundWindowMs: 90 * 60_000,
      escrowHoldHours: 0,
      escrowHoldMs: 20 * 60_000,
    }),
  ),
};

export const Loading: Story = {
  parameters: paying(pendingPaymentConsultation, pending('getPaymentConfig')),
};

export const SetupFailed: Story = {
  parameters: paying(pendingPaymentConsultation, failing('getPaymentConfig')),
};

export const CardNotFilledIn: Story = { play: payWith('4242', '13/30', '12') };

/** A card whose expiry has passed, caught before anything is sent. */
export const ExpiredCard: Story = { play: payWith('4242 4242 4242 4242', '01/20') };

/** A mistyped digit (the Luhn check) and a 4-digit code on a Visa, caught before anything is sent. */
export const MistypedCard: Story = { play: payWith('4242 4242 4242 4241', '12/30', '1234') };

export const Processing: Story = {
  parameters: paying(pendingPaymentConsultation, pending('confirmSandboxPayment')),
  play: payWith('4242 4242 4242 4242'),
};

export const Paid: Story = { play: payWith('4242 4242 4242 4242') };

export const Declined: Story = { play: payWith('4000 0000 0000 0002') };

export const InsufficientFunds: Story = { play: payWith('4000 0000 0000 9995') };

export const BookingClosed: Story = {
  parameters: paying(pendingPaymentConsultation, respond('createPaymentIntent', 409)),
  play: payWith('4242 4242 4242 4242'),
};

export const ProviderUnavailable: Story = {
  parameters: paying(pendingPaymentConsultation, respond('createPaymentIntent', 502)),
  play: payWith('4242 4242 4242 4242'),
};

export const ConnectionLost: Story = {
  parameters: paying(pendingPaymentConsultation, networkError('createPaymentIntent')),
  play: payWith('4242 4242 4242 4242'),
};

export const ChargedButNotRecorded: Story = {
  parameters: paying(pendingPaymentConsultation, respond('processPayment', 503)),
  play: payWith('4242 4242 4242 4242'),
};

export const ReturnedFromTheProvider: Story = {
  args: {
    returnedPayment: { paymentIntentId: 'pi_sandbox_4c1e9a578f0f6c2d', status: 'succeeded' },
  },
};

export const ReturnedRefused: Story = {
  args: { returnedPayment: { paymentIntentId: 'pi_sandbox_4c1e9a578f0f6c2d', status: 'failed' } },
};

export const AlreadyPaid: Story = { parameters: paying(confirmedConsultation) };

export const Cancelled: Story = {
  parameters: paying({ ...pendingPaymentConsultation, status: 'cancelled' }),
};

export const MissingConsultation: Story = { args: { consultationId: undefined } };

/** A consultation that does not exist or is someone else's: the API answers 404 alike. */
export const NotFound: Story = {
  parameters: paying(pendingPaymentConsultation, respond('getConsultation', 404)),
};

/** The expert of the booking opens its payment page: only the client pays. */
export const NotTheClient: Story = {
  parameters: paying(
    pendingPaymentConsultation,
    respond('getCurrentUser', 200, {
      ...exampleResponse('getCurrentUser', 200),
      id: pendingPaymentConsultation.expert.userId,
      userType: 'expert',
    }),
  ),
};
