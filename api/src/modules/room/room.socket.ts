// The live consultation room (DESIGN §6): socket.io on the API's HTTP server at /ws. The handshake is
// authenticated by the session cookie; a socket joins its user's room (live updates, the bell) and, when
// it asks and may, a consultation's room (chat, presence, WebRTC signalling). What is pushed comes from the
// database's live channel, so a change made anywhere — a REST call, a worker's activity, another API
// instance — reaches every socket it concerns.
import type http from 'node:http';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db.js';
import { listenLive, type LiveFeed } from '../../platform/live-channel.js';
import { first, originAllowed, ownOriginOf } from '../../platform/origins.js';
import {
  postgresSocketAdapter,
  type PostgresSocketAdapter,
} from '../../platform/socket-adapter.js';
import { chatAllowance } from './chat-allowance.js';
import { handleConnections, type RoomChat } from './room.connection.js';
import { fanOut } from './room.fan-out.js';
import { authenticateHandshakes } from './room.handshake.js';
import { answerRefusalsInErrorShape } from './room.refusals.js';
import type { RoomRepository } from './room.repository.js';
import type { RoomServer } from './room.server.js';

export const SOCKET_PATH = '/ws';
/** Larger frames close the connection; events are validated well below this. */
const MAX_FRAME_BYTES = 64 * 1024;

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

/** Attaches the room to the API's HTTP server. */
export async function attachRealtime(
  server: http.Server,
  deps: { config: Config; db: Database; logger: Logger; live?: LiveFeed | undefined },
  services: { room: RoomRepository; chat: RoomChat },
): Promise<Realtime> {
  const { config, db, logger } = deps;
  const { room: repository, chat } = services;
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
  authenticateHandshakes(io, { config, repository, allowance, logger });
  handleConnections(io, { config, repository, chat, allowance, logger });

  // Several API instances: broadcasts to a room (signalling, presence) reach the sockets of every instance.
  let adapter: PostgresSocketAdapter | undefined;
  if (db.url) {
    adapter = postgresSocketAdapter(db.url, logger);
    io.adapter(adapter.adapter);
  }

  const push = fanOut(io, repository, logger);
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
      await adapter?.settled();
      await io.of('/').adapter.close();
      await adapter?.end();
    },
  };
}
