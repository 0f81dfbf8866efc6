// socket.io clients for the room tests: connect as a signed-in user, ask with an acknowledgement, await a push.
import { io as connect, type Socket } from 'socket.io-client';
import type { TestUser } from './users.js';

export interface Ack {
  ok: boolean;
  error?: { code: string; message: string; details?: Record<string, string> };
  [key: string]: unknown;
}

/** Sockets to close after the tests. */
export const openSockets: Socket[] = [];

/** A connected socket signed in as `user` (or with no cookie); rejects when the handshake is refused. */
export async function socketOf(
  url: string,
  user?: TestUser,
  origin?: string,
  headers: Record<string, string> = {},
): Promise<Socket> {
  const socket = connect(url, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: {
      ...(user ? { Cookie: `eb_session=${user.client.sessionCookie}` } : {}),
      ...(origin ? { Origin: origin } : {}),
      ...headers,
    },
  });
  openSockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

export const ask = (socket: Socket, event: string, payload?: unknown): Promise<Ack> =>
  socket.timeout(5_000).emitWithAck(event, payload) as Promise<Ack>;

/** The next `event` pushed to the socket that `match`es, or a rejection after 5 s. */
export function next<T>(socket: Socket, event: string, match: (value: T) => boolean = () => true) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
    const listener = (value: T) => {
      if (!match(value)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(value);
    };
    socket.on(event, listener);
  });
}
