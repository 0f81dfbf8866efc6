// Who hears about what in a consultation's life, by in-app notification and e-mail (the activities'
// `notify`): the API decides recipients and channels per kind.
import type { Knex } from 'knex';
import { prepared } from '../../platform/db.js';
import type { ConsultationNotifier } from '../consultations/lifecycle-activities.js';
import { claimCode } from '../auth/account-claim.js';
import { createSecretsRepository } from '../../platform/secrets.repository.js';
import { isUnclaimed } from '../auth/account.records.js';
import { calendarFor } from './ics.js';
import { textFor, type TextContext } from './notification-texts.js';
import {
  queueNotifications,
  type NotificationKind,
  type QueuedNotification,
} from './notifications.queue.js';

type Audience = 'client' | 'expert' | 'both' | 'expert_and_admins' | 'admins' | 'everyone';

const AUDIENCE: Record<NotificationKind, Audience> = {
  booking_received: 'expert',
  payment_received: 'client',
  consultation_accepted: 'client',
  consultation_declined: 'client',
  consultation_cancelled: 'both',
  consultation_rescheduled: 'both',
  joining_instructions: 'both',
  start_reminder: 'both',
  consultation_started: 'both',
  consultation_completed: 'both',
  completion_reminder: 'both',
  refund_issued: 'client',
  payout_sent: 'expert',
  dispute_opened: 'everyone',
  dispute_resolved: 'both',
  refund_failed: 'admins',
  payout_failed: 'admins',
};

/** Clients read times in New Zealand time unless the platform learns their zone; experts in their own. */
const CLIENT_TIME_ZONE = 'Pacific/Auckland';

interface Party {
  userId: string;
  name: string;
  timeZone: string;
}

async function loadParties(knex: Knex, consultationId: string) {
  const row = await knex('consultations as c')
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
  if (!row) throw new Error(`consultation ${consultationId} does not exist`);
  const client: Party = {
    userId: row.client_id,
    name: row.client_name,
    timeZone: CLIENT_TIME_ZONE,
  };
  const expert: Party = {
    userId: row.expert_user_id,
    name: row.expert_name,
    timeZone: row.time_zone,
  };
  return { row, client, expert };
}

/** The notifier the lifecycle activities call inside their transaction. */
export function notifyConsultation(options: { publicUrl: string }): ConsultationNotifier {
  return async (trx, { consultationId, kind, dedupeBase, extra }) => {
    const { row, client, expert } = await loadParties(trx, consultationId);
    const kinds: readonly NotificationKind[] = typeof kind === 'string' ? [kind] : kind;
    const items: QueuedNotification[] = [];
    for (const one of kinds) {
      items.push(
        ...(await itemsFor(
          trx,
          one,
          { row, client, expert },
          { consultationId, dedupeBase, extra },
        )),
      );
    }
    await queueNotifications(trx, items);
  };

  async function itemsFor(
    trx: Knex,
    kind: NotificationKind,
    { row, client, expert }: Awaited<ReturnType<typeof loadParties>>,
    {
      consultationId,
      dedupeBase,
      extra,
    }: {
      consultationId: string;
      dedupeBase: string;
      extra?: Parameters<ConsultationNotifier>[1]['extra'];
    },
  ): Promise<QueuedNotification[]> {
    const audience = AUDIENCE[kind];
    // Each reader sees the other party as the counterpart; admins see the expert's side.
    const readers: {
      party: Party;
      counterpart: string;
      reader: TextContext['reader'];
    }[] = [];
    if (audience === 'client' || audience === 'both' || audience === 'everyone')
      readers.push({ party: client, counterpart: expert.name, reader: 'client' });
    if (
      audience === 'expert' ||
      audience === 'both' ||
      audience === 'expert_and_admins' ||
      audience === 'everyone'
    ) {
      readers.push({ party: expert, counterpart: client.name, reader: 'expert' });
    }
    if (audience === 'admins' || audience === 'expert_and_admins' || audience === 'everyone') {
      const admins: { id: string }[] = await trx('users').where({ is_admin: true }).select('id');
      for (const admin of admins) {
        readers.push({
          party: { userId: admin.id, name: '', timeZone: CLIENT_TIME_ZONE },
          counterpart: `${client.name} and ${expert.name}`,
          reader: 'admin',
        });
      }
    }
    const roomUrl = `${options.publicUrl}/consultation/${consultationId}`;
    // A client a widget booking made has no password yet: their e-mails carry the link that claims the account.
    const claimUrl =
      row.client_passwordless &&
      readers.some(({ party }) => party === client) &&
      (await isUnclaimed(trx, client.userId))
        ? `${options.publicUrl}/claim#code=${await claimCode(createSecretsRepository(trx), client.userId)}`
        : undefined;
    return readers.map(({ party, counterpart, reader }) => {
      const context: TextContext = {
        title: row.title,
        counterpart,
        startsAt: row.scheduled_at,
        timeZone: party.timeZone,
        currency: row.currency,
        amount: extra?.amount,
        message: extra?.message,
        resolution: extra?.resolution,
        roomUrl,
        reader,
      };
      const text = textFor(kind, context);
      return {
        userId: party.userId,
        kind,
        title: text.title,
        body: text.body,
        consultationId,
        dedupeKey: `${dedupeBase}:${kind}:${party.userId}`,
        email: {
          subject: `${text.title}: ${row.title}`,
          text:
            `${text.body}\n\n${roomUrl}\n` +
            (party === client && claimUrl
              ? `\nSet a password to see and manage your bookings on ExpertBridge:\n${claimUrl}\n`
              : ''),
          ...(kind === 'joining_instructions'
            ? {
                attachments: [
                  {
                    filename: 'consultation.ics',
                    contentType: 'text/calendar',
                    content: calendarFor({
                      uid: `${consultationId}@expertbridge`,
                      start: row.scheduled_at,
                      end: row.ends_at,
                      summary: row.title,
                      description: `With ${counterpart}. Join at ${roomUrl}`,
                      url: roomUrl,
                    }),
                  },
                ],
              }
            : {}),
        },
      };
    });
  }
}
