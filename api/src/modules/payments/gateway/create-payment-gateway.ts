import type { Config } from '../../../platform/config.js';
import type { Database } from '../../../platform/db.js';
import { SandboxPaymentGateway } from './sandbox-gateway.js';
import { createStripeClient, StripePaymentGateway } from './stripe-gateway.js';

/**
 * The configured gateway. The union keeps the sandbox's card form reachable where it exists:
 * `if (gateway.kind === 'sandbox') await gateway.confirmSandboxPayment(…)`.
 */
export type ConfiguredPaymentGateway = SandboxPaymentGateway | StripePaymentGateway;

/** Stripe when PAYMENT_GATEWAY=stripe (loadConfig has checked its keys), else the sandbox on the API's database. */
export function createPaymentGateway(
  config: Pick<Config, 'PAYMENT_GATEWAY' | 'stripe'>,
  db: Pick<Database, 'knex'>,
): ConfiguredPaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    if (!config.stripe) throw new Error('PAYMENT_GATEWAY=stripe without its Stripe settings');
    const { secretKey, apiBase, publishableKey, webhookSecret, timeoutMs, budgetMs } =
      config.stripe;
    return new StripePaymentGateway({
      client: createStripeClient({ secretKey, apiBase }),
      publishableKey,
      webhookSecret,
      limits: { attemptTimeoutMs: timeoutMs, budgetMs },
    });
  }
  return new SandboxPaymentGateway(db.knex);
}
