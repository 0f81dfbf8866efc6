// The events of one user's feed for a consultation: the consultation itself, and while a new time is proposed and
// unanswered, the proposal beside it. The feed's words are the reader's: the other party is named, "you" is them.
import { consultationEventUid } from '../notifications/ics.js';
import { formatWhen } from '../notifications/notification-texts.js';
import type { FeedConsultationRow } from './calendars.repository.js';
import type { FeedEvent } from './ics-feed.js';

/**
 * The UID of a proposal's event: its own (a calendar would otherwise take it for a new version of the consultation
 * and move it), stable while the proposal is open, and new for each proposal (the time it was made names it).
 */
export const proposalEventUid = (consultationId: string, proposedAt: Date) =>
  `consultation-${consultationId}-proposal-${proposedAt.getTime()}@expertbridge`;

const otherParty = (row: FeedConsultationRow, userId: string) =>
  row.client_id === userId
    ? `${row.expert_first_name} ${row.expert_last_name}`
    : `${row.client_first_name} ${row.client_last_name}`;

const roomUrlOf = (row: FeedConsultationRow, publicUrl: string) =>
  `${publicUrl}/consultation/${row.id}`;

/** A consultation as an event of one user's feed: named after the other party. */
export function feedEventOf(
  row: FeedConsultationRow,
  userId: string,
  publicUrl: string,
): FeedEvent {
  const other = otherParty(row, userId);
  const roomUrl = roomUrlOf(row, publicUrl);
  const cancelled = row.status === 'cancelled';
  return {
    uid: consultationEventUid(row.id),
    summary: `${cancelled ? 'Cancelled: ' : ''}${row.title} with ${other}`,
    description: cancelled
      ? `This consultation with ${other} was cancelled.`
      : `ExpertBridge consultation with ${other}. Join at ${roomUrl}`,
    start: row.scheduled_at,
    end: row.ends_at,
    timeZone: row.expert_time_zone,
    status: cancelled ? 'CANCELLED' : row.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    sequence: row.reschedule_count + (cancelled ? 1 : 0),
    roomUrl,
    updatedAt: row.updated_at,
  };
}

/**
 * The open proposal of a new time as a tentative event of its own at the proposed time, or null when there is none.
 *
 * Once the proposal is answered (accepted, declined, withdrawn) or lapses, the event is simply left out of the feed,
 * not kept as STATUS:CANCELLED. A subscribed feed is a snapshot: Google Calendar, Apple Calendar and Outlook replace
 * a subscription's events with what the latest file holds, so an event no longer in it is removed on the next
 * refresh (RFC 5545 has no notion of deletion for a published calendar; CANCEL is an iTIP scheduling message, RFC
 * 5546, for invitations, which this feed is not). Keeping a cancelled copy would need the answered proposal stored,
 * and would leave a struck-through "proposed time" in the diaries of apps that show cancelled events. Nothing is
 * lost: an accepted proposal is the consultation's own event moved (SEQUENCE + 1).
 *
 * The proposer's message is not copied into the feed (as the consultation's description is not): a feed's address
 * can be shared or leak, so it carries only who, when and where to answer.
 */
export function proposalEventOf(
  row: FeedConsultationRow,
  userId: string,
  publicUrl: string,
  now: Date,
): FeedEvent | null {
  const start = row.reschedule_proposed_start;
  const end = row.reschedule_proposed_end;
  const proposedAt = row.reschedule_proposed_at;
  const expiresAt = row.reschedule_proposal_expires_at;
  if (!start || !end || !proposedAt || !expiresAt || !row.reschedule_proposed_by) return null;
  // A proposal past its lapse is over even before the workflow clears it; only these statuses can move.
  if (expiresAt <= now || (row.status !== 'pending' && row.status !== 'confirmed')) return null;
  const other = otherParty(row, userId);
  const roomUrl = roomUrlOf(row, publicUrl);
  const readerPart = row.client_id === userId ? 'client' : 'expert';
  const mine = row.reschedule_proposed_by === readerPart;
  const zone = row.expert_time_zone;
  const current = formatWhen(row.scheduled_at, zone);
  const until = formatWhen(expiresAt, zone);
  return {
    uid: proposalEventUid(row.id, proposedAt),
    summary: `Proposed new time (by ${mine ? 'you' : other}): ${row.title} with ${other}`,
    description: mine
      ? `You proposed moving this consultation with ${other} here from ${current}. ` +
        `${other} has until ${until} to accept; until then it stays at ${current}. ` +
        `To withdraw the proposal, go to ${roomUrl}`
      : `${other} proposed moving this consultation here from ${current}. ` +
        `Accept or decline before ${until} at ${roomUrl} — until then it stays at ${current}.`,
    start,
    end,
    timeZone: zone,
    status: 'TENTATIVE',
    sequence: 0,
    roomUrl,
    updatedAt: proposedAt,
    // Not a commitment yet: the reader's free/busy stays as it is until the time is accepted.
    transparent: true,
    relatedTo: consultationEventUid(row.id),
  };
}

/** Every event of one consultation in the reader's feed: the consultation, then its open proposal if any. */
export function feedEventsOf(
  row: FeedConsultationRow,
  userId: string,
  publicUrl: string,
  now: Date,
): FeedEvent[] {
  const proposal = proposalEventOf(row, userId, publicUrl, now);
  const event = feedEventOf(row, userId, publicUrl);
  return proposal ? [event, proposal] : [event];
}
