import { useEffect, useState } from 'react';

/** The countdown refreshes every 60 seconds (part 2 §9). */
export const COUNTDOWN_REFRESH_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until a start, in the largest whole unit: days, else hours, else minutes; `now` once it passed. */
export type StartsIn =
  { unit: 'day' | 'hour' | 'minute'; count: number } | { unit: 'now'; count: 0 };

/** The countdown's figure (part 2 §2.3: days, hours or minutes), rounded down; minutes round up. */
export function startsIn(start: Date, now: Date): StartsIn {
  const left = start.getTime() - now.getTime();
  if (left <= 0) return { unit: 'now', count: 0 };
  if (left >= DAY) return { unit: 'day', count: Math.floor(left / DAY) };
  if (left >= HOUR) return { unit: 'hour', count: Math.floor(left / HOUR) };
  return { unit: 'minute', count: Math.ceil(left / MINUTE) };
}

/**
 * The current time, refreshed every 60 s and also at each of `moments` (so a button that opens at a time,
 * like Start Consultation, opens then and not up to a minute later).
 */
export function useNow(moments: (string | null | undefined)[] = []): Date {
  const [now, setNow] = useState(() => new Date());
  const key = moments.join('|');
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, COUNTDOWN_REFRESH_MS);
    const at = Date.now();
    const timeouts = key
      .split('|')
      .filter(Boolean)
      .map((moment) => new Date(moment).getTime() - at)
      // Timers beyond ~24 days overflow; the minute tick covers those.
      .filter((delay) => delay > 0 && delay < 2 ** 31 - 1)
      .map((delay) => setTimeout(tick, delay + 50));
    return () => {
      clearInterval(timer);
      timeouts.forEach(clearTimeout);
    };
  }, [key]);
  return now;
}
