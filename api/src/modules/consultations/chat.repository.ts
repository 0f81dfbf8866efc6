// Chat messages of a consultation, in the order they were stored (a sequence, not the clock).
import type { Knex } from 'knex';

export interface ChatMessageRow {
  id: string;
  consultation_id: string;
  sender_id: string;
  message: string;
  created_at: Date;
}

const COLUMNS = ['id', 'consultation_id', 'sender_id', 'message', 'created_at'] as const;

/** Up to `limit` messages after the one with id `after` (from the start without it); one more tells if more follow. */
export async function findMessages(
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
export async function messageExists(knex: Knex, consultationId: string, id: string) {
  const row = await knex('chat_messages')
    .where({ id, consultation_id: consultationId })
    .first('id');
  return row !== undefined;
}

/**
 * Stores a message only if the sender is one of the consultation's two parties and its chat is open, in one
 * statement (the hot path of the live room); undefined when not, for the caller to say why.
 */
export async function insertMessageIfOpen(
  knex: Knex,
  message: { consultation_id: string; sender_id: string; message: string },
  openStatuses: readonly string[],
): Promise<ChatMessageRow | undefined> {
  const { rows } = (await knex.raw(
    `INSERT INTO chat_messages (consultation_id, sender_id, message)
     SELECT c.id, :sender, :message FROM consultations c
      WHERE c.id = :consultation AND (c.client_id = :sender OR c.expert_user_id = :sender)
        AND c.status = ANY(:statuses)
     RETURNING ${COLUMNS.join(', ')}`,
    {
      sender: message.sender_id,
      message: message.message,
      consultation: message.consultation_id,
      statuses: openStatuses,
    },
  )) as { rows: ChatMessageRow[] };
  return rows[0];
}
