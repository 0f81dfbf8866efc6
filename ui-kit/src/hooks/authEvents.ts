/** Why the session may have changed. */
export type AuthChange = 'login-success' | 'logout';

/** The localStorage key other tabs watch, as the spec names it. */
export const AUTH_STORAGE_KEY = 'auth_changed';
/** The BroadcastChannel tabs of one origin share. */
export const AUTH_CHANNEL = 'expertbridge-auth';

/**
 * Tells this tab (a window event) and every other tab (BroadcastChannel, with the storage key as the
 * fallback for browsers without it) that the session changed, so each re-checks it.
 */
export function announceAuthChange(kind: AuthChange): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(kind));
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage(kind);
    channel.close();
  }
  try {
    window.localStorage.setItem(AUTH_STORAGE_KEY, `${kind}:${Date.now()}`);
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames); the channel already told the others.
  }
}
