import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { approvedProfile } from '../../../mocks/dashboard.js';
import { pendingProfile, rejectedProfile } from '../../../mocks/onboarding.js';
import { ApplicationStatus } from './ApplicationStatus.js';

const meta = {
  title: 'Onboarding/ApplicationStatus',
  component: ApplicationStatus,
  args: { profile: pendingProfile, onApplyAgain: fn() },
} satisfies Meta<typeof ApplicationStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Applied and waiting: what happens next and how long it takes; not yet findable or bookable. */
export const UnderReview: Story = {};

/** Rejected: the reviewer's reason and Apply Again. */
export const Rejected: Story = { args: { profile: rejectedProfile } };

/** Rejected without a recorded reason. */
export const RejectedWithoutReason: Story = {
  args: { profile: { ...rejectedProfile, rejectionReason: null } },
};

/** Approved: "You're Already an Expert!" with the dashboard link. */
export const Approved: Story = { args: { profile: approvedProfile } };

/** Under review on a phone. */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
