import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { approvedProfile } from '../../../mocks/dashboard.js';
import { pending, respond } from '../../../mocks/handlers.js';
import { pendingProfile } from '../../../mocks/onboarding.js';
import { session } from '../../../mocks/scenarios.js';
import { QuickActions } from './QuickActions.js';

const actions = (who: HttpHandler[], ...handlers: HttpHandler[]) => ({
  msw: { handlers: [...who, ...handlers, respond('getMyExpertProfile', 200, approvedProfile)] },
});

const meta = {
  title: 'Dashboard/QuickActions',
  component: QuickActions,
  parameters: actions(session.signedIn()),
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A client: Find Expert and Become Expert. */
export const Client: Story = {};

/** An expert: View My Profile (their public page) and Edit Profile. */
export const Expert: Story = { parameters: actions(session.expert()) };

/** The expert's profile is still loading: the actions wait. */
export const Loading: Story = {
  parameters: actions(session.expert(), pending('getMyExpertProfile')),
};

/** A profile still in review has no public page yet: only Edit Profile. */
export const ProfileInReview: Story = {
  args: { role: 'expert' },
  parameters: actions(session.signedIn(), respond('getMyExpertProfile', 200, pendingProfile)),
};

/** Asked for the expert's actions without a profile: only Edit Profile (which offers to create one). */
export const ExpertWithoutProfile: Story = {
  args: { role: 'expert' },
  parameters: actions(session.signedIn(), respond('getMyExpertProfile', 200, null)),
};
