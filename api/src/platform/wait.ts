/**
 * Polls `done` every `intervalMs` until it holds or `timeoutMs` has passed; answers whether it held. For answers that
 * should show what a workflow step is about to write (a recorded payment, a settled cancellation).
 */
export async function waitUntil(
  done: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Something that announces events to subscribers (the live channel's LiveFeed). */
export interface Announcements<Event> {
  subscribe(onEvent: (event: Event) => void): () => void;
}

/**
 * How often a wait that follows announcements looks for itself, in case one was missed (a lost connection). Longer
 * than a loaded machine's usual wait (at 1 s the booking bench still read the status 1.5–2.6 times a lifecycle).
 */
export const ANNOUNCED_FALLBACK_MS = 2_000;

/**
 * Follows `feed` from now on for an event that `announces` what is awaited, so that one announced while the caller
 * is still reading is not missed. `until` then waits for it: it answers true at once when such an event has come,
 * else re-checks with `check` every `fallbackMs` (every 50 ms when there is no feed, polling as waitUntil does) until
 * `timeoutMs` has passed, and answers whether it held. `stop` ends the following; call it when done.
 */
export function watchFor<Event>(
  feed: Announcements<Event> | undefined,
  announces: (event: Event) => boolean,
) {
  let announced = false;
  let wake: (() => void) | undefined;
  const unsubscribe = feed?.subscribe((event) => {
    if (announced || !announces(event)) return;
    announced = true;
    wake?.();
  });
  return {
    async until(
      check: () => Promise<boolean>,
      timeoutMs: number,
      fallbackMs = feed ? ANNOUNCED_FALLBACK_MS : 50,
    ): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (announced) return true;
        const left = deadline - Date.now();
        if (left < 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(fallbackMs, left));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (announced || (await check())) return true;
      }
    },
    stop() {
      unsubscribe?.();
    },
  };
}
