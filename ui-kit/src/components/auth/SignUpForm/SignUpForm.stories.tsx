import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { networkError, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { SignUpForm } from './SignUpForm.js';

interface Fill {
  confirm?: string;
  terms?: boolean;
}

/** Fills the form with the contract's example account and submits it. */
const submitWith =
  ({ confirm = 'correct-horse-battery', terms = true }: Fill = {}) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Mere');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Tane');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'mere.tane@example.co.nz');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct-horse-battery');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), confirm);
    if (terms) await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  };

const withRegister = (handler: ReturnType<typeof respond>) => ({
  msw: { handlers: [...session.signedOut(), handler] },
});

const meta = {
  title: 'Auth/SignUpForm',
  component: SignUpForm,
  parameters: { msw: { handlers: session.signedOut() } },
  args: { providerName: 'ExpertBridge', redirectTo: '/' },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

/** No identity provider configured (as on `npm start`): no "Continue with" button, which would only come back. */
export const WithoutIdentityProvider: Story = {
  parameters: { msw: { handlers: session.signedOutWithoutProvider() } },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Account' }));
  },
};

export const PasswordMismatch: Story = { play: submitWith({ confirm: 'something-else' }) };

export const TermsRequired: Story = { play: submitWith({ terms: false }) };

export const Busy: Story = {
  parameters: withRegister(pending('registerWithEmail')),
  play: submitWith(),
};

export const Success: Story = { play: submitWith() };

export const EmailTaken: Story = {
  parameters: withRegister(respond('registerWithEmail', 409)),
  play: submitWith(),
};

export const ServerRefusesAField: Story = {
  parameters: withRegister(respond('registerWithEmail', 400)),
  play: submitWith(),
};

export const FailedWithoutText: Story = {
  parameters: withRegister(respond('registerWithEmail', 500, null)),
  play: submitWith(),
};

export const NetworkError: Story = {
  parameters: withRegister(networkError('registerWithEmail')),
  play: submitWith(),
};
