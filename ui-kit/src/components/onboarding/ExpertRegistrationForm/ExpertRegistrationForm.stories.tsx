import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { categories } from '../../../mocks/fixtures.js';
import { networkError, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { paste, type Canvas } from '../../../test/play.js';
import { ExpertRegistrationForm } from './ExpertRegistrationForm.js';

const withHandlers = (...handlers: ReturnType<typeof respond>[]) => ({
  msw: {
    handlers: [...session.signedIn(), respond('listCategories', 200, categories), ...handlers],
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

export const SignedOut: Story = {
  parameters: { msw: { handlers: session.signedOut() } },
};

export const LoadingSession: Story = {
  parameters: { msw: { handlers: session.loading() } },
};
