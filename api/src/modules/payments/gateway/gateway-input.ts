import { currencyValues } from '@expertbridge/sdk';
import { GatewayDeclinedError } from './gateway-errors.js';
import type { Currency } from './payment-gateway.js';

/*
 * Guards on what callers hand a gateway. A bad value here is a caller's bug that no retry can fix, so it is a
 * GatewayDeclinedError (never retried, never a database constraint error surfacing as a 500), and both gateways
 * apply the same bounds so the sandbox cannot accept what Stripe would refuse.
 */

/** Stripe's ceiling for one amount (eight digits of minor units); the sandbox's tables keep the same bound. */
export const MAX_AMOUNT = 99_999_999;

/** Amounts are positive integers of minor units. */
export function assertMinorUnits(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new GatewayDeclinedError(
      'amount_invalid',
      `The ${what} must be a whole number of cents between 1 and ${MAX_AMOUNT}`,
    );
  }
}

export function assertCurrency(currency: string): asserts currency is Currency {
  if (!(currencyValues as readonly string[]).includes(currency)) {
    throw new GatewayDeclinedError('currency_invalid', `Currency ${currency} is not NZD or AUD`);
  }
}

/** Ids kept as metadata and idempotency keys: non-empty, at most 255 characters (Stripe's bound for keys). */
export function assertReference(value: string, what: string): void {
  if (typeof value !== 'string' || value.length < 1 || value.length > 255) {
    throw new GatewayDeclinedError('parameter_invalid', `The ${what} must be 1 to 255 characters`);
  }
}
