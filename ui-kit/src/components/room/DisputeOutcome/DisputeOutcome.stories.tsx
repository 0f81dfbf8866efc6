import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  openDispute,
  partlyRefundedDispute,
  refundedDispute,
  releasedDispute,
} from '../../../mocks/disputes.js';
import { DisputeOutcome } from './DisputeOutcome.js';

const meta = {
  title: 'Room/DisputeOutcome',
  component: DisputeOutcome,
  args: { consultation: openDispute, part: 'client' },
} satisfies Meta<typeof DisputeOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The client's report, waiting for the team. */
export const OpenForClient: Story = {};

/** The same report as the expert sees it: the payout on hold. */
export const OpenForExpert: Story = { args: { part: 'expert' } };

/** Released to the expert, with the admin's note. */
export const ReleasedForClient: Story = { args: { consultation: releasedDispute } };

export const ReleasedForExpert: Story = {
  args: { consultation: releasedDispute, part: 'expert' },
};

/** A third refunded, the rest paid out. */
export const PartlyRefundedForClient: Story = { args: { consultation: partlyRefundedDispute } };

export const PartlyRefundedForExpert: Story = {
  args: { consultation: partlyRefundedDispute, part: 'expert' },
};

/** Refunded in full, without a note. */
export const RefundedForClient: Story = { args: { consultation: refundedDispute } };

export const RefundedForExpert: Story = {
  args: { consultation: refundedDispute, part: 'expert' },
};

/** An admin looking at the room. */
export const PartlyRefundedForAdmin: Story = {
  args: { consultation: partlyRefundedDispute, part: 'admin' },
};

/** No dispute: nothing is shown. */
export const NoDispute: Story = { args: { consultation: { ...openDispute, dispute: null } } };
