import type { AppDeps } from '../../platform/deps.js';
import { consultationsServiceFor } from '../consultations/consultations-wiring.js';
import { createLifecycleClient } from '../consultations/lifecycle-client.js';
import { createConsultationNotifier } from '../notifications/consultation-notifications.js';
import {
  createPaymentGateway,
  type ConfiguredPaymentGateway,
} from './gateway/create-payment-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService, type PaymentsService } from './payments.service.js';

const built = new WeakMap<
  AppDeps,
  { gateway: ConfiguredPaymentGateway; service: PaymentsService }
>();

/**
 * The payment service of an app, built once per app: the portal's payment routes and the widget's share it, and with
 * it one gateway (the sandbox's signing key and the provider's client).
 */
export function paymentsFor(deps: AppDeps) {
  let entry = built.get(deps);
  if (!entry) {
    const { db, config, logger } = deps;
    const gateway = deps.payments ?? createPaymentGateway(config, db);
    const lifecycle = createLifecycleClient(deps.temporal?.client, deps.temporal?.taskQueue);
    const service = createPaymentsService({
      repository: createPaymentsRepository(db.knex, {
        notify: createConsultationNotifier({ publicUrl: config.PUBLIC_URL }),
      }),
      config,
      gateway,
      lifecycle,
      consultations: consultationsServiceFor(db, {
        lifecycle,
        lifecycleConfig: config.lifecycle,
      }),
      logger,
      live: deps.live,
    });
    entry = { gateway, service };
    built.set(deps, entry);
  }
  return entry;
}
