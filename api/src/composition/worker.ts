// The composition root of the lifecycle worker: what it runs, built the same way by `npm start`, `npm run worker`,
// the benches and the tests.
import type { WorkerActivities } from '@expertbridge/workflows/worker';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db.js';
import type { ConfiguredPaymentGateway } from '../modules/payments/gateway/create-payment-gateway.js';
import { moneyMoverFor } from '../modules/payments/money-mover.js';
import { createPaymentDeliveryService } from '../modules/payments/payment-delivery.service.js';
import { createPaymentReconciliationRepository } from '../modules/payments/payment-reconciliation.repository.js';
import { createPaymentReconciliationService } from '../modules/payments/payment-reconciliation.service.js';
import { createPaymentsRepository } from '../modules/payments/payments.repository.js';
import { ensureReconciliationSchedule } from '../modules/payments/reconciliation-schedule.js';
import { schedulesUnsupported } from '../platform/temporal-schedule.js';
import { createLifecycleClient } from '../modules/consultations/lifecycle-client.js';
import { createLogger } from '../platform/logger.js';
import { createConsultationNotifier } from '../modules/notifications/consultation-notifications.js';
import { createPartnerEventsService } from '../modules/partners/webhooks/partner-events.js';
import { createPartnerWebhooksRepository } from '../modules/partners/webhooks/partner-webhooks.repository.js';
import { createPartnerWebhookActivities } from '../modules/partners/webhooks/webhook-delivery.js';
import { createWebhookDispatch } from '../modules/partners/webhooks/webhook-dispatch.js';
import { createLifecycleActivities } from '../modules/consultations/lifecycle-activities.js';
import { createLifecycleRepository } from '../modules/consultations/lifecycle.repository.js';
import { paymentDomainsFor, payoutsServiceFor } from './money-parts.js';
import { payoutReadinessActivity } from '../modules/payouts/payout-readiness.js';
import { cardDisputeActivitiesFor } from './card-dispute-worker.js';
import { calendarImportActivitiesFor, ensureCalendarSchedule } from './calendar-parts.js';
import {
  ensureStatementsSchedule,
  monthlyStatementActivitiesFor,
  postingObserverFor,
} from './document-parts.js';

/**
 * The lifecycle's activities (with the money mover, the notifier and the partner event hooks), the webhooks' and the
 * payment reconciliation sweep's.
 */
export function lifecycleActivitiesFor(deps: {
  config: Config;
  db: Database;
  gateway: ConfiguredPaymentGateway;
  /** Starts the partner webhook deliveries the activities record, and signals the payments the sweep delivers. */
  temporal: Client;
  logger?: Logger;
}): WorkerActivities {
  const { config, db } = deps;
  const notify = createConsultationNotifier({ publicUrl: config.PUBLIC_URL });
  const webhooks = createPartnerWebhooksRepository(db.knex);
  const events = createPartnerEventsService({ repository: webhooks, publicUrl: config.PUBLIC_URL });
  const dispatch = webhookDispatch({ config, db, temporal: deps.temporal });
  // Every posting of the worker's activities issues its documents in its transaction.
  const lifecycle = createLifecycleRepository(db.knex, postingObserverFor(config));
  const money = moneyMoverFor(deps.gateway);
  return {
    ...createLifecycleActivities({
      lifecycle,
      money,
      notify,
      partnerEvents: {
        record: (trx, input) => events.record(input, trx),
        startDeliveries: (consultationId) => dispatch.startForConsultation(consultationId),
      },
    }),
    ...payoutReadinessActivity(payoutsServiceFor({ ...deps, temporal: deps.temporal })),
    ...createPartnerWebhookActivities({ repository: webhooks }),
    ...paymentReconciliationFor({ ...deps, notify }),
    ...cardDisputeActivitiesFor({ ...deps, lifecycle, money, notify }),
    ...calendarImportActivitiesFor(deps),
    ...monthlyStatementActivitiesFor(deps),
  };
}

/** The sweep's activity: the payments' usual delivery over the worker's Temporal client (tests pass their gateway). */
export function paymentReconciliationFor(deps: {
  config: Config;
  db: Database;
  gateway: ConfiguredPaymentGateway;
  temporal: Client;
  logger?: Logger;
  notify?: ReturnType<typeof createConsultationNotifier>;
}) {
  const logger = deps.logger ?? createLogger(deps.config);
  const notify = deps.notify ?? createConsultationNotifier({ publicUrl: deps.config.PUBLIC_URL });
  return createPaymentReconciliationService({
    reconciliation: createPaymentReconciliationRepository(deps.db.knex),
    delivery: createPaymentDeliveryService({
      repository: createPaymentsRepository(deps.db.knex, {
        notify,
        observePostings: postingObserverFor(deps.config),
      }),
      gateway: deps.gateway,
      lifecycle: createLifecycleClient(deps.temporal),
      logger,
    }),
    logger,
  });
}

/**
 * Run once the worker is up: starts the partner webhook deliveries that were recorded but never started (Temporal
 * was unreachable after the commit), registers the payment method domains still pending or failed (the provider was
 * down at the admin's save), and creates or updates the schedules of the payment reconciliation sweep, the imported
 * calendars' refresh and the monthly statements. A failure is logged, not thrown: the next start tries again. A
 * server that runs no schedules is said once, as a warning.
 */
export async function afterWorkerStart(deps: {
  config: Config;
  db: Database;
  temporal: Client;
  logger: Logger;
  /** The provider the payment method domains are registered with (tests of the webhooks alone leave it out). */
  gateway?: ConfiguredPaymentGateway;
}): Promise<void> {
  await webhookDispatch(deps)
    .sweep(deps.logger)
    .catch((error: unknown) =>
      deps.logger.error({ err: error }, 'the sweep of partner webhook deliveries failed'),
    );
  const schedules: [name: string, ensure: () => Promise<void>][] = [
    [
      'payment reconciliation',
      () =>
        ensureReconciliationSchedule(deps.temporal, {
          periodMs: deps.config.PAYMENT_SWEEP_PERIOD_MS,
          graceMs: deps.config.PAYMENT_SWEEP_GRACE_MS,
          batchSize: deps.config.PAYMENT_SWEEP_BATCH,
        }),
    ],
    ['calendar imports', () => ensureCalendarSchedule(deps)],
    ['monthly statements', () => ensureStatementsSchedule(deps)],
  ];
  for (const [name, ensure] of schedules) {
    try {
      await ensure();
    } catch (error) {
      if (schedulesUnsupported(error)) {
        deps.logger.warn(
          { schedules: schedules.map(([each]) => each) },
          'this Temporal server runs no schedules (a test server?): these do not run by themselves',
        );
        break;
      }
      deps.logger.error({ err: error }, `the ${name} schedule could not be set`);
    }
  }
  // Last: a provider that is slow to answer must not hold up the sweeps above.
  if (deps.gateway) {
    await paymentDomainsFor(deps, deps.gateway)
      .sync()
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'the sweep of payment method domains failed'),
      );
  }
}

function webhookDispatch(deps: { config: Config; db: Database; temporal: Client }) {
  return createWebhookDispatch({
    repository: createPartnerWebhooksRepository(deps.db.knex),
    client: deps.temporal,
    retry: deps.config.partnerWebhookRetry,
  });
}
