// In-app notifications and e-mails are queued in the same transaction as the change they announce, so
// a change is never announced without happening, nor happens unannounced. Activities are retried: the
// dedupe key makes the same step's messages land once.
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';

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

/** Inserts each in-app notification and its e-mail (to the user's address); repeats are ignored. */
export async function queueNotifications(trx: Knex, items: QueuedNotification[]): Promise<void> {
  if (items.length === 0) return;
  await trx('notifications')
    .insert(
      items.map((item) => ({
        user_id: item.userId,
        kind: item.kind,
        title: item.title,
        body: item.body,
        consultation_id: item.consultationId,
        dedupe_key: item.dedupeKey,
      })),
    )
    .onConflict('dedupe_key')
    .ignore();
  const emails = items.filter((item) => item.email);
  if (emails.length === 0) return;
  // Each e-mail goes to its user's address, read in the same statement.
  const rows = emails.map((item) => ({
    user_id: item.userId,
    subject: item.email!.subject,
    text: item.email!.text,
    kind: item.kind,
    consultation_id: item.consultationId,
    attachments: item.email!.attachments ?? [],
    dedupe_key: item.dedupeKey,
  }));
  await trx.raw(
    `INSERT INTO email_outbox (to_address, subject, text, kind, consultation_id, attachments, dedupe_key)
     SELECT u.email, e.subject, e.text, e.kind, e.consultation_id, e.attachments, e.dedupe_key
     FROM jsonb_to_recordset(?::jsonb) AS e(user_id uuid, subject text, text text, kind text,
                                            consultation_id uuid, attachments jsonb, dedupe_key text)
     JOIN users u ON u.id = e.user_id
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
