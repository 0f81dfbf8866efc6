import type { components } from '@expertbridge/sdk';
import { BaseModel } from '../../platform/db.js';

/** An in-app notification (table notifications): the bell's list, queued with the change it announces. */
export class NotificationModel extends BaseModel {
  static override tableName = 'notifications';

  declare id: string;
  declare user_id: string;
  declare kind: components['schemas']['NotificationKind'];
  declare title: string;
  declare body: string;
  declare consultation_id: string | null;
  declare dedupe_key: string | null;
  declare created_at: Date;
  declare read_at: Date | null;
}
