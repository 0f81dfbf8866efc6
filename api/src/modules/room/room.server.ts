// The room's socket.io server as typed here: the events each way, what each socket carries, and the names of
// the socket.io rooms a socket is in (its user's, its session's, the consultations it joined).
import type { LiveRole } from '@expertbridge/sdk/live';
import type { Server, Socket } from 'socket.io';
import type { SessionUser } from '../../platform/session.js';
import type { ClientToServerEvents, ServerToClientEvents } from './room.events.js';

export interface SocketData {
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

export type RoomServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RoomSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const userRoom = (id: string) => `user:${id}`;
export const consultationRoom = (id: string) => `consultation:${id}`;
export const sessionRoom = (id: string) => `session:${id}`;
