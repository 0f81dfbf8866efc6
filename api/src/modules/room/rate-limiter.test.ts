import { describe, expect, it } from 'vitest';
import { keyedRateLimiter } from './rate-limiter.js';

describe('keyedRateLimiter', () => {
  it('lets a burst of `capacity` through, then refuses with the wait until tokens refill', () => {
    let clock = 0;
    const take = keyedRateLimiter({ capacity: 3, refillPerSecond: 2, now: () => clock });
    expect([take('a'), take('a'), take('a')]).toEqual([0, 0, 0]);
    expect(take('a')).toBe(500);
    clock += 499;
    expect(take('a')).toBe(1);
    clock += 1;
    expect(take('a')).toBe(0);
    expect(take('a')).toBe(500);
  });

  it('answers whether an event may pass without taking its token when asked not to', () => {
    const take = keyedRateLimiter({ capacity: 1, refillPerSecond: 1, now: () => 0 });
    expect([take('a', false), take('a', false), take('a'), take('a', false)]).toEqual([
      0, 0, 0, 1000,
    ]);
  });

  it('keeps one bucket per key', () => {
    const take = keyedRateLimiter({ capacity: 1, refillPerSecond: 1, now: () => 0 });
    expect([take('a'), take('b'), take('a'), take('b')]).toEqual([0, 0, 1000, 1000]);
  });

  it('never stores more than its capacity, and forgets buckets that are full again', () => {
    let clock = 0;
    const take = keyedRateLimiter({ capacity: 2, refillPerSecond: 10, now: () => clock });
    take('a');
    clock += 60_000;
    expect([take('a'), take('a'), take('a')]).toEqual([0, 0, 100]);
  });
});
