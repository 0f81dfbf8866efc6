// The `eb_live` channel (migration 0006): PostgreSQL announces committed changes with NOTIFY (triggers, and
// `announceMessages` for chat messages) and every API instance LISTENs. PGlite delivers NOTIFY inside the process;
// PostgreSQL needs one dedicated connection, which is opened again after a failure (changes made while it was down
// are caught up by the clients, which re-read on reconnect).
import type { ConsultationStatus } from '@expertbridge/workflows';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './db.js';
import { LIVE_CHANNEL, type LiveChannelRepository } from './live-channel.repository.js';

export type LiveEvent =
  | {
      kind: 'consultation';
      consultationId: string;
      status: ConsultationStatus;
      userIds: string[];
    }
  | { kind: 'notification'; id: string; userId: string }
  | {
      kind: 'message';
      id: string;
      consultationId: string;
      /** The rest travels with the event when it fits in a NOTIFY payload. */
      message?: string;
      createdAt?: string;
      sender?: { id: string; firstName: string; lastName: string };
    }
  | { kind: 'messages'; items: LiveChatMessage[] }
  | { kind: 'session_ended'; sessionId: string };

/** A chat message as the live channel carries it whole. */
export interface LiveChatMessage {
  id: string;
  consultationId: string;
  message: string;
  createdAt: string;
  sender: { id: string; firstName: string; lastName: string };
}

/** NOTIFY's payload limit is 8000 bytes; a little is kept for the envelope. */
const PAYLOAD_LIMIT = 7900;

/**
 * Announces chat messages just stored, in order, with one statement: as many whole messages to a NOTIFY
 * payload as fit, and one too long for a payload by its id alone (listeners read it back).
 */
export async function announceMessages(
  channel: LiveChannelRepository,
  messages: LiveChatMessage[],
): Promise<void> {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length) payloads.push(`{"kind":"messages","items":[${batch.join(',')}]}`);
    batch = [];
    size = 0;
  };
  for (const message of messages) {
    const item = JSON.stringify(message);
    const bytes = Buffer.byteLength(item) + 1;
    if (bytes > PAYLOAD_LIMIT - 40) {
      flush();
      payloads.push(
        JSON.stringify({ kind: 'message', id: message.id, consultationId: message.consultationId }),
      );
      continue;
    }
    if (size + bytes > PAYLOAD_LIMIT - 40) flush();
    batch.push(item);
    size += bytes;
  }
  flush();
  await channel.notify(payloads);
}

export interface LiveChannel {
  close(): Promise<void>;
}

function parse(payload: string, logger: Logger): LiveEvent | undefined {
  try {
    return JSON.parse(payload) as LiveEvent;
  } catch {
    logger.warn({ payload: payload.slice(0, 200) }, 'unreadable live event');
    return undefined;
  }
}

/** Calls `onEvent` for every change announced on the live channel until closed. */
export async function listenLive(
  db: Database,
  onEvent: (event: LiveEvent) => void,
  logger: Logger,
): Promise<LiveChannel> {
  const deliver = (payload: string) => {
    const event = parse(payload, logger);
    if (event) onEvent(event);
  };
  if (db.pglite) {
    const unlisten = await db.pglite.listen(LIVE_CHANNEL, deliver);
    return { close: () => unlisten() };
  }
  const databaseUrl = db.url;
  if (!databaseUrl) throw new Error('listenLive needs the PostgreSQL URL');
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) deliver(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'live channel connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
  };
  const reconnectLater = (error: unknown) => {
    logger.warn({ err: error }, 'live channel unavailable; retrying');
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), 2_000);
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The live channel shared by everything in one process that follows it (the sockets' pushes, answers that wait for
 * a workflow step to be recorded) over one LISTEN.
 */
export interface LiveFeed {
  /** Calls `onEvent` for every event announced from now on; answers the function that stops it. */
  subscribe(onEvent: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** Listens on the live channel (listenLive) and hands each event to every subscriber. */
export async function openLiveFeed(db: Database, logger: Logger): Promise<LiveFeed> {
  const subscribers = new Set<{ onEvent: (event: LiveEvent) => void }>();
  const channel = await listenLive(
    db,
    (event) => {
      for (const subscriber of subscribers) {
        try {
          subscriber.onEvent(event);
        } catch (error) {
          logger.warn({ err: error, event: event.kind }, 'live event subscriber failed');
        }
      }
    },
    logger,
  );
  return {
    subscribe(onEvent) {
      const subscriber = { onEvent };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    close: async () => {
      subscribers.clear();
      await channel.close();
    },
  };
}
