import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (a phone turned sideways, a window resized). False
 * where there is no `matchMedia` (server rendering, tests that do not provide one).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
