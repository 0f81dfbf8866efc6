// Every statement of the notifications module: the bell's list and its read marks, the admins' view of the e-mail
// outbox, what the consultation notifier reads and queues inside its caller's transaction, and the e-mail
// delivery's claims on the outbox.
import type { Knex } from 'knex';
import { raw } from 'objection';
import { prepared } from '../../platform/db.js';
import type { Page } from '../../platform/page.js';
import { createSecretsRepository } from '../../platform/secrets.repository.js';
import { isUnclaimed } from '../auth/account.records.js';
import { documentsIssuedNow } from '../documents/document.records.js';
import type { DocumentKind } from '../documents/document-content.js';
import { NotificationModel } from './notification.model.js';
import { NOTIFICATION_COLUMNS } from './notification.records.js';
import type { NotificationRow, OutboxRow } from './notification-view.js';
import type { EmailAttachment, QueuedNotification } from './notifications.queue.js';

/** A consultation with what its notifications say about its two parties. */
export interface ConsultationPartiesRow {
  id: string;
  title: string;
  scheduled_at: Date;
  ends_at: Date;
  currency: 'NZD' | 'AUD';
  client_id: string;
  expert_user_id: string;
  /** The expert's time zone; clients read New Zealand time. */
  time_zone: string;
  client_name: string;
  client_passwordless: boolean;
  expert_name: string;
}

/** An outbox row claimed for a delivery attempt. */
export interface ClaimedEmail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
  attempts: number;
}

const newestFirst = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/** Every query of the notifications module, on the knex or transaction it is given. */
export function createNotificationsRepository(knex: Knex) {
  const mine = (userId: string, unreadOnly: boolean) => {
    const query = NotificationModel.query(knex).where({ user_id: userId });
    if (unreadOnly) query.whereNull('read_at');
    return query;
  };

  return {
    /** The consultation's documents of these kinds that this transaction issued (its posting's). */
    documentsIssuedNow(consultationId: string, kinds: readonly DocumentKind[]) {
      return documentsIssuedNow(knex, consultationId, kinds);
    },
    /** The platform's secrets (the claim link's key), in the same transaction. */
    secrets: createSecretsRepository(knex),
    /** A page of a user's notifications, newest first, with how many there are and how many are unread. */
    async listMine(
      userId: string,
      query: { unreadOnly: boolean; page: number; pageSize: number },
    ): Promise<Page<NotificationRow> & { unread: number }> {
      const { unreadOnly, page, pageSize } = query;
      const [rows, total, unread] = await Promise.all([
        mine(userId, unreadOnly)
          .orderBy([...newestFirst])
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .select(NOTIFICATION_COLUMNS),
        mine(userId, unreadOnly).resultSize(),
        mine(userId, true).resultSize(),
      ]);
      return { rows, total, unread };
    },

    async markAllRead(userId: string): Promise<void> {
      await mine(userId, true).patch({ read_at: raw('now()') });
    },

    /** Marks one of the user's notifications read (keeping the first time); answers how many matched. */
    async markRead(userId: string, id: string): Promise<number> {
      return await NotificationModel.query(knex)
        .where({ id, user_id: userId })
        .patch({ read_at: raw('coalesce(read_at, now())') });
    },

    /** A page of the e-mail outbox, newest first. */
    async listOutbox(query: { page: number; pageSize: number }): Promise<Page<OutboxRow>> {
      const { page, pageSize } = query;
      const [rows, [counted]] = await Promise.all([
        knex('email_outbox')
          .orderBy([...newestFirst])
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .select(
            'id',
            'to_address',
            'subject',
            'text',
            'kind',
            'consultation_id',
            'attachments',
            'created_at',
            'sent_at',
          ),
        knex('email_outbox').count({ total: '*' }),
      ]);
      return { rows: rows as OutboxRow[], total: Number(counted?.total ?? 0) };
    },

    /** A consultation with its parties' names and the expert's time zone. */
    consultationParties(consultationId: string): Promise<ConsultationPartiesRow | undefined> {
      return knex('consultations as c')
        .join('users as cu', 'cu.id', 'c.client_id')
        .join('experts as e', 'e.id', 'c.expert_id')
        .join('users as eu', 'eu.id', 'c.expert_user_id')
        .where('c.id', consultationId)
        .first(
          'c.id',
          'c.title',
          'c.scheduled_at',
          'c.ends_at',
          'c.currency',
          'c.client_id',
          'c.expert_user_id',
          'e.time_zone',
          knex.raw(`btrim(cu.first_name || ' ' || cu.last_name) AS client_name`),
          knex.raw('cu.password_hash IS NULL AS client_passwordless'),
          knex.raw(`eu.first_name || ' ' || eu.last_name AS expert_name`),
        )
        .options(prepared('consultation_parties'));
    },

    async adminIds(): Promise<string[]> {
      const admins: { id: string }[] = await knex('users').where({ is_admin: true }).select('id');
      return admins.map((admin) => admin.id);
    },

    /** Whether the account can only be reached through links we send (auth's account records). */
    isUnclaimed(userId: string): Promise<boolean> {
      return isUnclaimed(knex, userId);
    },

    /**
     * Inserts each in-app notification and its e-mail (to the user's address, read in the same statement); repeats
     * are ignored. One statement, one round trip: the notifications are written by a data-modifying WITH.
     */
    async queue(items: QueuedNotification[]): Promise<void> {
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
          html: item.email!.html ?? null,
          kind: item.kind,
          consultation_id: item.consultationId,
          attachments: item.email!.attachments ?? [],
          dedupe_key: item.dedupeKey,
        }));
      await knex
        .raw(
          `WITH queued AS (
       INSERT INTO notifications (user_id, kind, title, body, consultation_id, dedupe_key)
       SELECT n.user_id, n.kind, n.title, n.body, n.consultation_id, n.dedupe_key
       FROM jsonb_to_recordset(?::jsonb) AS n(user_id uuid, kind text, title text, body text,
                                              consultation_id uuid, dedupe_key text)
       ON CONFLICT (dedupe_key) DO NOTHING
     )
     INSERT INTO email_outbox (to_address, subject, text, html, kind, consultation_id, attachments, dedupe_key)
     SELECT u.email, e.subject, e.text, e.html, e.kind, e.consultation_id, e.attachments, e.dedupe_key
     FROM jsonb_to_recordset(?::jsonb) AS e(user_id uuid, subject text, text text, html text, kind text,
                                            consultation_id uuid, attachments jsonb, dedupe_key text)
     JOIN users u ON u.id = e.user_id
     ON CONFLICT (dedupe_key) DO NOTHING`,
          [JSON.stringify(notifications), JSON.stringify(emails)],
        )
        .options(prepared('queue_notifications'));
    },

    /**
     * Claims due rows by moving their next attempt into the future (the lease and the back-off in one), with
     * SKIP LOCKED so that several API instances share the work without sending a row twice at once.
     */
    async claimDueEmails(options: {
      retryBaseMs: number;
      maxAttempts: number;
      batch: number;
    }): Promise<ClaimedEmail[]> {
      const { rows } = (await knex.raw(
        `UPDATE email_outbox
        SET attempts = attempts + 1,
            next_attempt_at = now() + (? * power(2, attempts)) * interval '1 millisecond'
      WHERE id IN (SELECT id FROM email_outbox
                    WHERE sent_at IS NULL AND attempts < ? AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id
                    LIMIT ?
                      FOR UPDATE SKIP LOCKED)
  RETURNING id, to_address, subject, text, html, attachments, attempts`,
        [options.retryBaseMs, options.maxAttempts, options.batch],
      )) as { rows: ClaimedEmail[] };
      return rows;
    },

    async markEmailSent(id: string): Promise<void> {
      await knex('email_outbox').where({ id }).update({ sent_at: knex.fn.now(), last_error: null });
    },

    /** Keeps the last failure's message (clipped) for an admin to read. */
    async recordEmailFailure(id: string, message: string): Promise<void> {
      await knex('email_outbox')
        .where({ id })
        .update({ last_error: message.slice(0, 1000) });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
