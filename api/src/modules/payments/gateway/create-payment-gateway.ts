import type { Config } from '../../../platform/config.js';
import type { Database } from '../../../platform/db.js';
import { traceCalls } from '../../../platform/trace-context.js';
import { createSandboxDisputesRepository } from './sandbox-disputes.repository.js';
import { SandboxPaymentGateway } from './sandbox-gateway.js';
import { createSandboxRepository } from './sandbox.repository.js';
import { createSandboxAccountsRepository } from './sandbox-accounts.repository.js';
import { createStripeClient, StripePaymentGateway } from './stripe-gateway.js';

/**
 * The configured gateway. The union keeps the sandbox's card form reachable where it exists:
 * `if (gateway.kind === 'sandbox') await gateway.confirmSandboxPayment(…)`.
 */
export type ConfiguredPaymentGateway = SandboxPaymentGateway | StripePaymentGateway;

/**
 * Stripe when PAYMENT_GATEWAY=stripe (loadConfig has checked its keys), else the sandbox on the API's database, which
 * signs its events with STRIPE_WEBHOOK_SECRET when one is set (so that a test can sign a delivery of its own), else
 * with a secret of its own.
 */
export function createPaymentGateway(
  config: Pick<
    Config,
    | 'PAYMENT_GATEWAY'
    | 'stripe'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'PUBLIC_URL'
    | 'SANDBOX_PAYOUT_VERIFY_MS'
  >,
  db: Pick<Database, 'knex'>,
): ConfiguredPaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    if (!config.stripe) throw new Error('PAYMENT_GATEWAY=stripe without its Stripe settings');
    const { secretKey, apiBase, publishableKey, webhookSecret, connectWebhookSecret } =
      config.stripe;
    const { timeoutMs, budgetMs } = config.stripe;
    // A span around each call to Stripe when tracing is on (the HTTP instrumentation adds the request under it).
    return traceCalls(
      new StripePaymentGateway({
        client: createStripeClient({ secretKey, apiBase }),
        publishableKey,
        webhookSecret,
        ...(connectWebhookSecret ? { connectWebhookSecret } : {}),
        limits: { attemptTimeoutMs: timeoutMs, budgetMs },
      }),
      'payments',
    );
  }
  const sandbox = new SandboxPaymentGateway(createSandboxRepository(db.knex), {
    disputes: createSandboxDisputesRepository(db.knex),
    ...(config.STRIPE_WEBHOOK_SECRET ? { webhookSecret: config.STRIPE_WEBHOOK_SECRET } : {}),
    accounts: {
      repository: createSandboxAccountsRepository(db.knex),
      portalUrl: config.PUBLIC_URL,
      verificationDelayMs: config.SANDBOX_PAYOUT_VERIFY_MS,
    },
  });
  return traceCalls(sandbox, 'payments');
}
