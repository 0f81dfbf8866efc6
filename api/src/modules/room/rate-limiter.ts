/**
 * One token bucket per key (an account, say): `take(key)` answers 0 when one event may pass now (and takes its
 * token), else the milliseconds until one may; `take(key, false)` answers the same without taking the token. Buckets that have refilled to capacity are forgotten (they hold nothing a new
 * bucket would not), swept at most once a minute, so the map holds only the keys active lately.
 */
export function keyedRateLimiter(options: {
  capacity: number;
  refillPerSecond: number;
  now?: () => number;
}): (key: string, consume?: boolean) => number {
  const { capacity, refillPerSecond } = options;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const fullAfterMs = (capacity / refillPerSecond) * 1000;
  let sweptAt = now();
  return (key, consume = true) => {
    const at = now();
    if (at - sweptAt >= 60_000) {
      sweptAt = at;
      for (const [other, bucket] of buckets) {
        if (at - bucket.at >= fullAfterMs) buckets.delete(other);
      }
    }
    const bucket = buckets.get(key) ?? { tokens: capacity, at };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * refillPerSecond);
    bucket.at = at;
    buckets.set(key, bucket);
    // Rounded up, less a hair of floating-point error: never 0, which would mean 'go ahead'.
    if (bucket.tokens < 1)
      return Math.max(1, Math.ceil(((1 - bucket.tokens) / refillPerSecond) * 1000 - 1e-6));
    if (consume) bucket.tokens -= 1;
    return 0;
  };
}
