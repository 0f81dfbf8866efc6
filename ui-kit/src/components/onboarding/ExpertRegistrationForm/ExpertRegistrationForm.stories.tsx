import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { categories } from '../../../mocks/fixtures.js';
import { networkError, pending, respond } from '../../../mocks/handlers.js';
import { pendingProfile, rejectedProfile } from '../../../mocks/onboarding.js';
import { session } from '../../../mocks/scenarios.js';
import { paste, type Canvas } from '../../../test/play.js';
import { ExpertRegistrationForm } from './ExpertRegistrationForm.js';

const withHandlers = (...handlers: ReturnType<typeof respond>[]) => ({
  msw: {
    // The first handler that matches answers: a story's own come before the defaults.
    handlers: [
      ...handlers,
      ...session.signedIn(),
      respond('listCategories', 200, categories),
      respond('getMyExpertProfile', 200, null),
    ],
  },
});

/** The form shows once the session is known. */
async function formReady(canvas: Canvas) {
  await canvas.findByRole('button', { name: 'Submit Application' });
}

/** Fills every field with the contract's example registration, then submits. */
async function fillAndSubmit({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await formReady(canvas);
  await paste(canvas, /^Professional title/, 'Property Investment Adviser');
  await userEvent.selectOptions(
    canvas.getByLabelText(/^Category/),
    await canvas.findByRole('option', { name: 'Real Estate & Property' }),
  );
  await paste(canvas, /^Hourly rate/, '160');
  await userEvent.selectOptions(canvas.getByLabelText(/^Currency/), 'NZD');
  await userEvent.selectOptions(canvas.getByLabelText(/^Location/), 'Auckland');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'New Zealand' }));
  await paste(
    canvas,
    /^Bio/,
    'I help first-home buyers and investors in Auckland understand the market, valuations and tenancy rules.',
  );
  await paste(
    canvas,
    /^Experience/,
    'Nine years as a registered valuer and property investment coach.',
  );
  await paste(canvas, /^Qualifications/, 'Registered Valuer (NZIV); BProp, University of Auckland');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Video Call' }));
  await paste(canvas, /^When are you available/, 'Weekday evenings and Saturday mornings');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
}

const meta = {
  title: 'Onboarding/ExpertRegistrationForm',
  component: ExpertRegistrationForm,
  parameters: withHandlers(),
} satisfies Meta<typeof ExpertRegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

export const EveryRuleBroken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    for (const label of [/^First name/, /^Last name/, /^Email/]) {
      await userEvent.clear(canvas.getByLabelText(label));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Remove English' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
  },
};

export const Submitting: Story = {
  parameters: withHandlers(pending('completeExpertRegistration')),
  play: fillAndSubmit,
};

export const Success: Story = { play: fillAndSubmit };

export const ServerRejectsFields: Story = {
  parameters: withHandlers(respond('completeExpertRegistration', 400)),
  play: fillAndSubmit,
};

export const NetworkError: Story = {
  parameters: withHandlers(networkError('completeExpertRegistration')),
  play: fillAndSubmit,
};

/** A rate that is not an amount: its own message beside the field, not "required". */
export const RateNotAnAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    await paste(canvas, /^Hourly rate/, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
  },
};

/** Applied and in review: where the application stands instead of a second form. */
export const UnderReview: Story = {
  parameters: withHandlers(respond('getMyExpertProfile', 200, pendingProfile)),
};

/** Rejected: the reason and Apply Again. */
export const Rejected: Story = {
  parameters: withHandlers(respond('getMyExpertProfile', 200, rejectedProfile)),
};

/** Apply Again: the form filled from the rejected application, its reason above. */
export const ApplyingAgain: Story = {
  parameters: withHandlers(respond('getMyExpertProfile', 200, rejectedProfile)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply Again' }));
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: session.signedOut() } },
};

export const LoadingSession: Story = {
  parameters: { msw: { handlers: session.loading() } },
};
