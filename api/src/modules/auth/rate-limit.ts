import { createHash } from 'node:crypto';
import { addressKey } from '../../platform/client-address.js';
import { AppError } from '../../platform/errors.js';
import type { AuthRepository } from './auth.repository.js';

export interface RateLimitOptions {
  /** Attempts allowed per window (LOGIN_RATE_LIMIT). */
  limit: number;
  /** Window length in seconds (LOGIN_RATE_WINDOW_SECONDS). */
  windowSeconds: number;
}

/** The longest window of the other fixed-window limits (sign-ups, bookings: an hour). */
export const LONGEST_OTHER_WINDOW_SECONDS = 3600;

type CounterStore = Pick<AuthRepository, 'hitRateLimit' | 'resetRateLimit' | 'sweepRateLimits'>;

export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;

/**
 * A fixed-window counter per key in PostgreSQL: `hit(key)` counts one and throws 429 with Retry-After over the limit.
 */
export function fixedWindowLimit(
  store: Pick<CounterStore, 'hitRateLimit'>,
  options: RateLimitOptions & { message: string },
) {
  return async (key: string): Promise<void> => {
    const { count, secondsLeft } = await store.hitRateLimit(key, options.windowSeconds);
    if (count > options.limit) throw tooMany(options, secondsLeft);
  };
}

type LimitOptions = RateLimitOptions & { message: string };

const tooMany = (options: LimitOptions, secondsLeft: number) =>
  new AppError(429, 'rate_limited', options.message, undefined, {
    'Retry-After': String(Math.max(1, secondsLeft)),
  });

/**
 * Two fixed-window limits checked in order in one round trip, e.g. per account then per address: a request the first
 * refuses does not count against the second.
 */
export function fixedWindowLimitPair(
  store: Pick<AuthRepository, 'hitRateLimitPair'>,
  first: LimitOptions,
  second: LimitOptions,
) {
  return async (firstKey: string, secondKey: string): Promise<void> => {
    const [a, b] = await store.hitRateLimitPair(
      { key: firstKey, windowSeconds: first.windowSeconds, limit: first.limit },
      { key: secondKey, windowSeconds: second.windowSeconds },
    );
    if (a.count > first.limit) throw tooMany(first, a.secondsLeft);
    if (b && b.count > second.limit) throw tooMany(second, b.secondsLeft);
  };
}

/**
 * Sign-in throttling, counted in PostgreSQL (table rate_limit_hits) so every API instance shares the counts.
 *
 * What counts, and why:
 * - per client IP, every attempt, successful or not: one address spraying passwords over many accounts is stopped
 *   even though no single account sees many failures;
 * - per e-mail, failed attempts: guessing one account's password from many addresses is stopped, while the
 *   account's owner, once signed in, starts again from zero (a success clears the e-mail's counter). The counter is
 *   raised before the password is checked and cleared on success, so concurrent guesses cannot slip past the limit.
 *
 * Windows are fixed and aligned to the database clock (so instances agree); a burst across a window boundary can
 * reach twice the limit, which is acceptable for a limit measured in minutes. Refused attempts never reach the
 * password hash, so a flood costs one upsert each rather than a scrypt.
 */
export function createLoginRateLimiter(store: CounterStore, options: RateLimitOptions) {
  let lastSweep = 0;

  const hit = fixedWindowLimit(store, {
    ...options,
    message: 'Too many sign-in attempts. Try again later.',
  });

  return {
    /** Counts a sign-in attempt; throws 429 with Retry-After when the IP or the e-mail is over its limit. */
    async attempt(ip: string, email: string): Promise<void> {
      if (Date.now() - lastSweep > options.windowSeconds * 1000) {
        lastSweep = Date.now();
        // The table holds the other limits' counters too: none may be swept before its own window has ended.
        await store.sweepRateLimits(Math.max(options.windowSeconds, LONGEST_OTHER_WINDOW_SECONDS));
      }
      await hit(ipKey(ip));
      await hit(emailKey(email));
    },

    /** A successful sign-in clears the e-mail's failures. */
    async succeeded(email: string): Promise<void> {
      await store.resetRateLimit(emailKey(email));
    },
  };
}

function ipKey(ip: string) {
  return `login:ip:${addressKey(ip)}`;
}

function emailKey(email: string) {
  return hashedEmailKey('login', email);
}

/** A counter's key for an e-mail address: hashed, so the counters table holds no addresses. */
export function hashedEmailKey(prefix: string, email: string): string {
  return `${prefix}:email:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
}
