// What the lifecycle worker runs, built the same way by `npm start`, `npm run worker` and the tests.
import type { WorkerActivities } from '@expertbridge/workflows/worker';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db.js';
import type { ConfiguredPaymentGateway } from '../payments/gateway/create-payment-gateway.js';
import { moneyMoverFor } from '../payments/money-mover.js';
import { notifyConsultation } from '../notifications/consultation-notifications.js';
import { recordPartnerEvent } from '../partners/webhooks/partner-events.js';
import { createPartnerWebhookActivities } from '../partners/webhooks/webhook-delivery.js';
import {
  startConsultationDeliveries,
  sweepUndispatchedDeliveries,
} from '../partners/webhooks/webhook-dispatch.js';
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
  const webhooks = { knex: db.knex, client: deps.temporal, retry: config.partnerWebhookRetry };
  return {
    ...createLifecycleActivities({
      lifecycle: createLifecycleRepository(db.knex),
      money: moneyMoverFor(deps.gateway),
      notify: notifyConsultation({ publicUrl: config.PUBLIC_URL }),
      partnerEvents: {
        record: (trx, input) => recordPartnerEvent(trx, { ...input, publicUrl: config.PUBLIC_URL }),
        startDeliveries: (consultationId) => startConsultationDeliveries(webhooks, consultationId),
      },
    }),
    ...createPartnerWebhookActivities({ knex: db.knex }),
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
  await sweepUndispatchedDeliveries({
    knex: deps.db.knex,
    client: deps.temporal,
    retry: deps.config.partnerWebhookRetry,
    logger: deps.logger,
  }).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'the sweep of partner webhook deliveries failed'),
  );
}
