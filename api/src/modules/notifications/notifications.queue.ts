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
  const users: { id: string; email: string }[] = await trx('users')
    .whereIn(
      'id',
      emails.map((item) => item.userId),
    )
    .select('id', 'email');
  const addresses = new Map(users.map((user) => [user.id, user.email]));
  const rows = emails.flatMap((item) => {
    const to = addresses.get(item.userId);
    return to
      ? [
          {
            to_address: to,
            subject: item.email!.subject,
            text: item.email!.text,
            kind: item.kind,
            consultation_id: item.consultationId,
            attachments: JSON.stringify(item.email!.attachments ?? []),
            dedupe_key: item.dedupeKey,
          },
        ]
      : [];
  });
  if (rows.length > 0) await trx('email_outbox').insert(rows).onConflict('dedupe_key').ignore();
}
