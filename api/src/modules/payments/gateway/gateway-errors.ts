/*
 * What a gateway call can fail with. The split is the one Temporal needs: a refusal that will be the same next
 * time (declined, refused, invalid) must not be retried, everything else (network, rate limit, provider outage)
 * must be. Activities map GatewayDeclinedError to the non-retryable `RefundDeclined` / `PayoutDeclined`.
 */

/** The base of every gateway error; `retryable` says whether the same call may succeed later. */
export abstract class PaymentGatewayError extends Error {
  abstract readonly retryable: boolean;
  constructor(
    /** The provider's code (`card_declined`, `amount_too_large`, `balance_insufficient`, `resource_missing`…). */
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The provider refused for good: retrying the same request gets the same answer. */
export class GatewayDeclinedError extends PaymentGatewayError {
  override name = 'GatewayDeclinedError';
  readonly retryable = false;
}

/** The provider could not be reached or failed on its side; the same call (same idempotency key) may be retried. */
export class GatewayUnavailableError extends PaymentGatewayError {
  override name = 'GatewayUnavailableError';
  readonly retryable = true;
}

/** A webhook whose signature does not verify: forged, altered, too old, or signed with another secret. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A correctly signed webhook body that is not a Stripe event (a text `id` and `type`, a whole-number `created`, a `data.object`). */
export class WebhookEventError extends Error {
  override name = 'WebhookEventError';
}
