import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from './AppFooter.js';

const meta = {
  title: 'Layout/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    supportEmail: 'support@expertbridge.example',
    supportPhone: '+64 9 555 0100',
    year: 2026,
  },
} satisfies Meta<typeof AppFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const CurrentYear: Story = { args: { year: undefined } };
