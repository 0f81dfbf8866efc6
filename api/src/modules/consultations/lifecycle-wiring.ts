// What the lifecycle worker runs, built the same way by `npm start`, `npm run worker` and the tests.
import type { LifecycleActivities } from '@expertbridge/workflows';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db.js';
import type { ConfiguredPaymentGateway } from '../payments/gateway/create-payment-gateway.js';
import { moneyMoverFor } from '../payments/money-mover.js';
import { notifyConsultation } from '../notifications/consultation-notifications.js';
import { createLifecycleActivities } from './lifecycle-activities.js';

export function lifecycleActivitiesFor(deps: {
  config: Config;
  db: Database;
  gateway: ConfiguredPaymentGateway;
}): LifecycleActivities {
  return createLifecycleActivities({
    knex: deps.db.knex,
    money: moneyMoverFor(deps.gateway),
    notify: notifyConsultation({ publicUrl: deps.config.PUBLIC_URL }),
  });
}
