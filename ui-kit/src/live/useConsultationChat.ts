import type { components } from '@expertbridge/sdk';
import type { LiveChatMessage, LiveJoined, LiveParty } from '@expertbridge/sdk/live';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../api/ApiProvider.js';
import { useCurrentUser } from '../hooks/auth.js';
import { unwrap } from '../api/errors.js';
import { useLive } from './LiveProvider.js';
import { ask, LiveRequestError } from './transport.js';

/** A chat message as the REST fallback and the room's history give it. */
export type ChatMessage = components['schemas']['ChatMessage'];

/**
 * How the chat reaches the server: `connecting` before anything has loaded, `live` over the socket,
 * `fallback` polling the REST API every 2 s while the socket is down (part 2 §7's interval).
 */
export type ChatConnection = 'connecting' | 'live' | 'fallback';

/** The spec's chat polling interval, used only while the live connection is down. */
export const CHAT_POLL_MS = 2_000;
/** Messages fetched per page when catching up. */
const PAGE = 200;
const MESSAGES = '/api/consultations/{id}/messages';

/** Adds messages not seen yet, in the order they were sent (time, then arrival). */
function merge(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(list.map((message) => message.id));
  const fresh = incoming.filter((message) => !known.has(message.id) && known.add(message.id));
  if (fresh.length === 0) return list;
  return [...list, ...fresh]
    .map((message, index) => ({ message, index }))
    .sort((a, b) => a.message.createdAt.localeCompare(b.message.createdAt) || a.index - b.index)
    .map(({ message }) => message);
}

const fromLive = (pushed: LiveChatMessage): ChatMessage => ({
  id: pushed.id,
  consultationId: pushed.consultationId,
  senderId: pushed.sender.id,
  message: pushed.message,
  createdAt: pushed.timestamp,
});

/**
 * A consultation's chat (DESIGN §6): history from the API, then live over the socket; while the socket is
 * down it polls every 2 s and sends over REST, and after a reconnect it catches up from the last message it
 * has, so nothing sent is ever missing. Also reports who else is in the room, for the video call.
 */
export function useConsultationChat(consultationId: string, enabled = true) {
  const client = useApiClient();
  const { transport, state } = useLive();
  // The signed-in user, from the cache (the live connection needs one), for messages they send.
  const userId = useCurrentUser(false).data?.id;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const list = useRef<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [joined, setJoined] = useState<LiveJoined | null>(null);
  const [present, setPresent] = useState<LiveParty[]>([]);

  const add = useCallback((incoming: ChatMessage[]) => {
    const next = merge(list.current, incoming);
    if (next === list.current) return;
    list.current = next;
    setMessages(next);
  }, []);

  // One catch-up at a time; a second request while one runs waits for it and runs again.
  const running = useRef<Promise<void> | null>(null);
  const catchUp = useCallback(async (): Promise<void> => {
    while (running.current) await running.current;
    const run = (async () => {
      let more = true;
      while (more) {
        const after = list.current.at(-1)?.id;
        const page = unwrap(
          await client.GET(MESSAGES, {
            params: {
              path: { id: consultationId },
              query: after ? { after, limit: PAGE } : { limit: PAGE },
            },
          }),
        );
        add(page.items);
        more = page.hasMore && page.items.length > 0;
      }
    })();
    running.current = run;
    try {
      await run;
      setLoaded(true);
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    } finally {
      running.current = null;
    }
  }, [client, consultationId, add]);

  const live = enabled && transport !== null && state === 'connected';

  // Over the socket: join (again after every reconnect), then fetch whatever was missed meanwhile.
  useEffect(() => {
    if (!live || !transport) return;
    let current = true;
    const onMessage = (pushed: LiveChatMessage) => {
      if (pushed.consultationId === consultationId) add([fromLive(pushed)]);
    };
    const onPresence = (change: LiveParty & { consultationId: string; state: string }) => {
      if (change.consultationId !== consultationId) return;
      setPresent((parties) => [
        ...parties.filter((party) => party.userId !== change.userId),
        ...(change.state === 'joined' ? [{ userId: change.userId, role: change.role }] : []),
      ]);
    };
    transport.on('message', onMessage);
    transport.on('presence', onPresence);
    void ask(transport, 'join', { consultationId }).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setJoined(answer);
        setPresent(answer.present);
      }
      void catchUp();
    });
    return () => {
      current = false;
      setJoined(null);
      setPresent([]);
      transport.off('message', onMessage);
      transport.off('presence', onPresence);
      if (transport.connected) void ask(transport, 'leave', { consultationId });
    };
  }, [live, transport, consultationId, add, catchUp]);

  // Without the socket: poll.
  useEffect(() => {
    if (!enabled || live) return;
    const first = setTimeout(() => void catchUp(), 0);
    const timer = setInterval(() => void catchUp(), CHAT_POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [enabled, live, catchUp]);

  /** Sends one message (trimmed by the caller); over the socket when joined, else over REST. */
  const send = useCallback(
    async (message: string): Promise<void> => {
      if (joined && transport) {
        const answer = await ask(transport, 'message', { consultationId, message });
        if (!answer.ok) throw new LiveRequestError(answer.error);
        // Stored: shown now, whether or not the room's broadcast of it arrives first.
        if (userId) {
          add([
            {
              id: answer.id,
              consultationId,
              senderId: userId,
              message,
              createdAt: answer.timestamp,
            },
          ]);
        }
        return;
      }
      add([
        unwrap(
          await client.POST(MESSAGES, {
            params: { path: { id: consultationId } },
            body: { message },
          }),
        ),
      ]);
    },
    [joined, transport, client, consultationId, add, userId],
  );

  const connection: ChatConnection = joined ? 'live' : loaded ? 'fallback' : 'connecting';
  return { messages, connection, joined, present, loadFailed, send, retry: catchUp };
}
