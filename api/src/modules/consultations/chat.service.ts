// The chat of a consultation (spec part 2 §2.3, §7): its two parties write while it is pending,
// confirmed or in progress; afterwards it is read-only. Admins may read.
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import { announce } from '../../platform/live-channel.js';
import type { SessionUser } from '../../platform/session.js';
import * as repository from './chat.repository.js';
import { findConsultation } from './consultations.repository.js';
import { consultationNotFound, partOf } from './consultations.service.js';

type ChatMessage = components['schemas']['ChatMessage'];

/** Statuses in which the two parties may write. */
export const CHAT_OPEN_STATUSES = new Set(['pending', 'confirmed', 'in_progress']);

function toMessage(row: repository.ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    consultationId: row.consultation_id,
    senderId: row.sender_id,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

export function chatService(knex: Knex) {
  async function load(consultationId: string, user: SessionUser) {
    const row = await findConsultation(knex, consultationId);
    const part = row && partOf(row, user);
    if (!row || !part) throw consultationNotFound();
    return { row, part };
  }

  return {
    /** Messages after `after`, oldest first. */
    async list(
      consultationId: string,
      user: SessionUser,
      query: { after?: string | undefined; limit: number },
    ) {
      await load(consultationId, user);
      if (query.after && !(await repository.messageExists(knex, consultationId, query.after))) {
        throw AppError.badRequest('validation_failed', 'The query is not valid', {
          after: 'No such message in this consultation',
        });
      }
      const { rows, hasMore } = await repository.findMessages(knex, consultationId, query);
      return { items: rows.map(toMessage), hasMore };
    },

    /** Stores a message from one of the two parties while the chat is open. */
    async send(consultationId: string, user: SessionUser, message: string): Promise<ChatMessage> {
      const inserted = await repository.insertMessageIfOpen(
        knex,
        { consultation_id: consultationId, sender_id: user.id, message },
        [...CHAT_OPEN_STATUSES],
      );
      if (!inserted) {
        // Not stored: say why.
        const { row, part } = await load(consultationId, user);
        if (part === 'admin') {
          throw AppError.forbidden('Only the two parties can write in this chat', 'not_allowed');
        }
        if (!CHAT_OPEN_STATUSES.has(row.status)) {
          throw AppError.conflict('chat_closed', 'This chat is closed: the consultation is over');
        }
        throw AppError.conflict('chat_closed', 'This chat is not open');
      }
      const stored = toMessage(inserted);
      // Stored, then told to the room (every instance's sockets); a long one goes by id.
      await announce(
        knex,
        {
          kind: 'message',
          id: stored.id,
          consultationId,
          message: stored.message,
          createdAt: stored.createdAt,
          sender: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        },
        () => ({ kind: 'message', id: stored.id, consultationId }),
      );
      return stored;
    },
  };
}
