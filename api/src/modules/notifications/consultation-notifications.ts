// Who hears about what in a consultation's life, by in-app notification and e-mail (the activities'
// `notify`): the API decides recipients and channels per kind.
import type { ConsultationNotifier } from '../consultations/lifecycle-ports.js';
import { claimCode } from '../auth/account-claim.js';
import { documentsForEmail } from './document-links.js';
import { calendarFor, consultationEventUid } from './ics.js';
import { textFor, type TextContext } from './notification-texts.js';
import type { NotificationKind, QueuedNotification } from './notifications.queue.js';
import {
  createNotificationsRepository,
  type ConsultationPartiesRow,
  type NotificationsRepository,
} from './notifications.repository.js';

type Audience = 'client' | 'expert' | 'both' | 'expert_and_admins' | 'admins' | 'everyone';

const AUDIENCE: Record<NotificationKind, Audience> = {
  booking_received: 'expert',
  payment_received: 'client',
  consultation_accepted: 'client',
  consultation_declined: 'client',
  consultation_cancelled: 'both',
  consultation_rescheduled: 'both',
  // A proposal's notices go to one party (`extra.to`); a lapse to both.
  reschedule_proposed: 'both',
  reschedule_accepted: 'both',
  reschedule_declined: 'both',
  reschedule_withdrawn: 'both',
  reschedule_lapsed: 'both',
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
  payout_details_needed: 'expert',
  payout_account_restricted: 'expert',
  payout_waiting_for_account: 'admins',
  card_dispute_opened: 'both',
  card_dispute_won: 'both',
  card_dispute_lost: 'both',
};

/** Payout notices are acted on from the payouts pages, not the room: the expert's own, or the admins' list. */
const PAGE: Partial<Record<NotificationKind, string>> = {
  payout_details_needed: '/expert/payouts',
  payout_account_restricted: '/expert/payouts',
  payout_waiting_for_account: '/admin/payouts',
};

/** Clients read times in New Zealand time unless the platform learns their zone; experts in their own. */
const CLIENT_TIME_ZONE = 'Pacific/Auckland';

interface Party {
  userId: string;
  name: string;
  timeZone: string;
}

async function loadParties(repository: NotificationsRepository, consultationId: string) {
  const row = await repository.consultationParties(consultationId);
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

/**
 * The notifier the lifecycle activities call inside their transaction: its reads and its queue run on that
 * transaction, so the notifications commit with the change they announce.
 */
export function createConsultationNotifier(options: { publicUrl: string }): ConsultationNotifier {
  return async (trx, { consultationId, kind, dedupeBase, extra }) => {
    const repository = createNotificationsRepository(trx);
    const claimCodeFor = (userId: string) => claimCode(repository.secrets, userId);
    const { row, client, expert } = await loadParties(repository, consultationId);
    const kinds: readonly NotificationKind[] = typeof kind === 'string' ? [kind] : kind;
    const items: QueuedNotification[] = [];
    for (const one of kinds) {
      items.push(
        ...(await itemsFor(
          { repository, claimCodeFor },
          one,
          { row, client, expert },
          { consultationId, dedupeBase, extra },
        )),
      );
    }
    await repository.queue(items);
  };

  async function itemsFor(
    {
      repository,
      claimCodeFor,
    }: { repository: NotificationsRepository; claimCodeFor: (userId: string) => Promise<string> },
    kind: NotificationKind,
    { row, client, expert }: { row: ConsultationPartiesRow; client: Party; expert: Party },
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
    const audience = extra?.to ?? AUDIENCE[kind];
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
      for (const adminId of await repository.adminIds()) {
        readers.push({
          party: { userId: adminId, name: '', timeZone: CLIENT_TIME_ZONE },
          counterpart: `${client.name} and ${expert.name}`,
          reader: 'admin',
        });
      }
    }
    const roomUrl = `${options.publicUrl}/consultation/${consultationId}`;
    const link = PAGE[kind] ? `${options.publicUrl}${PAGE[kind]}` : roomUrl;
    // A client a widget booking made has no password yet: their e-mails carry the link that claims the account.
    const claimUrl =
      row.client_passwordless &&
      readers.some(({ party }) => party === client) &&
      (await repository.isUnclaimed(client.userId))
        ? `${options.publicUrl}/claim#code=${await claimCodeFor(client.userId)}`
        : undefined;
    const documents = await documentsForEmail(repository, consultationId, kind, options.publicUrl);
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
        proposedStartsAt: extra?.proposedStartsAt ? new Date(extra.proposedStartsAt) : undefined,
        roomUrl,
        reader,
      };
      const text = textFor(kind, context);
      const carried = documents?.reader === reader ? documents : undefined;
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
            `${text.body}\n\n${link}\n` +
            (carried ? `\n${carried.text}\n` : '') +
            (party === client && claimUrl
              ? `\nSet a password to see and manage your bookings on ExpertBridge:\n${claimUrl}\n`
              : ''),
          ...(carried ? { html: carried.html(text.body, link) } : {}),
          ...(kind === 'joining_instructions'
            ? {
                attachments: [
                  {
                    filename: 'consultation.ics',
                    contentType: 'text/calendar',
                    content: calendarFor({
                      uid: consultationEventUid(consultationId),
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
