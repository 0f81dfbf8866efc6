// The live connection (socket.io at /ws): the consultation room's chat, presence and WebRTC signalling, and
// each user's pushed updates. OpenAPI cannot describe a socket, so its event contract is written here, once,
// and both the API and its clients import it.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { components } from './schema.js';

type Schemas = components['schemas'];

/** The path the API serves the live connection on. */
export const LIVE_PATH = '/ws';

/** The contract's error body inside a failed acknowledgement. */
export type LiveError = Schemas['Error']['error'];

/**
 * Every event is answered through its acknowledgement: `{ ok: true, … }` or `{ ok: false, error }`. A refused
 * handshake's `connect_error` carries the same error body as its `data`: `{ error: { code, message } }`, and with
 * `rate_limited` (an account or address cooling down after flooding the room) `retryAfter` in seconds.
 */
export type LiveAck<T extends object = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      error: LiveError;
      /** With `rate_limited`: seconds to wait before sending again (REST's `Retry-After`). */
      retryAfter?: number;
    };

/** A party's part in a consultation; admins watch read-only. */
export type LiveRole = 'client' | 'expert' | 'admin';

/** A WebRTC ICE server, as `RTCIceServer` takes it. */
export interface LiveIceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** A party in the consultation's room. */
export interface LiveParty {
  userId: string;
  role: 'client' | 'expert';
}

/** The answer to `join`. */
export interface LiveJoined {
  consultationId: string;
  role: LiveRole;
  status: Schemas['ConsultationStatus'];
  /** Chat is closed (the consultation is over, or the caller is an admin). */
  readOnly: boolean;
  /** For the video call; empty for admins. */
  iceServers: LiveIceServer[];
  /** The other parties in the room at the moment of joining (not the caller's own other tabs). */
  present: LiveParty[];
}

/** A chat message as the room pushes it (stored first; `id` is the stored message's). */
export interface LiveChatMessage {
  type: 'message';
  id: string;
  consultationId: string;
  message: string;
  sender: { id: string; firstName: string; lastName: string };
  timestamp: string;
}

/** A party entering or leaving the consultation's room. */
export interface LivePresence extends LiveParty {
  consultationId: string;
  state: 'joined' | 'left';
}

/** A consultation's status changed (to its parties, and to its room). */
export interface LiveConsultationChange {
  type: 'consultation';
  consultationId: string;
  status: Schemas['ConsultationStatus'];
}

/** A new in-app notification for the signed-in user. */
export type LiveNotification = { type: 'notification' } & Schemas['Notification'];

/**
 * WebRTC signalling kinds, relayed untouched to the other party: `ready` says a party has its camera on and
 * can be called, then the usual offer, answer and ICE candidates, and `hangup` when it stops.
 */
export type LiveSignalKind = 'ready' | 'offer' | 'answer' | 'candidate' | 'hangup';

/** A signal from the other party. */
export interface LiveSignal {
  consultationId: string;
  from: string;
  kind: LiveSignalKind;
  data: unknown;
}

/** What the server pushes. */
export interface LiveServerEvents {
  message(message: LiveChatMessage): void;
  presence(presence: LivePresence): void;
  consultation(change: LiveConsultationChange): void;
  notification(notification: LiveNotification): void;
  signal(signal: LiveSignal): void;
}

/** What a client sends, each with its acknowledgement. */
export interface LiveClientEvents {
  join(payload: { consultationId: string }, ack: (answer: LiveAck<LiveJoined>) => void): void;
  leave(payload: { consultationId: string }, ack: (answer: LiveAck) => void): void;
  message(
    payload: { consultationId: string; message: string },
    ack: (answer: LiveAck<{ id: string; timestamp: string }>) => void,
  ): void;
  signal(
    payload: { consultationId: string; kind: LiveSignalKind; data: unknown },
    ack: (answer: LiveAck) => void,
  ): void;
}

/** A typed socket.io client of the live connection. */
export type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>;

export interface LiveOptions {
  /** Where the API lives, as for `createClient`. */
  baseUrl: string;
  /** socket.io client options over the defaults (credentials included, reconnecting with back-off). */
  socket?: Partial<ManagerOptions & SocketOptions>;
}

/**
 * Opens the live connection, authenticated by the session cookie (a browser sends it with credentials;
 * elsewhere pass `socket.extraHeaders.Cookie`). It reconnects by itself; `join` again after a reconnect.
 *
 * WebSocket first, HTTP long-polling only when WebSocket cannot connect: a WebSocket is one connection to one API
 * process, so it works behind any load balancer, while polling's requests must all reach the process that opened
 * the session (a balancer without sticky sessions refuses them with 400).
 */
export function connectLive(options: LiveOptions): LiveSocket {
  const { extraHeaders, ...socket } = options.socket ?? {};
  return io(options.baseUrl.replace(/\/+$/, ''), {
    path: LIVE_PATH,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    ...socket,
    ...(extraHeaders ? { extraHeaders: withLowerCaseCookie(extraHeaders) } : {}),
  });
}

/**
 * Outside a browser, the WebSocket transport adds the cookies it was sent back under `cookie` and would drop a
 * `Cookie` header given in another case: the session cookie is passed under the name it merges with.
 */
function withLowerCaseCookie(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase() === 'cookie' ? 'cookie' : name,
      value,
    ]),
  );
}
