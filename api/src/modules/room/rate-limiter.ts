/** A token bucket: `capacity` events at once, refilled at `refillPerSecond`; answers whether one may pass now. */
export function rateLimiter(options: {
  capacity: number;
  refillPerSecond: number;
  now?: () => number;
}): () => boolean {
  const now = options.now ?? Date.now;
  let tokens = options.capacity;
  let last = now();
  return () => {
    const at = now();
    tokens = Math.min(options.capacity, tokens + ((at - last) / 1000) * options.refillPerSecond);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
