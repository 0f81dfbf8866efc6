// A user's notifications (the bell: list, mark read) and the admins' view of the e-mail outbox.
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import type { NotificationsRepository } from './notifications.repository.js';
import { toNotification, toOutboxEmail } from './notification-view.js';

type Schemas = components['schemas'];

export function createNotificationsService(deps: { repository: NotificationsRepository }) {
  const { repository } = deps;
  return {
    /** A page of the user's notifications, newest first, with the unread count for the bell. */
    async list(
      userId: string,
      query: { unreadOnly: boolean; page: number; pageSize: number },
    ): Promise<Schemas['NotificationPage']> {
      const { rows, total, unread } = await repository.listMine(userId, query);
      const { page, pageSize } = query;
      return { items: rows.map(toNotification), page, pageSize, total, unread };
    },

    /** Marks every unread notification of the user read. */
    async readAll(userId: string): Promise<void> {
      await repository.markAllRead(userId);
    },

    /** Marks one of the user's notifications read; another's, or none, is not found. */
    async read(userId: string, id: string | undefined): Promise<void> {
      const updated = id === undefined ? 0 : await repository.markRead(userId, id);
      if (!updated) throw AppError.notFound('Notification not found', 'notification_not_found');
    },

    /** A page of the e-mail outbox, newest first (admins). */
    async outbox(query: { page: number; pageSize: number }): Promise<Schemas['OutboxPage']> {
      const { rows, total } = await repository.listOutbox(query);
      const { page, pageSize } = query;
      return { items: rows.map(toOutboxEmail), page, pageSize, total };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
