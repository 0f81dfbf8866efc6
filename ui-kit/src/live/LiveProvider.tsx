import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { CURRENT_USER_KEY, useCurrentUser } from '../hooks/auth.js';
import { CONSULTATION } from '../hooks/consultationCache.js';
import type { LiveConnector, LiveTransport } from './transport.js';

/**
 * The live connection's state: `off` with no connection (signed out, or no connector given), `connecting`
 * before the first connection, `connected`, and `reconnecting` after a drop (socket.io retries by itself).
 */
export type LiveState = 'off' | 'connecting' | 'connected' | 'reconnecting';

interface LiveValue {
  transport: LiveTransport | null;
  state: LiveState;
}

const OFF: LiveValue = { transport: null, state: 'off' };
const LiveContext = createContext<LiveValue>(OFF);

/** The one connection and its state, as an external store the provider reads. */
class LiveConnection {
  private value: LiveValue = OFF;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.value;

  set(value: LiveValue): void {
    this.value = value;
    this.listeners.forEach((listener) => listener());
  }
}

/** The queries a pushed consultation change refreshes besides the consultation itself. */
const CONSULTATION_LIST_KEYS: QueryKey[] = [
  ['get', '/api/consultations'],
  ['get', '/api/consultations/expert'],
  ['get', '/api/dashboard/summary'],
];
/** Every consultation (the key's prefix) and the lists. */
const PUSHED_CONSULTATION_KEYS: QueryKey[] = [['get', CONSULTATION], ...CONSULTATION_LIST_KEYS];
const NOTIFICATIONS_KEY: QueryKey = ['get', '/api/notifications'];

export interface LiveProviderProps {
  /** Opens the connection; without one the kit polls where it would listen. */
  connect?: LiveConnector | undefined;
  baseUrl: string;
  children: ReactNode;
}

/**
 * One live connection per signed-in user (DESIGN §6): pushed status changes and notifications refresh the
 * cached queries they concern, so dashboards, the room and the bell update without polling. It opens when
 * a user is signed in and closes when they sign out; when the server ends the session it re-checks it.
 */
export function LiveProvider({ connect, baseUrl, children }: LiveProviderProps) {
  const queries = useQueryClient();
  // Without a connector there is nothing to open, and no reason to ask who is signed in.
  const userId = useCurrentUser(Boolean(connect)).data?.id;
  const [connection] = useState(() => new LiveConnection());
  const value = useSyncExternalStore(
    connection.subscribe,
    connection.snapshot,
    connection.snapshot,
  );

  useEffect(() => {
    if (!connect || !userId) return;
    const transport = connect(baseUrl);
    let everConnected = false;
    connection.set({ transport, state: 'connecting' });
    const refresh = (...keys: QueryKey[]) =>
      keys.forEach((queryKey) => void queries.invalidateQueries({ queryKey }));

    const onConnect = () => {
      const reconnected = everConnected;
      everConnected = true;
      connection.set({ transport, state: 'connected' });
      // What was pushed while the connection was down is lost: look again at everything pushes refresh.
      if (reconnected) refresh(...PUSHED_CONSULTATION_KEYS, NOTIFICATIONS_KEY);
    };
    const onDisconnect = (reason: string) => {
      connection.set({ transport, state: everConnected ? 'reconnecting' : 'connecting' });
      // The server closes a signed-out session's sockets, and socket.io then stays away: find out who is
      // signed in now. Still the same user (signed in again meanwhile): connect again; anyone else (or
      // nobody) changes the user, which closes this connection.
      if (reason !== 'io server disconnect') return;
      void queries
        .fetchQuery({ queryKey: CURRENT_USER_KEY, staleTime: 0 })
        .then((user) => {
          if ((user as { id?: string } | null)?.id === userId) transport.connect();
        })
        .catch(() => undefined);
    };
    const onConsultation = ({ consultationId }: { consultationId: string }) =>
      refresh(['get', CONSULTATION, { id: consultationId }], ...CONSULTATION_LIST_KEYS);
    const onNotification = () => refresh(NOTIFICATIONS_KEY);

    transport.on('connect', onConnect);
    transport.on('disconnect', onDisconnect);
    transport.on('consultation', onConsultation);
    transport.on('notification', onNotification);
    if (transport.connected) onConnect();
    return () => {
      transport.off('connect', onConnect);
      transport.off('disconnect', onDisconnect);
      transport.off('consultation', onConsultation);
      transport.off('notification', onNotification);
      transport.disconnect();
      connection.set(OFF);
    };
  }, [connect, baseUrl, userId, queries, connection]);

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** The live connection and its state; `off` outside a LiveProvider with a connector. */
export function useLive(): LiveValue {
  return useContext(LiveContext);
}
