// The chat of a consultation (spec part 2 §2.3, §7): its two parties write while it is pending,
// confirmed or in progress; afterwards it is read-only. Admins may read.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import { announceMessages } from '../../platform/live-channel.js';
import { createLiveChannelRepository } from '../../platform/live-channel.repository.js';
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

interface Pending {
  row: repository.NewChatMessage;
  sender: SessionUser;
  settle: (stored: ChatMessage | undefined, error?: unknown) => void;
}

/** The most messages one statement stores. */
const BATCH_LIMIT = 256;

/**
 * Group commit for chat: messages that arrive while a write is under way go together in the next one
 * (one INSERT and one NOTIFY for the lot, in arrival order), so the database's per-commit cost is shared
 * under load and a lone message is written at once.
 */
function chatWriter(knex: Knex) {
  const queue: Pending[] = [];
  let writing = false;

  async function writeBatch(batch: Pending[]) {
    const stored = await repository.insertMessagesIfOpen(
      knex,
      batch.map((pending) => pending.row),
      [...CHAT_OPEN_STATUSES],
    );
    const byId = new Map(stored.map((row) => [row.id, toMessage(row)]));
    // Stored, then told to the room (every instance's sockets), before anyone is answered.
    await announceMessages(
      createLiveChannelRepository(knex),
      batch.flatMap(({ row, sender }) => {
        const message = byId.get(row.id);
        if (!message) return [];
        const { id, firstName, lastName } = sender;
        return [{ ...message, sender: { id, firstName, lastName } }];
      }),
    );
    for (const pending of batch) pending.settle(byId.get(pending.row.id));
  }

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_LIMIT);
      try {
        await writeBatch(batch);
      } catch (error) {
        for (const pending of batch) pending.settle(undefined, error);
      }
    }
    writing = false;
  }

  return {
    /** Stores one message; undefined when refused (not a party, or the chat is closed). */
    write(input: { consultationId: string; sender: SessionUser; message: string }) {
      return new Promise<ChatMessage | undefined>((resolve, reject) => {
        queue.push({
          row: {
            id: randomUUID(),
            consultation_id: input.consultationId,
            sender_id: input.sender.id,
            message: input.message,
          },
          sender: input.sender,
          settle: (stored, error) => (error ? reject(error) : resolve(stored)),
        });
        if (!writing) void drain();
      });
    },
  };
}

export function chatService(knex: Knex) {
  const writer = chatWriter(knex);

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
      const stored = await writer.write({ consultationId, sender: user, message });
      if (stored) return stored;
      // Not stored: say why.
      const { row, part } = await load(consultationId, user);
      if (part === 'admin') {
        throw AppError.forbidden('Only the two parties can write in this chat', 'not_allowed');
      }
      if (!CHAT_OPEN_STATUSES.has(row.status)) {
        throw AppError.conflict('chat_closed', 'This chat is closed: the consultation is over');
      }
      throw AppError.conflict('chat_closed', 'This chat is not open');
    },
  };
}
