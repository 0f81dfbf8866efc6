import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge.js';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { status: 'confirmed' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PendingPayment: Story = { args: { status: 'pending_payment' } };
export const Pending: Story = { args: { status: 'pending' } };
export const Confirmed: Story = { args: { status: 'confirmed' } };
export const InProgress: Story = { args: { status: 'in_progress' } };
export const Completed: Story = { args: { status: 'completed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
/** A status this version of the kit does not know: a plain badge with the raw value. */
export const Unknown: Story = { args: { status: 'on_hold' } };
