// The parts of the payments side that both composition roots build the same way: the API's services and the
// worker's activities and start-up sweep.
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db.js';
import type { ConfiguredPaymentGateway } from '../modules/payments/gateway/create-payment-gateway.js';
import { createLifecycleClient } from '../modules/consultations/lifecycle-client.js';
import { createPaymentDomainsRepository } from '../modules/partners/payment-domains/payment-domains.repository.js';
import { createPaymentDomainsService } from '../modules/partners/payment-domains/payment-domains.service.js';
import { createPayoutsRepository } from '../modules/payouts/payouts.repository.js';
import { createPayoutsService } from '../modules/payouts/payouts.service.js';

/** The sync of payment method domains with the configured gateway (the worker's start-up sweep runs it too). */
export function paymentDomainsFor(
  { db, config, logger }: { db: Database; config: Config; logger: Logger },
  gateway: ConfiguredPaymentGateway,
) {
  return createPaymentDomainsService({
    repository: createPaymentDomainsRepository(db.knex),
    provider: gateway.paymentMethodDomains,
    portalOrigin: config.PUBLIC_URL,
    logger,
  });
}

/** The payouts module's service, as the API and the worker build it. */
export function payoutsServiceFor(deps: {
  config: Config;
  db: Database;
  gateway: ConfiguredPaymentGateway;
  /** Signals the workflows whose payout waits; without Temporal (some tests) signals are not sent. */
  temporal: Client | undefined;
  logger?: Logger;
}) {
  const lifecycle = createLifecycleClient(deps.temporal);
  return createPayoutsService({
    repository: createPayoutsRepository(deps.db.knex),
    gateway: deps.gateway,
    signalReady: (consultationId) => lifecycle.payoutAccountReady(consultationId),
    publicUrl: deps.config.PUBLIC_URL,
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
}
