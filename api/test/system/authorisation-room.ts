// The live room's part of the authorisation matrix: every session role connects to /ws at once, tries to join the
// shared confirmed consultation, and sends each event. What each was answered is compared with openapi/access.yaml by
// the test; here we also collect what leaked: events a socket outside the room received, signals relayed from a socket
// that was refused, and messages stored for a sender that was refused.
import type { Socket } from 'socket.io-client';
import { SESSION_ROLES, type SessionRole } from '../helpers/access-table.js';
import { ask, socketOf, type Ack } from '../helpers/sockets.js';
import { newSession, type TestUser } from '../helpers/users.js';
import type { World } from './authorisation-world.js';

export const ROOM_EVENTS = ['connect', 'join', 'message', 'signal', 'typing', 'leave'] as const;
type RoomEvent = (typeof ROOM_EVENTS)[number];

const outcome = (ack: Ack) => (ack.ok ? 'ok' : (ack.error?.code ?? 'refused'));

export async function runRoomMatrix(world: World) {
  const { app, users } = world;
  const id = world.shared.confirmed;
  const observed = Object.fromEntries(ROOM_EVENTS.map((event) => [event, {}])) as Record<
    RoomEvent,
    Partial<Record<SessionRole, string>>
  >;
  const leaks: string[] = [];
  const userOf = (role: SessionRole) => (role === 'visitor' ? undefined : users[role]);

  // An observer in the room: the expert on a second session, which sees every message and signal relayed there.
  const observer = await socketOf(app.url, {
    ...users.expert,
    client: await newSession(app, users.expert.id),
  } as TestUser);
  const relayed: { from: string }[] = [];
  observer.on('signal', (signal: { consultationId: string; from: string }) => {
    if (signal.consultationId === id) relayed.push(signal);
  });
  if (!(await ask(observer, 'join', { consultationId: id })).ok) throw new Error('observer');

  const sockets = new Map<SessionRole, Socket>();
  const received = new Map<SessionRole, string[]>();
  for (const role of SESSION_ROLES) {
    try {
      const socket = await socketOf(app.url, userOf(role));
      sockets.set(role, socket);
      observed.connect[role] = 'ok';
      const heard: string[] = [];
      received.set(role, heard);
      socket.onAny((event: string, payload: { consultationId?: string }) => {
        if (payload?.consultationId === id) heard.push(event);
      });
    } catch (error) {
      // A refused handshake carries the error body as connect_error's data (room.refusals.ts).
      const refusal = error as Error & { data?: { error?: { code?: string } } };
      observed.connect[role] = refusal.data?.error?.code ?? refusal.message;
    }
  }
  const each = async (
    event: Exclude<RoomEvent, 'connect'>,
    payload: (role: SessionRole) => unknown,
  ) => {
    for (const role of SESSION_ROLES) {
      const socket = sockets.get(role);
      observed[event][role] = socket
        ? outcome(await ask(socket, event, payload(role)))
        : observed.connect[role]!;
    }
  };
  await each('join', () => ({ consultationId: id }));
  await each('message', (role) => ({ consultationId: id, message: `Sent by the ${role}` }));
  await each('signal', (role) => ({ consultationId: id, kind: 'ready', data: { role } }));
  await each('typing', () => ({ consultationId: id }));
  // Let what was relayed arrive before anyone leaves.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await each('leave', () => ({ consultationId: id }));

  for (const role of SESSION_ROLES) {
    const heard = received.get(role) ?? [];
    if (observed.join[role] !== 'ok' && heard.length > 0) {
      leaks.push(`the ${role}, refused the room, received ${heard.join(', ')}`);
    }
    const user = userOf(role);
    const relayedFrom = user ? relayed.filter((signal) => signal.from === user.id).length : 0;
    // The expert's own signal reaches the observer (another of the expert's sockets); nobody else's refused one may.
    if (observed.signal[role] !== 'ok' && relayedFrom > 0) {
      leaks.push(`a signal of the ${role} was relayed though refused`);
    }
    if (observed.signal[role] === 'ok' && role !== 'expert' && relayedFrom === 0) {
      leaks.push(`the ${role}'s accepted signal never reached the room`);
    }
  }
  const stored = (
    (await users.admin.client.get(`/api/consultations/${id}/messages?limit=200`)).body.items as {
      message: string;
    }[]
  ).map((item) => item.message);
  for (const role of SESSION_ROLES) {
    const kept = stored.includes(`Sent by the ${role}`);
    if (kept !== (observed.message[role] === 'ok')) {
      leaks.push(
        `the ${role}'s message was ${kept ? 'stored though refused' : 'acknowledged but not stored'}`,
      );
    }
  }
  observer.disconnect();
  for (const socket of sockets.values()) socket.disconnect();
  return { observed, leaks };
}
