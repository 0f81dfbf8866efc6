// What the lifecycle worker runs, built the same way by `npm start`, `npm run worker` and the tests.
import type { WorkerActivities } from '@expertbridge/workflows/worker';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db.js';
import type { ConfiguredPaymentGateway } from '../payments/gateway/create-payment-gateway.js';
import { moneyMoverFor } from '../payments/money-mover.js';
import { createConsultationNotifier } from '../notifications/consultation-notifications.js';
import { partnerWebhooksFor } from '../partners/partners-wiring.js';
import { createLifecycleActivities } from './lifecycle-activities.js';
import { createLifecycleRepository } from './lifecycle.repository.js';

export function lifecycleActivitiesFor(deps: {
  config: Config;
  db: Database;
  gateway: ConfiguredPaymentGateway;
  /** Starts the partner webhook deliveries the activities record. */
  temporal: Client;
}): WorkerActivities {
  const { config, db } = deps;
  const webhooks = partnerWebhooksFor({ db, config });
  const dispatch = webhooks.dispatch(deps.temporal);
  return {
    ...createLifecycleActivities({
      lifecycle: createLifecycleRepository(db.knex),
      money: moneyMoverFor(deps.gateway),
      notify: createConsultationNotifier({ publicUrl: config.PUBLIC_URL }),
      partnerEvents: {
        record: (trx, input) => webhooks.events.record(input, trx),
        startDeliveries: (consultationId) => dispatch.startForConsultation(consultationId),
      },
    }),
    ...webhooks.activities,
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
  const dispatch = partnerWebhooksFor(deps).dispatch(deps.temporal);
  await dispatch
    .sweep(deps.logger)
    .catch((error: unknown) =>
      deps.logger.error({ err: error }, 'the sweep of partner webhook deliveries failed'),
    );
}
