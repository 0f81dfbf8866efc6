import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminLanguageSwitch } from './AdminLanguageSwitch.js';

const meta = {
  title: 'Admin/AdminLanguageSwitch',
  component: AdminLanguageSwitch,
  args: { onChange: fn() },
} satisfies Meta<typeof AdminLanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The spec's default: the admin pages in Korean. */
export const Korean: Story = {};

/** The English catalogue chosen. */
export const English: Story = { globals: { adminLocale: 'en' } };
