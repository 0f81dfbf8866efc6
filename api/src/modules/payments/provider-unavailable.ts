import { AppError } from '../../platform/errors.js';
import { GatewayDeclinedError, PaymentGatewayError } from './gateway/gateway-errors.js';

/**
 * A gateway failure as the client sees it: the provider out of reach is a 502 they may retry; a decline, and anything
 * that is not the gateway's, goes on as it is.
 */
export function providerUnavailable(error: unknown): unknown {
  if (error instanceof PaymentGatewayError && !(error instanceof GatewayDeclinedError)) {
    return new AppError(
      502,
      'payment_provider_unavailable',
      'The payment provider could not be reached. Please try again.',
    );
  }
  return error;
}
