import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending, respond } from '../../../mocks/handlers.js';
import { clientUser } from '../../../mocks/fixtures.js';
import { session } from '../../../mocks/scenarios.js';
import { ClaimAccount } from './ClaimAccount.js';
import { CODE, TOKEN } from './guestFixtures.js';
import { JoinRoom } from './JoinRoom.js';

const handlers = (...more: ReturnType<typeof respond>[]) => ({
  msw: { handlers: [...more, ...session.signedOut()] },
});

const meta = {
  title: 'Auth/GuestAccess',
  component: JoinRoom,
  args: { token: TOKEN, onEntered: fn() },
  parameters: handlers(
    respond('enterWidgetRoom', 200, {
      consultationId: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b',
      location: '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b',
    }),
  ),
} satisfies Meta<typeof JoinRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entering: Story = { parameters: handlers(pending('enterWidgetRoom')) };

export const Entered: Story = {};

export const SignInRequired: Story = {
  parameters: handlers(
    respond('enterWidgetRoom', 403, {
      error: {
        code: 'sign_in_required',
        message:
          'Sign in as mere@example.co.nz to open this consultation, or use the link in your confirmation e-mail.',
      },
    }),
  ),
};

export const Expired: Story = { parameters: handlers(respond('enterWidgetRoom', 401)) };

export const NoToken: Story = { args: { token: '' } };

export const Claim: Story = {
  render: () => <ClaimAccount code={CODE} onClaimed={fn()} />,
  parameters: handlers(
    respond('claimAccount', 200, { ...clientUser, email: 'mere@example.co.nz' }),
  ),
};

export const ClaimExpired: Story = {
  render: () => <ClaimAccount code={CODE} onClaimed={fn()} />,
  parameters: handlers(
    respond('claimAccount', 404, {
      error: {
        code: 'claim_not_found',
        message: 'This link has expired or has already been used.',
      },
    }),
  ),
};

export const ClaimWithoutCode: Story = { render: () => <ClaimAccount code="" /> };
