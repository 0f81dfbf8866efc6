import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AUTH_CHANNEL, AUTH_STORAGE_KEY } from './authEvents.js';
import { CURRENT_USER_KEY, useCurrentUser } from './auth.js';

/**
 * The session (DESIGN §6): the signed-in user, re-checked on load, on window focus, when the tab becomes
 * visible, on login-success and logout events, and when another tab signs in or out. No tight poll.
 */
export function useSession() {
  const queries = useQueryClient();
  const user = useCurrentUser();

  useEffect(() => {
    const refresh = () => void queries.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY) refresh();
    };
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : undefined;
    channel?.addEventListener('message', refresh);
    window.addEventListener('focus', refresh);
    window.addEventListener('login-success', refresh);
    window.addEventListener('logout', refresh);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      window.removeEventListener('focus', refresh);
      window.removeEventListener('login-success', refresh);
      window.removeEventListener('logout', refresh);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queries]);

  const data = user.data ?? null;
  return {
    user: data,
    isLoading: user.isPending,
    isSignedIn: data !== null,
    isExpert: data?.userType === 'expert',
    isAdmin: data?.isAdmin === true,
  };
}
