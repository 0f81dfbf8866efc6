import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { pending, respond } from '../../../mocks/handlers.js';
import { notStartedAccount, payoutsApi, SANDBOX_TOKEN } from '../../../mocks/payouts.js';
import { session } from '../../../mocks/scenarios.js';
import { SandboxOnboardingForm } from './SandboxOnboardingForm.js';

/** The in-memory payouts API: it checks the form as the contract says and records what it accepted. */
export const api = payoutsApi(notStartedAccount);

const asExpert = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.expert(), ...handlers, ...api.handlers()] },
});

type Context = { canvasElement: HTMLElement };

/** Fills the form with these answers and submits it. */
export const fillAndSubmit =
  (legalName: string, dateOfBirth: string, bankAccount: string) =>
  async ({ canvasElement }: Context) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Legal name/ }), legalName);
    await userEvent.type(canvas.getByRole('textbox', { name: /Date of birth/ }), dateOfBirth);
    await userEvent.type(canvas.getByRole('textbox', { name: /Bank account/ }), bankAccount);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit details' }));
  };

const meta = {
  title: 'Payouts/SandboxOnboardingForm',
  component: SandboxOnboardingForm,
  args: { token: SANDBOX_TOKEN },
  parameters: asExpert(),
  excludeStories: ['api', 'fillAndSubmit'],
  beforeEach: () => api.reset(),
} satisfies Meta<typeof SandboxOnboardingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

/** An Australian expert: the bank account as BSB and account. */
export const Australian: Story = {
  parameters: asExpert(
    respond('getSandboxOnboarding', 200, {
      expertName: 'Liam Nguyen',
      email: 'liam@example.com',
      country: 'AU',
      currency: 'AUD',
      expiresAt: '2026-11-26T01:30:00.000Z',
      requirements: ['external_account'],
    }),
  ),
};

/** The API refuses the date and the bank account: each message by its field. */
export const FieldErrors: Story = {
  play: fillAndSubmit('Aroha Ngata', '01/01/1901', '12345'),
};

/** Submitted empty: each field says it is required. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit details' }));
  },
};

export const Submitting: Story = {
  parameters: asExpert(pending('submitSandboxOnboarding')),
  play: fillAndSubmit('Aroha Ngata', '1901-01-01', '12-3456-7890123-00'),
};

export const Loading: Story = { parameters: asExpert(pending('getSandboxOnboarding')) };

/** Used already or expired. */
export const Expired: Story = { parameters: asExpert(respond('getSandboxOnboarding', 410)) };

export const NotFound: Story = { parameters: asExpert(respond('getSandboxOnboarding', 404)) };

/** A link made for another expert. */
export const SomeoneElses: Story = {
  parameters: asExpert(respond('getSandboxOnboarding', 403)),
};
