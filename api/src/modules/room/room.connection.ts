// One socket's life in the room: joining and leaving a consultation's room (with the parties' attendance and
// presence), chat messages within the allowance, WebRTC signalling relayed to the other party, and what is
// left open closed when it disconnects.
import type { LiveJoined, LiveParty } from '@expertbridge/sdk/live';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config.js';
import type { SessionUser } from '../../platform/session.js';
import { clipGraphemes } from '../../platform/text.js';
import { CHAT_OPEN_STATUSES } from '../consultations/chat.service.js';
import { partOf } from '../consultations/consultations.service.js';
import type { ChatAllowance } from './chat-allowance.js';
import {
  errorAck,
  failure,
  joinEvent,
  KNOWN_EVENTS,
  messageEvent,
  rateLimitedAck,
  signalEvent,
  type Ack,
  type ClientToServerEvents,
} from './room.events.js';
import type { RoomRepository } from './room.repository.js';
import { consultationRoom, type RoomServer, type RoomSocket } from './room.server.js';

/** The consultations' chat, which stores a message and announces it on the live channel. */
export interface RoomChat {
  send(
    consultationId: string,
    user: SessionUser,
    message: string,
  ): Promise<{ id: string; createdAt: string }>;
}

export interface ConnectionDeps {
  config: Config;
  repository: RoomRepository;
  chat: RoomChat;
  allowance: ChatAllowance;
  logger: Logger;
}

/**
 * The other parties in a consultation's room now, on every instance (the adapter asks them), so a video
 * call knows whether anyone is there to answer. Admins watch unseen.
 */
async function othersIn(
  io: RoomServer,
  consultationId: string,
  self: string,
): Promise<LiveParty[]> {
  const sockets = await io.in(consultationRoom(consultationId)).fetchSockets();
  const parties = new Map<string, LiveParty>();
  for (const socket of sockets) {
    const role = socket.data.joined?.[consultationId];
    const userId = socket.data.user?.id;
    if (userId && userId !== self && (role === 'client' || role === 'expert')) {
      parties.set(userId, { userId, role });
    }
  }
  return [...parties.values()];
}

/** Answers each authenticated socket's events until it disconnects. */
export function handleConnections(io: RoomServer, deps: ConnectionDeps): void {
  const { config, repository, chat, allowance, logger } = deps;

  io.on('connection', (raw) => {
    const socket: RoomSocket = raw;
    const { user } = socket.data;
    /** Messages refused for the rate since this socket's last stored one. */
    let refusedInARow = 0;

    /** Every event answers through its acknowledgement, whatever it carried; nothing thrown escapes. */
    const handle = (event: keyof ClientToServerEvents, run: (payload: unknown) => Promise<Ack>) => {
      socket.on(event, (...args: unknown[]) => {
        const last = args.at(-1);
        const ack = typeof last === 'function' ? (last as (answer: Ack) => void) : () => undefined;
        run(args.length > 1 || typeof last !== 'function' ? args[0] : undefined)
          .catch((error: unknown) => {
            const answer = failure(error);
            if (!answer.ok && answer.error.code === 'internal_error') {
              logger.error({ err: error, event }, 'socket event failed');
            }
            return answer;
          })
          .then(ack);
      });
    };

    const closeAttendance = async (consultationId: string) => {
      const id = socket.data.attendance.get(consultationId);
      if (!id) return;
      socket.data.attendance.delete(consultationId);
      await repository.leaveAttendance(id);
    };

    handle('join', async (payload) => {
      const { consultationId } = joinEvent.parse(payload);
      const row = await repository.consultation(consultationId);
      const part = row && partOf(row, user);
      if (!row || !part) return errorAck('consultation_not_found', 'Consultation not found');
      const room = consultationRoom(consultationId);
      const already = socket.rooms.has(room);
      await socket.join(room);
      socket.data.joined[consultationId] = part;
      if (part !== 'admin' && !already) {
        socket.data.attendance.set(
          consultationId,
          await repository.joinAttendance({ consultationId, userId: user.id, role: part }),
        );
        socket
          .to(room)
          .emit('presence', { consultationId, userId: user.id, role: part, state: 'joined' });
      }
      const joined: LiveJoined = {
        consultationId,
        role: part,
        status: row.status,
        readOnly: part === 'admin' || !CHAT_OPEN_STATUSES.has(row.status),
        iceServers: part === 'admin' ? [] : config.ICE_SERVERS_JSON,
        present: await othersIn(io, consultationId, user.id),
      };
      return { ok: true, ...joined };
    });

    handle('leave', async (payload) => {
      const { consultationId } = joinEvent.parse(payload);
      const room = consultationRoom(consultationId);
      if (!socket.rooms.has(room)) return errorAck('not_joined', 'Join the consultation first');
      const part = socket.data.joined[consultationId];
      await socket.leave(room);
      delete socket.data.joined[consultationId];
      await closeAttendance(consultationId);
      if (part && part !== 'admin') {
        socket
          .to(room)
          .emit('presence', { consultationId, userId: user.id, role: part, state: 'left' });
      }
      return { ok: true };
    });

    handle('message', async (payload) => {
      const { consultationId, message } = messageEvent.parse(payload);
      if (!socket.rooms.has(consultationRoom(consultationId))) {
        return errorAck('not_joined', 'Join the consultation first');
      }
      const waitMs = allowance.take(user.id, socket.data.address);
      if (waitMs > 0) {
        // A client that heeds retryAfter is refused a few times at most. One that goes on sending is flooding, and
        // each refusal still costs the event loop the other sockets are waiting on: its connection is closed
        // (after this acknowledgement), and socket.io clients do not reconnect by themselves from that; one that does
        // is refused until its account's and address's cool-down is over.
        if (++refusedInARow > config.CHAT_RATE_LIMIT) {
          allowance.coolDown(user.id, socket.data.address);
          setImmediate(() => socket.disconnect(true));
        }
        return rateLimitedAck(waitMs);
      }
      refusedInARow = 0;
      // Stored first; the database's live channel then tells the room, this socket included.
      const stored = await chat.send(consultationId, user, message);
      return { ok: true, id: stored.id, timestamp: stored.createdAt };
    });

    handle('signal', async (payload) => {
      const { consultationId, kind, data } = signalEvent.parse(payload);
      const part = socket.data.joined[consultationId];
      if (!part) return errorAck('not_joined', 'Join the consultation first');
      if (part === 'admin') return errorAck('not_allowed', 'Only the two parties can call');
      socket
        .to(consultationRoom(consultationId))
        .emit('signal', { consultationId, from: user.id, kind, data });
      return { ok: true };
    });

    socket.onAny((event: string, ...args: unknown[]) => {
      if (KNOWN_EVENTS.has(event)) return;
      const last = args.at(-1);
      if (typeof last === 'function')
        last(errorAck('unknown_event', `Unknown event: ${clipGraphemes(String(event), 50)}`));
    });

    socket.on('disconnect', () => {
      for (const [consultationId, part] of Object.entries(socket.data.joined)) {
        if (part !== 'admin') {
          socket
            .to(consultationRoom(consultationId))
            .emit('presence', { consultationId, userId: user.id, role: part, state: 'left' });
        }
      }
      const open = [...socket.data.attendance.keys()];
      void Promise.all(open.map(closeAttendance)).catch((error: unknown) =>
        logger.warn({ err: error }, 'attendance not closed'),
      );
    });
  });
}
