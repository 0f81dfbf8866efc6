// Every statement of the live room: the session a handshake's cookie names, the consultation a socket joins,
// the parties' attendance, and what a push reads back when the live channel carried only an id.
import type { Knex } from 'knex';
import type { LiveChatMessage } from '../../platform/live-channel.js';
import { findLiveSession } from '../../platform/session.js';
import { createSessionRepository } from '../../platform/session.repository.js';
import { findConsultation } from '../consultations/consultation.records.js';
import { findNotificationRow } from '../notifications/notification.records.js';
import * as attendance from '../consultations/attendance.records.js';

export function createRoomRepository(knex: Knex) {
  const sessions = createSessionRepository(knex);
  return {
    /** The live session a session cookie's token names, with its user. */
    liveSession: (token: string) => findLiveSession(sessions, token),

    consultation: (id: string) => findConsultation(knex, id),

    /** Records a party entering the room; answers the row to close when they leave. */
    joinAttendance: (entry: {
      consultationId: string;
      userId: string;
      role: 'client' | 'expert';
    }) => attendance.join(knex, entry),

    leaveAttendance: (id: string) => attendance.leave(knex, id),

    /** A stored chat message with its sender, for one too long to travel in a NOTIFY payload. */
    async chatMessage(id: string): Promise<Omit<LiveChatMessage, 'consultationId'> | undefined> {
      const row = await knex('chat_messages as m')
        .join('users as u', 'u.id', 'm.sender_id')
        .where('m.id', id)
        .first('m.message', 'm.created_at', 'u.id', 'u.first_name', 'u.last_name');
      if (!row) return undefined;
      return {
        id,
        message: row.message as string,
        createdAt: (row.created_at as Date).toISOString(),
        sender: { id: row.id, firstName: row.first_name, lastName: row.last_name },
      };
    },

    notification: (id: string) => findNotificationRow(knex, id),
  };
}

export type RoomRepository = ReturnType<typeof createRoomRepository>;
