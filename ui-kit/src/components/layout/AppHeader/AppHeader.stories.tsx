import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { clientUser } from '../../../mocks/fixtures.js';
import { failing, pending } from '../../../mocks/handlers.js';
import { notificationList, notificationsApi } from '../../../mocks/notifications.js';
import { session } from '../../../mocks/scenarios.js';
import { AppHeader } from './AppHeader.js';

/** A session and the notifications behind the bell; each story gets its own list, as marking read changes it. */
const withApi = (sessionHandlers: HttpHandler[], notifications: HttpHandler[]) => ({
  msw: { handlers: [...sessionHandlers, ...notifications] },
});

/** An address longer than the user menu is wide. */
export const LONG_EMAIL = 'charlotte.ngata-smith@accounts.featherstonconsulting.co.nz';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  excludeStories: ['LONG_EMAIL'],
  parameters: {
    layout: 'fullscreen',
    ...withApi(session.signedIn(), notificationsApi(notificationList(3, 0))),
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the bell's menu once the count has loaded. */
const openNotifications =
  (name: string | RegExp, shows: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a narrow screen the rest of the header's actions are hidden, hence `hidden: true` for the wait.
    await userEvent.click(await canvas.findByRole('button', { name, hidden: true }));
    await expect(await canvas.findByText(shows)).toBeVisible();
  };

export const Playground: Story = {
  parameters: withApi(session.signedIn(), notificationsApi(notificationList(4, 2))),
};

export const Loading: Story = { parameters: { msw: { handlers: session.loading() } } };

export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

export const SignedIn: Story = {};

export const UnreadNotifications: Story = {
  parameters: withApi(session.signedIn(), notificationsApi(notificationList(8, 5))),
};

/** The bell's menu open: two unread among four, each with its consultation. */
export const NotificationsOpen: Story = {
  parameters: withApi(session.signedIn(), notificationsApi(notificationList(4, 2))),
  play: openNotifications('Notifications, 2 unread', '2 unread'),
};

export const NotificationsOpenEmpty: Story = {
  parameters: withApi(session.signedIn(), notificationsApi([])),
  play: openNotifications('Notifications', 'No notifications yet.'),
};

/** Open while the list is still on its way: no count on the bell, skeletons in the panel. */
export const NotificationsLoading: Story = {
  parameters: withApi(session.signedIn(), [pending('listNotifications')]),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Notifications' }),
    );
  },
};

export const NotificationsFailed: Story = {
  parameters: withApi(session.signedIn(), [failing('listNotifications')]),
  play: openNotifications('Notifications', 'Try Again'),
};

/** On a phone the bell stays beside the menu button and opens a full-width sheet under the header. */
export const MobileNotificationsOpen: Story = {
  parameters: {
    ...withApi(session.signedIn(), notificationsApi(notificationList(12, 3))),
    viewport: { defaultViewport: 'mobile1' },
  },
  play: openNotifications('Notifications, 3 unread', '3 unread'),
};

export const ExpertUserMenuOpen: Story = {
  parameters: withApi(session.expert(), notificationsApi(notificationList(2, 1))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await expect(canvas.getByText('Expert')).toBeVisible();
  },
};

export const AdminUserMenuOpen: Story = {
  parameters: withApi(session.admin(), notificationsApi([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
  },
};

/** A long e-mail address on a phone: it wraps after the '@' and before a dot, never inside a word. */
export const LongEmailUserMenuOpen: Story = {
  parameters: {
    ...withApi(
      session.signedIn({ ...clientUser, email: LONG_EMAIL }),
      notificationsApi(notificationList(1, 0)),
    ),
    viewport: { defaultViewport: 'mobile1' },
  },
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
