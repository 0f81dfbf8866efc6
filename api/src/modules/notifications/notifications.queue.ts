// In-app notifications and e-mails are queued in the same transaction as the change they announce, so
// a change is never announced without happening, nor happens unannounced. Activities are retried: the
// dedupe key makes the same step's messages land once.
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import { prepared } from '../../platform/db.js';

export type NotificationKind = components['schemas']['NotificationKind'];

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface QueuedNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  consultationId: string | null;
  dedupeKey: string;
  email?: { subject: string; text: string; attachments?: EmailAttachment[] };
}

/**
 * Inserts each in-app notification and its e-mail (to the user's address, read in the same statement); repeats are
 * ignored. One statement, one round trip: the notifications are written by a data-modifying WITH.
 */
export async function queueNotifications(trx: Knex, items: QueuedNotification[]): Promise<void> {
  if (items.length === 0) return;
  const notifications = items.map((item) => ({
    user_id: item.userId,
    kind: item.kind,
    title: item.title,
    body: item.body,
    consultation_id: item.consultationId,
    dedupe_key: item.dedupeKey,
  }));
  const emails = items
    .filter((item) => item.email)
    .map((item) => ({
      user_id: item.userId,
      subject: item.email!.subject,
      text: item.email!.text,
      kind: item.kind,
      consultation_id: item.consultationId,
      attachments: item.email!.attachments ?? [],
      dedupe_key: item.dedupeKey,
    }));
  await trx
    .raw(
      `WITH queued AS (
       INSERT INTO notifications (user_id, kind, title, body, consultation_id, dedupe_key)
       SELECT n.user_id, n.kind, n.title, n.body, n.consultation_id, n.dedupe_key
       FROM jsonb_to_recordset(?::jsonb) AS n(user_id uuid, kind text, title text, body text,
                                              consultation_id uuid, dedupe_key text)
       ON CONFLICT (dedupe_key) DO NOTHING
     )
     INSERT INTO email_outbox (to_address, subject, text, kind, consultation_id, attachments, dedupe_key)
     SELECT u.email, e.subject, e.text, e.kind, e.consultation_id, e.attachments, e.dedupe_key
     FROM jsonb_to_recordset(?::jsonb) AS e(user_id uuid, subject text, text text, kind text,
                                            consultation_id uuid, attachments jsonb, dedupe_key text)
     JOIN users u ON u.id = e.user_id
     ON CONFLICT (dedupe_key) DO NOTHING`,
      [JSON.stringify(notifications), JSON.stringify(emails)],
    )
    .options(prepared('queue_notifications'));
}
