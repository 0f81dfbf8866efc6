import { createHash } from 'node:crypto';
import { addressKey } from './client-address.js';
import { AppError } from './errors.js';
import type { RateLimitCounters } from './rate-limit.repository.js';

export interface RateLimitOptions {
  /** Attempts allowed per window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface LoginRateLimitOptions {
  /** Failed sign-ins allowed per account (e-mail) per window (LOGIN_RATE_LIMIT). */
  accountLimit: number;
  /** Failed sign-ins allowed per client address per window (LOGIN_IP_RATE_LIMIT), far above accountLimit. */
  addressLimit: number;
  /** Window length in seconds (LOGIN_RATE_WINDOW_SECONDS). */
  windowSeconds: number;
}

/** The longest window of the other fixed-window limits (sign-ups, bookings: an hour). */
export const LONGEST_OTHER_WINDOW_SECONDS = 3600;

type CounterStore = Pick<
  RateLimitCounters,
  'hitRateLimitPair' | 'releaseRateLimit' | 'resetRateLimit' | 'sweepRateLimits'
>;

export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;

/**
 * A fixed-window counter per key in PostgreSQL: `hit(key)` counts one and throws 429 with Retry-After over the limit.
 */
export function fixedWindowLimit(
  store: Pick<RateLimitCounters, 'hitRateLimit'>,
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
  store: Pick<RateLimitCounters, 'hitRateLimitPair'>,
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
 * Only failures count, which is what an attacker produces:
 * - per e-mail (accountLimit): guessing one account's password from many addresses is stopped; once its owner signs
 *   in, the account starts again from zero;
 * - per client address (addressLimit, far higher): one address spraying passwords over many accounts is stopped,
 *   while an office, a school or a café behind one public address is not locked out by its people signing in.
 *   A success neither counts against the address nor clears it: a valid account of the attacker's own must not
 *   wipe the failures of a spray.
 *
 * Both counters are raised before the password is checked, so concurrent guesses cannot slip past a limit; a
 * success then takes its address hit back and clears the e-mail's counter. The account is checked first: guesses at
 * an account already refused do not use up the address's allowance.
 *
 * Windows are fixed and aligned to the database clock (so instances agree); a burst across a window boundary can
 * reach twice the limit, which is acceptable for a limit measured in minutes. Refused attempts never reach the
 * password hash, so a flood costs one upsert each rather than a scrypt.
 */
export function createLoginRateLimiter(store: CounterStore, options: LoginRateLimitOptions) {
  let lastSweep = 0;
  const account: LimitOptions = {
    limit: options.accountLimit,
    windowSeconds: options.windowSeconds,
    message: 'Too many sign-in attempts. Try again later.',
  };
  const address: LimitOptions = {
    limit: options.addressLimit,
    windowSeconds: options.windowSeconds,
    message: 'Too many failed sign-ins from this address. Try again later.',
  };

  return {
    /**
     * Counts a sign-in attempt as failed until `succeeded` says otherwise; throws 429 with Retry-After when the
     * e-mail or the address is over its limit. Returns the attempt to hand to `succeeded`.
     */
    async attempt(ip: string, email: string): Promise<LoginAttempt> {
      if (Date.now() - lastSweep > options.windowSeconds * 1000) {
        lastSweep = Date.now();
        // The table holds the other limits' counters too: none may be swept before its own window has ended.
        await store.sweepRateLimits(Math.max(options.windowSeconds, LONGEST_OTHER_WINDOW_SECONDS));
      }
      const [accountHit, addressHit] = await store.hitRateLimitPair(
        { key: emailKey(email), windowSeconds: account.windowSeconds, limit: account.limit },
        { key: ipKey(ip), windowSeconds: address.windowSeconds },
      );
      if (accountHit.count > account.limit) throw tooMany(account, accountHit.secondsLeft);
      if (addressHit!.count > address.limit) throw tooMany(address, addressHit!.secondsLeft);
      return { ip, email, addressWindow: addressHit!.windowStart };
    },

    /** A successful sign-in: its address hit is taken back and the e-mail's failures are cleared. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await store.releaseRateLimit(ipKey(attempt.ip), attempt.addressWindow);
      await store.resetRateLimit(emailKey(attempt.email));
    },
  };
}

/** A sign-in attempt counted by `attempt`. */
export interface LoginAttempt {
  ip: string;
  email: string;
  addressWindow: Date;
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
