import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessDenied } from './AccessDenied.js';

const meta = {
  title: 'Static/AccessDenied',
  component: AccessDenied,
  args: { reason: 'profile', returnTo: '/my-page' },
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MyAccount: Story = {};

export const ProfileEditor: Story = { args: { reason: 'editProfile', returnTo: undefined } };

export const NotAnAdmin: Story = { args: { reason: 'admin', returnTo: undefined } };
