import type { Meta, StoryObj } from '@storybook/react-vite';
import { NeedHelp } from './NeedHelp.js';

const meta = {
  title: 'Dashboard/NeedHelp',
  component: NeedHelp,
  args: { supportEmail: 'support@expertbridge.example' },
} satisfies Meta<typeof NeedHelp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A partner's own support address. */
export const PartnerSupport: Story = { args: { supportEmail: 'help@partner-firm.example' } };
