// The `eb_live` channel (migration 0006): PostgreSQL announces committed changes with NOTIFY and every API
// instance LISTENs. PGlite delivers NOTIFY inside the process; PostgreSQL needs one dedicated connection,
// which is opened again after a failure (changes made while it was down are caught up by the clients, which
// re-read on reconnect).
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './db.js';

export const LIVE_CHANNEL = 'eb_live';

export type LiveEvent =
  | { kind: 'consultation'; consultationId: string; status: string; userIds: string[] }
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
