// A notification and an outbox e-mail as the contract shows them: the in-app list, the room's push of a new
// notification, and the admins' view of the e-mail outbox.
import type { components } from '@expertbridge/sdk';

type Schemas = components['schemas'];

export interface NotificationRow {
  id: string;
  kind: Schemas['NotificationKind'];
  title: string;
  body: string;
  consultation_id: string | null;
  created_at: Date;
  read_at: Date | null;
}

/** A notification as the contract shows it (the list, and the socket's push). */
export function toNotification(row: NotificationRow): Schemas['Notification'] {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    consultationId: row.consultation_id,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  kind: Schemas['NotificationKind'];
  consultation_id: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
  created_at: Date;
  sent_at: Date | null;
}

/** An outbox e-mail as an admin sees it: the attachments named, their content left out. */
export function toOutboxEmail(row: OutboxRow): Schemas['OutboxEmail'] {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    consultationId: row.consultation_id,
    attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}
