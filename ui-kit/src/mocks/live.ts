import type {
  LiveChatMessage,
  LiveJoined,
  LiveParty,
  LiveServerEvents,
  LiveSignal,
} from '@expertbridge/sdk/live';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ChatMessage } from '../live/useConsultationChat.js';
import type { LiveConnector, LiveTransport } from '../live/transport.js';
import { operation } from './examples.js';

// An in-memory stand-in for the API's room, for stories and tests (a static Storybook has no server):
// one chat store answers both the REST fallback and a fake socket that acknowledges, broadcasts and can be
// dropped and restored, so the kit's real chat hook runs against it unchanged.

type Person = { id: string; firstName: string; lastName: string };
type Listener = (...args: never[]) => void;

export interface RoomDoubleOptions {
  consultationId: string;
  /** The signed-in user the socket belongs to. */
  me: Person;
  role?: LiveJoined['role'];
  /** Messages already in the chat. */
  history?: ChatMessage[];
  /** The other parties in the room when joining. */
  present?: LiveParty[];
  readOnly?: boolean;
  /** `never` keeps the socket connecting for ever (the fallback state). */
  connect?: 'immediately' | 'never';
  /** Refuse every chat message with this error code (e.g. `rate_limited`). */
  refuseMessages?: string;
  /** The REST history fails (500). */
  historyFails?: boolean;
  /** The room's broadcast of the viewer's own messages is lost (the acknowledgement still comes). */
  loseOwnBroadcast?: boolean;
}

/** The fake socket and the store it shares with the REST handlers. */
export class RoomDouble {
  readonly messages: ChatMessage[] = [];
  /** Signals the kit sent, for tests. */
  readonly signals: { kind: string; data: unknown }[] = [];
  private readonly sockets = new Set<FakeSocket>();
  private seq = 0;

  constructor(readonly options: RoomDoubleOptions) {
    this.reset();
  }

  /** Back to the first state: each story render (and test) starts from the same chat. */
  reset(): void {
    this.messages.splice(0, this.messages.length, ...(this.options.history ?? []));
    this.signals.length = 0;
    this.sockets.clear();
    this.seq = 0;
  }

  /** The connector to give ExpertBridgeProvider (`live`). */
  readonly connect: LiveConnector = () => {
    const socket = new FakeSocket(this);
    this.sockets.add(socket);
    return socket as unknown as LiveTransport;
  };

  /** msw handlers for the chat's REST fallback, over the same store. */
  handlers(): HttpHandler[] {
    const path = `*${operation('listConsultationMessages').path.replace('{id}', ':id')}`;
    return [
      http.get(path, ({ request }) => {
        if (this.options.historyFails) return new HttpResponse(null, { status: 500 });
        const after = new URL(request.url).searchParams.get('after');
        const from = after ? this.messages.findIndex((m) => m.id === after) + 1 : 0;
        return HttpResponse.json({ items: this.messages.slice(from), hasMore: false });
      }),
      http.post(path, async ({ request }) => {
        const { message } = (await request.json()) as { message: string };
        return HttpResponse.json(this.store(this.options.me.id, message.trim()), { status: 201 });
      }),
    ];
  }

  /** Stores a message as the API does; from the other party it is pushed to connected sockets. */
  store(senderId: string, message: string): ChatMessage {
    this.seq += 1;
    const stored: ChatMessage = {
      id: `00000000-0000-4000-8000-${String(this.seq).padStart(12, '0')}`,
      consultationId: this.options.consultationId,
      senderId,
      message,
      createdAt: new Date(Date.now() + this.seq).toISOString(),
    };
    this.messages.push(stored);
    return stored;
  }

  /** The other party writes; connected sockets get it pushed, as the room does. */
  receive(from: Person, message: string): void {
    const stored = this.store(from.id, message);
    this.push('message', {
      type: 'message',
      id: stored.id,
      consultationId: stored.consultationId,
      message: stored.message,
      sender: from,
      timestamp: stored.createdAt,
    });
  }

  /** Pushes a server event to every connected socket. */
  push<E extends keyof LiveServerEvents>(event: E, payload: Parameters<LiveServerEvents[E]>[0]) {
    for (const socket of this.sockets) if (socket.connected) socket.fire(event, payload);
  }

  /** The connection drops (the server went away). */
  drop(): void {
    for (const socket of this.sockets) socket.lose();
  }

  /** The server ends the session's connection (signed out elsewhere); socket.io then stays away. */
  endSession(): void {
    for (const socket of this.sockets) socket.lose('io server disconnect');
  }

  /** The connection comes back. */
  restore(): void {
    for (const socket of this.sockets) socket.open();
  }

  /** A signal from the other party. */
  signal(signal: Omit<LiveSignal, 'consultationId'>): void {
    this.push('signal', { consultationId: this.options.consultationId, ...signal });
  }

  joinAnswer(): { ok: true } & LiveJoined {
    return {
      ok: true,
      consultationId: this.options.consultationId,
      role: this.options.role ?? 'client',
      status: 'confirmed',
      readOnly: this.options.readOnly ?? false,
      iceServers: [],
      present: this.options.present ?? [],
    };
  }

  chatAnswer(message: string) {
    const refusal = this.options.refuseMessages;
    if (refusal) {
      return {
        ok: false as const,
        error: { code: refusal, message: 'You are sending messages too quickly.' },
      };
    }
    const stored = this.store(this.options.me.id, message.trim());
    const pushed: LiveChatMessage = {
      type: 'message',
      id: stored.id,
      consultationId: stored.consultationId,
      message: stored.message,
      sender: this.options.me,
      timestamp: stored.createdAt,
    };
    // Stored first, then broadcast to the room, the sender included.
    if (!this.options.loseOwnBroadcast) setTimeout(() => this.push('message', pushed), 0);
    return { ok: true as const, id: stored.id, timestamp: stored.createdAt };
  }
}

/** A socket.io client look-alike over a RoomDouble. */
class FakeSocket {
  connected = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly room: RoomDouble) {
    if (room.options.connect !== 'never') setTimeout(() => this.open(), 0);
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(
    event: string,
    payload: { message?: string; kind?: string; data?: unknown },
    ack?: Listener,
  ) {
    if (!this.connected) return this;
    let answer: unknown = { ok: true };
    if (event === 'join') answer = this.room.joinAnswer();
    if (event === 'message') answer = this.room.chatAnswer(payload.message ?? '');
    if (event === 'signal')
      this.room.signals.push({ kind: payload.kind ?? '', data: payload.data });
    setTimeout(() => (ack as ((answer: unknown) => void) | undefined)?.(answer), 0);
    return this;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }

  open(): void {
    if (this.connected) return;
    this.connected = true;
    this.fire('connect');
  }

  lose(reason = 'transport close'): void {
    if (!this.connected) return;
    this.connected = false;
    this.fire('disconnect', reason);
  }

  connect(): this {
    this.open();
    return this;
  }

  disconnect(): this {
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }
}
