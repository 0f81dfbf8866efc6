// How many chat messages the room lets through: per account (CHAT_RATE_LIMIT, all its sockets together) and per
// client address (CHAT_IP_RATE_LIMIT, all the accounts behind it), each a burst of the limit refilled evenly over
// 10 s, on this API instance.
import { keyedRateLimiter } from './rate-limiter.js';

const REFILL_SECONDS = 10;

export interface ChatAllowanceOptions {
  perAccount: number;
  perAddress: number;
  now?: () => number;
}

/** `take(userId, address)`: 0 when one message may pass now (and it is counted), else the milliseconds to wait. */
export function chatAllowance(options: ChatAllowanceOptions) {
  const { perAccount, perAddress, now } = options;
  const bucket = (capacity: number) =>
    keyedRateLimiter({
      capacity,
      refillPerSecond: capacity / REFILL_SECONDS,
      ...(now ? { now } : {}),
    });
  const account = bucket(perAccount);
  const address = bucket(perAddress);
  return {
    take(userId: string, clientAddress: string): number {
      // A message refused by one allowance takes nothing from the other.
      const waitMs = Math.max(account(userId, false), address(clientAddress, false));
      if (waitMs > 0) return waitMs;
      account(userId);
      address(clientAddress);
      return 0;
    },
  };
}
