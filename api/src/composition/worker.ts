// The composition root of the lifecycle worker: what it runs, built the same way by `npm start`, `npm run worker`,
// the benches and the tests.
import type { WorkerActivities } from '@expertbridge/workflows/worker';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db.js';
import type { ConfiguredPaymentGateway } from '../modules/payments/gateway/create-payment-gateway.js';
import { moneyMoverFor } from '../modules/payments/money-mover.js';
import { createConsultationNotifier } from '../modules/notifications/consultation-notifications.js';
import { createPartnerEventsService } from '../modules/partners/webhooks/partner-events.js';
import { createPartnerWebhooksRepository } from '../modules/partners/webhooks/partner-webhooks.repository.js';
import { createPartnerWebhookActivities } from '../modules/partners/webhooks/webhook-delivery.js';
import { createWebhookDispatch } from '../modules/partners/webhooks/webhook-dispatch.js';
import { createLifecycleActivities } from '../modules/consultations/lifecycle-activities.js';
import { createLifecycleRepository } from '../modules/consultations/lifecycle.repository.js';
import { cardDisputeActivitiesFor } from './card-dispute-worker.js';

/** The lifecycle's activities (with the money mover, the notifier and the partner event hooks) and the webhooks'. */
export function lifecycleActivitiesFor(deps: {
  config: Config;
  db: Database;
  gateway: ConfiguredPaymentGateway;
  /** Starts the partner webhook deliveries the activities record. */
  temporal: Client;
}): WorkerActivities {
  const { config, db } = deps;
  const webhooks = createPartnerWebhooksRepository(db.knex);
  const events = createPartnerEventsService({ repository: webhooks, publicUrl: config.PUBLIC_URL });
  const dispatch = webhookDispatch({ config, db, temporal: deps.temporal });
  return {
    ...createLifecycleActivities({
      lifecycle: createLifecycleRepository(db.knex),
      money: moneyMoverFor(deps.gateway),
      notify: createConsultationNotifier({ publicUrl: config.PUBLIC_URL }),
      partnerEvents: {
        record: (trx, input) => events.record(input, trx),
        startDeliveries: (consultationId) => dispatch.startForConsultation(consultationId),
      },
    }),
    ...createPartnerWebhookActivities({ repository: webhooks }),
    ...cardDisputeActivitiesFor(deps),
  };
}

/**
 * Run once the worker is up: starts the partner webhook deliveries that were recorded but never started (Temporal
 * was unreachable after the commit). A failure is logged, not thrown: the next start sweeps again.
 */
export async function afterWorkerStart(deps: {
  config: Config;
  db: Database;
  temporal: Client;
  logger: Logger;
}): Promise<void> {
  await webhookDispatch(deps)
    .sweep(deps.logger)
    .catch((error: unknown) =>
      deps.logger.error({ err: error }, 'the sweep of partner webhook deliveries failed'),
    );
}

function webhookDispatch(deps: { config: Config; db: Database; temporal: Client }) {
  return createWebhookDispatch({
    repository: createPartnerWebhooksRepository(deps.db.knex),
    client: deps.temporal,
    retry: deps.config.partnerWebhookRetry,
  });
}
