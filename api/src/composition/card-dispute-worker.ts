// The worker's card dispute activities, composed from the payments module (the gateway, our dispute records) and
// the consultations module (the steps that post to the ledger, the evidence's reads).
import type { Client } from '@temporalio/client';
import type { CardDisputeActivities } from '@expertbridge/workflows';
import type { Database } from '../platform/db.js';
import { createCardDisputeActivities } from '../modules/consultations/card-dispute-activities.js';
import { createCardDisputeEvidenceRepository } from '../modules/consultations/card-dispute-evidence.repository.js';
import { stepRunner } from '../modules/consultations/lifecycle-steps.js';
import type { LifecycleRepository } from '../modules/consultations/lifecycle.repository.js';
import type { ConsultationNotifier, MoneyMover } from '../modules/consultations/lifecycle-ports.js';
import { createCardDisputeClient } from '../modules/payments/card-dispute-client.js';
import { createCardDisputeWebhooks } from '../modules/payments/card-dispute-webhooks.js';
import { createCardDisputesRepository } from '../modules/payments/card-disputes.repository.js';
import type { ConfiguredPaymentGateway } from '../modules/payments/gateway/create-payment-gateway.js';
import { GatewayDeclinedError } from '../modules/payments/gateway/gateway-errors.js';

export function cardDisputeActivitiesFor(deps: {
  db: Database;
  gateway: ConfiguredPaymentGateway;
  temporal: Client;
  /** The lifecycle's own parts (worker.ts): the card dispute's steps post and notify as the lifecycle's do. */
  lifecycle: LifecycleRepository;
  money: MoneyMover;
  notify: ConsultationNotifier;
}): CardDisputeActivities {
  const { db, gateway, lifecycle, money, notify } = deps;
  const records = createCardDisputesRepository(db.knex);
  // A worker in its own process has no API to post the sandbox's events to: they go to the dispute's workflow
  // directly (the API, when it shares this gateway, connects its own webhook path instead).
  if (gateway.kind === 'sandbox' && gateway.disputes && !gateway.disputes.receiver) {
    const webhooks = createCardDisputeWebhooks({
      gateway,
      repository: records,
      client: createCardDisputeClient(deps.temporal),
    });
    gateway.disputes.receiver = (delivery) =>
      webhooks.handle(gateway.parseWebhook(delivery.payload, delivery.signature));
  }
  return createCardDisputeActivities({
    steps: stepRunner({
      lifecycle,
      money,
      notify,
      // Card disputes are not among a partner's webhook events.
      partnerEvents: { record: async () => undefined, startDeliveries: async () => undefined },
    }),
    lifecycle,
    money,
    provider: {
      reverseTransfer: (input) => gateway.reverseTransfer(input),
      submitEvidence: (input) => gateway.submitDisputeEvidence({ ...input, submit: true }),
      isPermanentRefusal: (error) => error instanceof GatewayDeclinedError,
    },
    records,
    evidence: createCardDisputeEvidenceRepository(db.knex),
  });
}
