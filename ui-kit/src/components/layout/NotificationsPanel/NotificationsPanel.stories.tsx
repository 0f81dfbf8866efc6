import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { notificationList, notificationsApi } from '../../../mocks/notifications.js';
import { session } from '../../../mocks/scenarios.js';
import { NotificationsPanel } from './NotificationsPanel.js';

const withApi = (...handlers: ReturnType<typeof respond>[]) => ({
  msw: { handlers: [...session.signedIn(), ...handlers] },
});

const meta = {
  title: 'Layout/NotificationsPanel',
  component: NotificationsPanel,
  // A new list per render: marking read changes it.
  parameters: withApi(...notificationsApi(notificationList(4, 2))),
} satisfies Meta<typeof NotificationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Two unread among four. */
export const SomeUnread: Story = {};

export const AllRead: Story = { parameters: withApi(...notificationsApi(notificationList(3, 0))) };

export const Empty: Story = { parameters: withApi(...notificationsApi([])) };

/** More than a page: Newer and Older. */
export const ManyPages: Story = {
  parameters: withApi(...notificationsApi(notificationList(23, 5))),
};

export const ContractExample: Story = { parameters: withApi() };

export const Loading: Story = { parameters: withApi(pending('listNotifications')) };

export const Failed: Story = { parameters: withApi(failing('listNotifications')) };

/** Marking all read fails: a toast, and nothing changes. */
export const MarkAllFails: Story = {
  parameters: withApi(
    respond('markAllNotificationsRead', 401),
    ...notificationsApi(notificationList(4, 2)),
  ),
};
