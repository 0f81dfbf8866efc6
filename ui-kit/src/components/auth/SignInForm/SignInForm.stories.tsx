import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { networkError, pending, respond } from '../../../mocks/handlers.js';
import { clientUser } from '../../../mocks/fixtures.js';
import { session } from '../../../mocks/scenarios.js';
import { SignInForm } from './SignInForm.js';

/** Fills the form with the contract's example credentials and submits it. */
async function submitExample({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), 'client@demo.expertbridge.test');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'demo-password');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

const meta = {
  title: 'Auth/SignInForm',
  component: SignInForm,
  parameters: { msw: { handlers: session.signedOut() } },
  args: { providerName: 'ExpertBridge', redirectTo: '/' },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

/** No identity provider configured (as on `npm start`): no "Continue with" button, which would only come back. */
export const WithoutIdentityProvider: Story = {
  parameters: { msw: { handlers: session.signedOutWithoutProvider() } },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign In' }));
  },
};

export const Busy: Story = {
  parameters: { msw: { handlers: [...session.signedOut(), pending('loginWithEmail')] } },
  play: submitExample,
};

export const Success: Story = { play: submitExample };

/** An account's first sign-in (seeded, or whose sign-up never signed in here): welcomed, not "back". */
export const FirstSignIn: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.signedOut(),
        respond('loginWithEmail', 200, { ...clientUser, signedInBefore: false }),
      ],
    },
  },
  play: submitExample,
};

export const WrongPassword: Story = {
  parameters: { msw: { handlers: [...session.signedOut(), respond('loginWithEmail', 401)] } },
  play: submitExample,
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [...session.signedOut(), respond('loginWithEmail', 429)] } },
  play: submitExample,
};

export const FailedWithoutText: Story = {
  parameters: {
    msw: { handlers: [...session.signedOut(), respond('loginWithEmail', 401, null)] },
  },
  play: submitExample,
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [...session.signedOut(), networkError('loginWithEmail')] } },
  play: submitExample,
};
