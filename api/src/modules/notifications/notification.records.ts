// What other modules' repositories may read of the notifications: one notification by id, for the room's push
// of a new one. Only repositories import a records file.
import type { Knex } from 'knex';
import { NotificationModel } from './notification.model.js';
import type { NotificationRow } from './notification-view.js';

/** The columns a notification is shown from (notification-view.ts). */
export const NOTIFICATION_COLUMNS = [
  'id',
  'kind',
  'title',
  'body',
  'consultation_id',
  'created_at',
  'read_at',
] as const;

/** One notification, as the contract shows it once mapped by `toNotification`. */
export async function findNotificationRow(
  knex: Knex,
  id: string,
): Promise<NotificationRow | undefined> {
  return NotificationModel.query(knex).findById(id).select(NOTIFICATION_COLUMNS);
}
