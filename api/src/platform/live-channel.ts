// The `eb_live` channel (migration 0006): PostgreSQL announces committed changes with NOTIFY (triggers, and
// `announce` for chat messages) and every API instance LISTENs. PGlite delivers NOTIFY inside the process; PostgreSQL needs one dedicated connection,
// which is opened again after a failure (changes made while it was down are caught up by the clients, which
// re-read on reconnect).
import type { ConsultationStatus } from '@expertbridge/workflows';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Database } from './db.js';

export const LIVE_CHANNEL = 'eb_live';

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
  | { kind: 'session_ended'; sessionId: string };

/** NOTIFY's payload limit is 8000 bytes; a little is kept for the envelope. */
const PAYLOAD_LIMIT = 7900;

/**
 * Announces an event on the live channel, outside any transaction (after the change it announces committed):
 * whole when it fits a NOTIFY payload, else with only the fields named in `minimal`, for listeners to read the rest.
 */
export async function announce(
  knex: Knex,
  event: LiveEvent,
  minimal: (event: LiveEvent) => LiveEvent = (whole) => whole,
): Promise<void> {
  let payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > PAYLOAD_LIMIT) payload = JSON.stringify(minimal(event));
  await knex.raw('SELECT pg_notify(?, ?)', [LIVE_CHANNEL, payload]);
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
