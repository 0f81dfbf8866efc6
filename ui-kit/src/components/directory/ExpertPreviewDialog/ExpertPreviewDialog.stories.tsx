import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expert, experts } from '../../../mocks/fixtures.js';
import { ExpertPreviewDialog } from './ExpertPreviewDialog.js';

const meta = {
  title: 'Directory/ExpertPreviewDialog',
  component: ExpertPreviewDialog,
  args: { expert, onClose: fn() },
} satisfies Meta<typeof ExpertPreviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Verified: Story = {};

export const AustralianExpertWithCents: Story = { args: { expert: experts[1]! } };

export const NoReviewsYet: Story = { args: { expert: experts[2]! } };

export const ChatOnly: Story = { args: { expert: { ...expert, consultationMethods: ['chat'] } } };
