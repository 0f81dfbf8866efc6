import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { session } from '../../../mocks/scenarios.js';
import { AppHeader } from './AppHeader.js';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen', msw: { handlers: session.signedIn() } },
  args: { unreadCount: 0 },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { unreadCount: 3 } };

export const Loading: Story = { parameters: { msw: { handlers: session.loading() } } };

export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

export const SignedIn: Story = {};

export const UnreadNotifications: Story = { args: { unreadCount: 5 } };

export const ExpertUserMenuOpen: Story = {
  parameters: { msw: { handlers: session.expert() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await expect(canvas.getByText('Expert')).toBeVisible();
  },
};

export const AdminUserMenuOpen: Story = {
  parameters: { msw: { handlers: session.admin() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
  },
};

export const MobileDrawerSignedOut: Story = {
  parameters: { msw: { handlers: session.signedOut() }, viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  },
};

export const MobileDrawerSignedIn: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Wait for the session; on a narrow screen the desktop menu is hidden, hence `hidden: true`.
    await canvas.findByRole('button', { name: /account menu/, hidden: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  },
};
