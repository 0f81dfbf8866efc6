// Who may open the live room: the handshake is authenticated by the session cookie, as REST is, and an account or a
// client address still cooling down after a flood is refused before it costs the database a read.
import type { Logger } from 'pino';
import { clientAddressOf } from '../../platform/client-address.js';
import type { Config } from '../../platform/config.js';
import { cookieValue } from '../../platform/cookie-header.js';
import { SESSION_COOKIE } from '../../platform/session.js';
import type { ChatAllowance } from './chat-allowance.js';
import { connectRefusal } from './room.refusals.js';
import type { RoomRepository } from './room.repository.js';
import { sessionRoom, userRoom, type RoomServer, type SocketData } from './room.server.js';

export interface HandshakeDeps {
  config: Config;
  repository: RoomRepository;
  allowance: ChatAllowance;
  logger: Logger;
}

/** The refusal of a handshake from an account or an address still cooling down. */
function coolingDown(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return connectRefusal(
    'rate_limited',
    `You were sending messages too quickly. Try again in ${seconds} s.`,
    seconds,
  );
}

const signInFirst = () => connectRefusal('unauthenticated', 'Sign in to join the live room');

/** Lets a socket in with its session's user, and puts it in its user's and its session's rooms. */
export function authenticateHandshakes(io: RoomServer, deps: HandshakeDeps): void {
  const { config, repository, allowance, logger } = deps;
  io.use((socket, next) => {
    const token = cookieValue(socket.request.headers.cookie, SESSION_COOKIE);
    if (!token) return next(signInFirst());
    const address = clientAddressOf(socket.request, config.TRUST_PROXY);
    // A flooder's address coming back during its cool-down costs no database read.
    const addressWait = allowance.coolingDown(undefined, address);
    if (addressWait > 0) return next(coolingDown(addressWait));
    repository
      .liveSession(token)
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
}
