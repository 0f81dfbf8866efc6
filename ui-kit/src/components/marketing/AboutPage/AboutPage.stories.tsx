import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage } from './AboutPage.js';

const meta = {
  title: 'Marketing/AboutPage',
  component: AboutPage,
  args: { supportEmail: 'support@expertbridge.example', supportPhone: '+64 9 555 0100' },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The page as everyone sees it: static text and the configured figures. */
export const Default: Story = {};

/** The same page on a phone. */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
