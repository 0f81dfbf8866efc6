import { describe, expect, it } from 'vitest';
import { rateLimiter } from './rate-limiter.js';

describe('rateLimiter', () => {
  it('lets a burst of `capacity` through, then refuses until tokens refill', () => {
    let clock = 0;
    const allow = rateLimiter({ capacity: 3, refillPerSecond: 2, now: () => clock });
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
    clock += 499;
    expect(allow()).toBe(false);
    clock += 1;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
  });

  it('never stores more than its capacity', () => {
    let clock = 0;
    const allow = rateLimiter({ capacity: 2, refillPerSecond: 10, now: () => clock });
    clock += 60_000;
    expect([allow(), allow(), allow()]).toEqual([true, true, false]);
  });
});
