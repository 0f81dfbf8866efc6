// The partners module's services built from the app's dependencies, for the code that still builds its own
// services: the admin's and the partner API's routes, the widget's routes and the app's widget CORS, the lifecycle
// worker. Each call builds them afresh; they hold no state beyond the database they are given.
import type { Client } from '@temporalio/client';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { createPartnersRepository } from './partners.repository.js';
import { createPartnersService, type PartnersService } from './partners.service.js';
import { createPartnerEventsService } from './webhooks/partner-events.js';
import { createPartnerWebhooksRepository } from './webhooks/partner-webhooks.repository.js';
import { createPartnerWebhookActivities } from './webhooks/webhook-delivery.js';
import { createWebhookDispatch } from './webhooks/webhook-dispatch.js';

/** Partner firms and their keys; `live` keys in production, `test` keys elsewhere. */
export function partnersFor({ db, config }: { db: Database; config: Config }): PartnersService {
  return createPartnersService({
    repository: createPartnersRepository(db.knex),
    keyMode: config.isProduction ? 'live' : 'test',
  });
}

/**
 * The partner webhooks over one repository: recording events, the delivery workflow's activities, and starting the
 * deliveries' workflows with a Temporal client.
 */
export function partnerWebhooksFor({ db, config }: { db: Database; config: Config }) {
  const repository = createPartnerWebhooksRepository(db.knex);
  return {
    events: createPartnerEventsService({ repository, publicUrl: config.PUBLIC_URL }),
    activities: createPartnerWebhookActivities({ repository }),
    dispatch: (client: Client, taskQueue?: string) =>
      createWebhookDispatch({ repository, client, retry: config.partnerWebhookRetry, taskQueue }),
  };
}

/**
 * For HTTP handlers that record an event (a widget booking, a replay): starts the deliveries after the commit.
 * Without Temporal, or when it cannot be reached, they wait for the sweep at the next worker start (logged).
 */
export function deliveryStarter(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'temporal'>,
): (deliveryIds: string[]) => Promise<void> {
  const webhooks = partnerWebhooksFor(deps);
  return async (deliveryIds) => {
    const temporal = deps.temporal;
    if (!temporal || deliveryIds.length === 0) return;
    await webhooks
      .dispatch(temporal.client, temporal.taskQueue)
      .start(deliveryIds)
      .catch((error: unknown) =>
        deps.logger.error({ err: error, deliveryIds }, 'partner webhook deliveries did not start'),
      );
  };
}
