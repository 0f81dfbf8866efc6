// In-app notifications and e-mails are queued in the same transaction as the change they announce, so
// a change is never announced without happening, nor happens unannounced. Activities are retried: the
// dedupe key makes the same step's messages land once (the repository's `queue`).
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
  /** `html`: a body beside the text, for e-mails that carry a document. */
  email?: { subject: string; text: string; html?: string; attachments?: EmailAttachment[] };
}
