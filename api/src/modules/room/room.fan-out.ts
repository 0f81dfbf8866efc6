// What the database's live channel announces, pushed to the sockets it concerns: a chat message to its
// consultation's room, a status change to the parties and the room, a new notification to its user's bell, and
// an ended session's sockets disconnected. Each instance listens, so each pushes to its own sockets only.
import type { Logger } from 'pino';
import type { LiveChatMessage, LiveEvent } from '../../platform/live-channel.js';
import { countChatDelivered } from '../../platform/metrics.js';
import { toNotification } from '../notifications/notification-view.js';
import type { RoomRepository } from './room.repository.js';
import { consultationRoom, sessionRoom, userRoom, type RoomServer } from './room.server.js';

/** A stored chat message to its consultation's room on this instance. */
function emitMessage(io: RoomServer, item: LiveChatMessage): void {
  const room = consultationRoom(item.consultationId);
  countChatDelivered(io.sockets.adapter.rooms.get(room)?.size ?? 0);
  io.local.to(room).emit('message', {
    type: 'message',
    id: item.id,
    consultationId: item.consultationId,
    message: item.message,
    sender: item.sender,
    timestamp: new Date(item.createdAt).toISOString(),
  });
}

/** Pushes one committed change to the sockets it concerns, on this instance only (each instance listens). */
async function pushLive(io: RoomServer, repository: RoomRepository, event: LiveEvent) {
  switch (event.kind) {
    case 'message': {
      const { id, consultationId, message, createdAt, sender } = event;
      if (message !== undefined && createdAt !== undefined && sender !== undefined) {
        emitMessage(io, { id, consultationId, message, createdAt, sender });
        return;
      }
      // Too long for a NOTIFY payload: the channel carried its id alone.
      const stored = await repository.chatMessage(id);
      if (stored) emitMessage(io, { ...stored, consultationId });
      return;
    }
    case 'messages':
      for (const item of event.items) emitMessage(io, item);
      return;
    case 'consultation':
      io.local
        .to([...event.userIds.map(userRoom), consultationRoom(event.consultationId)])
        .emit('consultation', {
          type: 'consultation',
          consultationId: event.consultationId,
          status: event.status,
        });
      return;
    case 'notification': {
      const row = await repository.notification(event.id);
      if (!row) return;
      io.local
        .to(userRoom(event.userId))
        .emit('notification', { type: 'notification', ...toNotification(row) });
      return;
    }
    case 'session_ended':
      io.local.in(sessionRoom(event.sessionId)).disconnectSockets(true);
      return;
  }
}

/** The listener for the live channel: one push at a time, so sockets see changes in the order they were committed. */
export function fanOut(io: RoomServer, repository: RoomRepository, logger: Logger) {
  let pushing: Promise<void> = Promise.resolve();
  return (event: LiveEvent) => {
    pushing = pushing
      .then(() => pushLive(io, repository, event))
      .catch((error: unknown) =>
        logger.warn({ err: error, event: event.kind }, 'live update not pushed'),
      );
  };
}
