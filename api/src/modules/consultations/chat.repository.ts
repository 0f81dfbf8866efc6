// Chat messages of a consultation, in the order they were stored (a sequence, not the clock), and their
// announcement to the room's instances.
import type { Knex } from 'knex';
import { announceMessages, type LiveChatMessage } from '../../platform/live-channel.js';
import { createLiveChannelRepository } from '../../platform/live-channel.repository.js';

export interface ChatMessageRow {
  id: string;
  consultation_id: string;
  sender_id: string;
  message: string;
  created_at: Date;
}

const COLUMNS = ['id', 'consultation_id', 'sender_id', 'message', 'created_at'] as const;

/** Up to `limit` messages after the one with id `after` (from the start without it); one more tells if more follow. */
async function findMessages(
  knex: Knex,
  consultationId: string,
  options: { after?: string | undefined; limit: number },
): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  const query = knex('chat_messages')
    .where('consultation_id', consultationId)
    .orderBy('seq', 'asc')
    .limit(options.limit + 1)
    .select(...COLUMNS);
  if (options.after) {
    query.where(
      'seq',
      '>',
      knex('chat_messages')
        .where({ id: options.after, consultation_id: consultationId })
        .select('seq'),
    );
  }
  const rows: ChatMessageRow[] = await query;
  return { rows: rows.slice(0, options.limit), hasMore: rows.length > options.limit };
}

/** Whether the message id belongs to the consultation (an unknown `after` is the client's mistake). */
async function messageExists(knex: Knex, consultationId: string, id: string) {
  const row = await knex('chat_messages')
    .where({ id, consultation_id: consultationId })
    .first('id');
  return row !== undefined;
}

/** A message to store, with the id it will have. */
export interface NewChatMessage {
  id: string;
  consultation_id: string;
  sender_id: string;
  message: string;
}

/**
 * Stores messages in one statement (the hot path of the live room), each only if its sender is one of
 * the consultation's two parties and its chat is open, in the order given. Answers the rows stored; a
 * message missing from the answer was refused, for the caller to say why.
 */
async function insertMessagesIfOpen(
  knex: Knex,
  messages: NewChatMessage[],
  openStatuses: readonly string[],
): Promise<ChatMessageRow[]> {
  const { rows } = (await knex.raw(
    `INSERT INTO chat_messages (id, consultation_id, sender_id, message)
     SELECT m.id, c.id, m.sender, m.message
       FROM unnest(:ids::uuid[], :consultations::uuid[], :senders::uuid[], :messages::text[])
            WITH ORDINALITY AS m(id, consultation, sender, message, ord)
       JOIN consultations c ON c.id = m.consultation
        AND (c.client_id = m.sender OR c.expert_user_id = m.sender)
        AND c.status = ANY(:statuses)
      ORDER BY m.ord
     RETURNING ${COLUMNS.join(', ')}`,
    {
      ids: messages.map((m) => m.id),
      consultations: messages.map((m) => m.consultation_id),
      senders: messages.map((m) => m.sender_id),
      messages: messages.map((m) => m.message),
      statuses: openStatuses,
    },
  )) as { rows: ChatMessageRow[] };
  return rows;
}

/** The chat's statements over one database. */
export function createChatRepository(knex: Knex) {
  const channel = createLiveChannelRepository(knex);
  return {
    findMessages: (
      consultationId: string,
      options: { after?: string | undefined; limit: number },
    ) => findMessages(knex, consultationId, options),
    messageExists: (consultationId: string, id: string) => messageExists(knex, consultationId, id),
    insertMessagesIfOpen: (messages: NewChatMessage[], openStatuses: readonly string[]) =>
      insertMessagesIfOpen(knex, messages, openStatuses),
    /** Tells every instance's room about stored messages (one NOTIFY per batch that fits). */
    announce: (messages: LiveChatMessage[]) => announceMessages(channel, messages),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
