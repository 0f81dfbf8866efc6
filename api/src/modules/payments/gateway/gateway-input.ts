import { currencyValues } from '@expertbridge/sdk';
import { GatewayDeclinedError } from './gateway-errors.js';
import type {
  CreatePaymentIntentInput,
  Currency,
  DisputeEvidenceInput,
  RefundInput,
  TransferInput,
  TransferReversalInput,
} from './payment-gateway.js';

/*
 * Guards on what callers hand a gateway. A bad value here is a caller's bug that no retry can fix, so it is a
 * GatewayDeclinedError (never retried, never a database constraint error surfacing as a 500). Both gateways open each
 * call with the same guard below, so the sandbox cannot accept what Stripe would refuse.
 */

/** Stripe's ceiling for one amount (eight digits of minor units); the sandbox's tables keep the same bound. */
export const MAX_AMOUNT = 99_999_999;

/** Amounts are positive integers of minor units. */
function assertMinorUnits(amount: number, what = 'amount'): void {
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
function assertReference(value: string, what: string): void {
  if (typeof value !== 'string' || value.length < 1 || value.length > 255) {
    throw new GatewayDeclinedError('parameter_invalid', `The ${what} must be 1 to 255 characters`);
  }
}

/** A new payment intent: its amount and currency, and the ids it carries as metadata and idempotency key. */
export function assertIntentInput(input: CreatePaymentIntentInput): void {
  assertMinorUnits(input.amount);
  assertCurrency(input.currency);
  assertReference(input.consultationId, 'consultation id');
  assertReference(input.customerUserId, 'customer user id');
  assertReference(input.idempotencyKey, 'idempotency key');
}

/** A refund: its amount and idempotency key. */
export function assertRefundInput(input: RefundInput): void {
  assertMinorUnits(input.amount, 'refund amount');
  assertReference(input.idempotencyKey, 'idempotency key');
}

/** A transfer: its amount and currency, its transfer group and idempotency key. */
export function assertTransferInput(input: TransferInput): void {
  assertMinorUnits(input.amount, 'transfer amount');
  assertCurrency(input.currency);
  assertReference(input.transferGroup, 'transfer group');
  assertReference(input.idempotencyKey, 'idempotency key');
}

/** A transfer reversal: its amount, the transfer group it reverses from and its idempotency key. */
export function assertReversalInput(input: TransferReversalInput): void {
  assertMinorUnits(input.amount, 'reversal amount');
  assertReference(input.transferGroup, 'transfer group');
  assertReference(input.idempotencyKey, 'idempotency key');
}

/** Stripe's bound on one evidence text field. */
export const MAX_EVIDENCE_TEXT = 20_000;

/** Dispute evidence: the dispute's id, text fields within Stripe's bound, and the idempotency key. */
export function assertEvidenceInput(input: DisputeEvidenceInput): void {
  assertReference(input.disputeId, 'dispute id');
  assertReference(input.idempotencyKey, 'idempotency key');
  for (const [field, value] of Object.entries(input.evidence)) {
    if (typeof value !== 'string' || value.length > MAX_EVIDENCE_TEXT) {
      throw new GatewayDeclinedError(
        'parameter_invalid',
        `The evidence field ${field} must be text of at most ${MAX_EVIDENCE_TEXT} characters`,
      );
    }
  }
}
