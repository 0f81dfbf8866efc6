// The live consultation room (DESIGN §6): socket.io on the API's HTTP server at /ws. The handshake is
// authenticated by the session cookie; a socket joins its user's room (live updates, the bell) and, when
// it asks and may, a consultation's room (chat, presence, WebRTC signalling). What is pushed comes from the
// database's live channel, so a change made anywhere — a REST call, a worker's activity, another API
// instance — reaches every socket it concerns.
import type http from 'node:http';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { LiveJoined, LiveParty, LiveRole } from '@expertbridge/sdk/live';
import { Server, type Socket } from 'socket.io';
import { clientAddressOf } from '../../platform/client-address.js';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db.js';
import {
  listenLive,
  type LiveChatMessage,
  type LiveEvent,
  type LiveFeed,
} from '../../platform/live-channel.js';
import { first, originAllowed, ownOriginOf } from '../../platform/origins.js';
import { findLiveSession, SESSION_COOKIE, type SessionUser } from '../../platform/session.js';
import { createSessionRepository } from '../../platform/session.repository.js';
import { clipGraphemes } from '../../platform/text.js';
import { CHAT_OPEN_STATUSES, chatService } from '../consultations/chat.service.js';
import { findConsultation } from '../consultations/consultation.records.js';
import { partOf } from '../consultations/consultations.service.js';
import { toNotification, type NotificationRow } from '../notifications/notifications.routes.js';
import * as attendance from './attendance.repository.js';
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
  type ServerToClientEvents,
} from './room.events.js';
import { chatAllowance } from './chat-allowance.js';
import { answerRefusalsInErrorShape, connectRefusal } from './room.refusals.js';

export const SOCKET_PATH = '/ws';
/** Larger frames close the connection; events are validated well below this. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The socket.io adapter's connections. PostgreSQL may drop any of them (a restart, a failover, an
 * administrator): a dropped idle connection is reported on the pool, and the adapter's LISTEN connection,
 * which it keeps checked out and never hands back, has no error handler of its own — either, unhandled,
 * would end the process. Both are logged instead, and a dead connection still checked out is handed back
 * so the pool drops it: otherwise each outage would keep one of the pool's few places until none were left
 * for the adapter's reconnection.
 */
function adapterPoolFor(url: string, logger: Logger): AdapterPool {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const checkedOut = new Set<pg.PoolClient>();
  let queries = 0;
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // An idle connection's error, which the pool repeats here once it has dropped the connection; the
  // connection's own listener below has logged it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'socket.io adapter connection lost'));
    // A query's own error handling hands its connection back first; what is still out here is the
    // adapter's LISTEN connection, which the adapter replaces (it reconnects on `end`) but never releases.
    client.on('end', () => {
      if (checkedOut.has(client)) client.release(new Error('connection ended'));
    });
    // Counts the adapter's queries in flight (its LISTEN among them), for settled() below.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        queries++;
        void result.then(
          () => queries--,
          () => queries--,
        );
      }
      return result;
    };
  });
  return {
    pool,
    async settled(timeoutMs) {
      const giveUpAt = Date.now() + timeoutMs;
      // A connection being made is counted in totalCount before it is idle or handed out.
      const busy = () => queries > 0 || pool.totalCount > pool.idleCount + checkedOut.size;
      while (busy() && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/**
 * The adapter's pool, and a wait for its start to settle. The adapter takes its LISTEN connection in the
 * background after it is created, and keeps it only once its LISTEN has answered: closed before that, it has
 * nothing to hand back yet, then keeps the connection for good, and the pool's end() waits for it forever (seen
 * as an API test's close hanging under load).
 */
interface AdapterPool {
  pool: pg.Pool;
  /** Resolves once no connection is being made and no adapter query is in flight, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

/** How long closing the room waits for the adapter's start (a reachable database answers in milliseconds). */
const ADAPTER_SETTLE_MS = 5_000;

interface SocketData {
  user: SessionUser;
  sessionId: string;
  /** The client's address, as REST takes it (client-address.ts). */
  address: string;
  /** Consultation id → this socket's open attendance row (parties only). */
  attendance: Map<string, string>;
  /**
   * Consultation id → the caller's part in it, for the rooms it has joined; a plain object because other
   * instances read it through the adapter (fetchSockets), which serialises socket data.
   */
  joined: Record<string, LiveRole>;
}

type RoomServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type RoomSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const userRoom = (id: string) => `user:${id}`;
export const consultationRoom = (id: string) => `consultation:${id}`;
const sessionRoom = (id: string) => `session:${id}`;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

/** A stored chat message to its consultation's room on this instance. */
function emitMessage(io: RoomServer, item: LiveChatMessage): void {
  io.local.to(consultationRoom(item.consultationId)).emit('message', {
    type: 'message',
    id: item.id,
    consultationId: item.consultationId,
    message: item.message,
    sender: item.sender,
    timestamp: new Date(item.createdAt).toISOString(),
  });
}

/** Pushes one committed change to the sockets it concerns, on this instance only (each instance listens). */
async function pushLive(io: RoomServer, knex: Knex, event: LiveEvent): Promise<void> {
  switch (event.kind) {
    case 'message': {
      let { message, createdAt, sender } = event;
      if (message === undefined || createdAt === undefined || sender === undefined) {
        const row = await knex('chat_messages as m')
          .join('users as u', 'u.id', 'm.sender_id')
          .where('m.id', event.id)
          .first('m.message', 'm.created_at', 'u.id', 'u.first_name', 'u.last_name');
        if (!row) return;
        message = row.message as string;
        createdAt = (row.created_at as Date).toISOString();
        sender = { id: row.id, firstName: row.first_name, lastName: row.last_name };
      }
      emitMessage(io, {
        id: event.id,
        consultationId: event.consultationId,
        message,
        createdAt,
        sender,
      });
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
      const row = await knex('notifications')
        .where({ id: event.id })
        .first('id', 'kind', 'title', 'body', 'consultation_id', 'created_at', 'read_at');
      if (!row) return;
      io.local
        .to(userRoom(event.userId))
        .emit('notification', { type: 'notification', ...toNotification(row as NotificationRow) });
      return;
    }
    case 'session_ended':
      io.local.in(sessionRoom(event.sessionId)).disconnectSockets(true);
      return;
  }
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

/** Attaches the room to the API's HTTP server. */
export async function attachRealtime(
  server: http.Server,
  deps: { config: Config; db: Database; logger: Logger; live?: LiveFeed },
): Promise<Realtime> {
  const { config, db, logger } = deps;
  const { knex } = db;
  const chat = chatService(knex);
  const allowedOrigins = new Set([config.PUBLIC_URL, ...config.CORS_ORIGINS]);
  const io: RoomServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    cors: { origin: [...allowedOrigins], credentials: true },
    // A browser on another site must not ride the user's cookie into the room: the same rule as REST's CSRF check.
    allowRequest: (req, callback) => {
      callback(
        null,
        originAllowed({
          origin: req.headers.origin,
          ownOrigin: ownOriginOf(req, config.TRUST_PROXY),
          secFetchSite: first(req.headers['sec-fetch-site']),
          allowed: allowedOrigins,
        }),
      );
    },
  });

  answerRefusalsInErrorShape(io);
  // Chat messages per account and per client address, all their sockets on this instance together. A refused
  // message costs the room no database work.
  const allowance = chatAllowance({
    perAccount: config.CHAT_RATE_LIMIT,
    perAddress: config.CHAT_IP_RATE_LIMIT,
    coolDownMs: config.CHAT_COOLDOWN_SECONDS * 1000,
  });
  const coolingDown = (waitMs: number) => {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return connectRefusal(
      'rate_limited',
      `You were sending messages too quickly. Try again in ${seconds} s.`,
      seconds,
    );
  };

  const signInFirst = () => connectRefusal('unauthenticated', 'Sign in to join the live room');
  io.use((socket, next) => {
    const token = cookieValue(socket.request.headers.cookie, SESSION_COOKIE);
    if (!token) return next(signInFirst());
    const address = clientAddressOf(socket.request, config.TRUST_PROXY);
    // A flooder's address coming back during its cool-down costs no database read.
    const addressWait = allowance.coolingDown(undefined, address);
    if (addressWait > 0) return next(coolingDown(addressWait));
    findLiveSession(createSessionRepository(knex), token)
      .then((session) => {
        if (!session) return next(signInFirst());
        const wait = allowance.coolingDown(session.user.id, address);
        if (wait > 0) return next(coolingDown(wait));
        const data = socket.data as SocketData;
        data.user = session.user;
        data.sessionId = session.sessionId;
        data.address = address;
        data.attendance = new Map();
        data.joined = {};
        void socket.join([userRoom(session.user.id), sessionRoom(session.sessionId)]);
        next();
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'socket handshake failed');
        next(
          connectRefusal(
            'service_unavailable',
            'The live room is unavailable at the moment. Please try again shortly.',
          ),
        );
      });
  });

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
      await attendance.leave(knex, id);
    };

    handle('join', async (payload) => {
      const { consultationId } = joinEvent.parse(payload);
      const row = await findConsultation(knex, consultationId);
      const part = row && partOf(row, user);
      if (!row || !part) return errorAck('consultation_not_found', 'Consultation not found');
      const room = consultationRoom(consultationId);
      const already = socket.rooms.has(room);
      await socket.join(room);
      socket.data.joined[consultationId] = part;
      if (part !== 'admin' && !already) {
        socket.data.attendance.set(
          consultationId,
          await attendance.join(knex, { consultationId, userId: user.id, role: part }),
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

  // Several API instances: broadcasts to a room (signalling, presence) reach the sockets of every instance.
  let adapterPool: AdapterPool | undefined;
  if (db.url) {
    adapterPool = adapterPoolFor(db.url, logger);
    io.adapter(
      createAdapter(adapterPool.pool, {
        errorHandler: (error) => logger.warn({ err: error }, 'socket.io adapter error'),
      }),
    );
  }

  // One push at a time, so sockets see changes in the order they were committed.
  let pushing: Promise<void> = Promise.resolve();
  const push = (event: LiveEvent) => {
    pushing = pushing
      .then(() => pushLive(io, knex, event))
      .catch((error: unknown) =>
        logger.warn({ err: error, event: event.kind }, 'live update not pushed'),
      );
  };
  // The process's shared feed when it has one (its owner closes it), else a LISTEN of its own.
  const unsubscribe = deps.live?.subscribe(push);
  const live = unsubscribe
    ? { close: async () => unsubscribe() }
    : await listenLive(db, push, logger);

  return {
    io,
    close: async () => {
      await live.close();
      // Closing the transports (not disconnecting each socket, which tells a client not to come back)
      // lets clients reconnect by themselves once this or another instance is up again.
      // io.close() would close the HTTP server too; the owner of the server closes it.
      io.engine.close();
      await adapterPool?.settled(ADAPTER_SETTLE_MS);
      await io.of('/').adapter.close();
      await adapterPool?.pool.end();
    },
  };
}
