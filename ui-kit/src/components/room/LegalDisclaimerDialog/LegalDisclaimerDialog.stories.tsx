import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LegalDisclaimerDialog } from './LegalDisclaimerDialog.js';

const meta = {
  title: 'Room/LegalDisclaimerDialog',
  component: LegalDisclaimerDialog,
  args: { category: 'Tax & Accounting', onAccept: fn(), onCancel: fn() },
} satisfies Meta<typeof LegalDisclaimerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tax: Story = {};

export const Legal: Story = { args: { category: 'Legal Services' } };
