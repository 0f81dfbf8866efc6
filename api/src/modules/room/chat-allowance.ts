// How many chat messages the room lets through: per account (CHAT_RATE_LIMIT, all its sockets together) and per
// client address (CHAT_IP_RATE_LIMIT, all the accounts behind it), each a burst of the limit refilled evenly over
// 10 s, on this API instance. A flooder's socket is closed; its account and address then sit out a cool-down
// (CHAT_COOLDOWN_SECONDS) before the room lets them in again, so that reconnecting at once does not resume the flood.
import { keyedRateLimiter } from './rate-limiter.js';

const REFILL_SECONDS = 10;

export interface ChatAllowanceOptions {
  perAccount: number;
  perAddress: number;
  coolDownMs: number;
  now?: () => number;
}

/** `take(userId, address)`: 0 when one message may pass now (and it is counted), else the milliseconds to wait. */
export function chatAllowance(options: ChatAllowanceOptions) {
  const { perAccount, perAddress, coolDownMs, now } = options;
  const clock = now ?? Date.now;
  const bucket = (capacity: number) =>
    keyedRateLimiter({
      capacity,
      refillPerSecond: capacity / REFILL_SECONDS,
      ...(now ? { now } : {}),
    });
  const account = bucket(perAccount);
  const address = bucket(perAddress);
  /** `user:<id>` and `address:<ip>` → when their cool-down ends. */
  const coolingUntil = new Map<string, number>();
  const keysOf = (userId: string, clientAddress: string) => [
    `user:${userId}`,
    `address:${clientAddress}`,
  ];
  return {
    take(userId: string, clientAddress: string): number {
      // A message refused by one allowance takes nothing from the other.
      const waitMs = Math.max(account(userId, false), address(clientAddress, false));
      if (waitMs > 0) return waitMs;
      account(userId);
      address(clientAddress);
      return 0;
    },

    /** Starts the cool-down of a flooder's account and address. */
    coolDown(userId: string, clientAddress: string): void {
      const at = clock();
      for (const [key, until] of coolingUntil) if (until <= at) coolingUntil.delete(key);
      for (const key of keysOf(userId, clientAddress)) coolingUntil.set(key, at + coolDownMs);
    },

    /** The milliseconds until the account (when known yet) and the address may open the room again; 0: now. */
    coolingDown(userId: string | undefined, clientAddress: string): number {
      const at = clock();
      const keys = keysOf(userId ?? '', clientAddress).slice(userId === undefined ? 1 : 0);
      return Math.max(0, ...keys.map((key) => (coolingUntil.get(key) ?? at) - at));
    },
  };
}

export type ChatAllowance = ReturnType<typeof chatAllowance>;
