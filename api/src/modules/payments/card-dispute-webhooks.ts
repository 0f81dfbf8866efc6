// The provider's `charge.dispute.*` events: the dispute is read from the provider (never from the event's body),
// matched through its payment intent to our consultation, kept, and handed to its workflow. A dispute on a charge
// this platform did not make changes nothing: the event is recorded and answered 200, as Stripe expects.
import type { CardDisputeClient } from './card-dispute-client.js';
import type { CardDisputesRepository } from './card-disputes.repository.js';
import { GatewayDeclinedError } from './gateway/gateway-errors.js';
import type { GatewayWebhookEvent, PaymentGateway } from './gateway/payment-gateway.js';

/** The dispute events this platform handles (the webhook endpoint's settings enable these). */
export const CARD_DISPUTE_EVENTS: readonly string[] = [
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
];

export interface CardDisputeWebhooksDeps {
  gateway: Pick<PaymentGateway, 'retrieveDispute'>;
  repository: CardDisputesRepository;
  client: CardDisputeClient;
}

export type CardDisputeWebhooks = ReturnType<typeof createCardDisputeWebhooks>;

export function createCardDisputeWebhooks({
  gateway,
  repository,
  client,
}: CardDisputeWebhooksDeps) {
  return {
    /** Handles one verified dispute event; the caller records its id afterwards. */
    async handle(event: GatewayWebhookEvent): Promise<void> {
      if (!CARD_DISPUTE_EVENTS.includes(event.type) || !event.disputeId) return;
      const dispute = await gateway.retrieveDispute(event.disputeId).catch((error: unknown) => {
        // The provider knows no such dispute, or one in a currency never charged here: not on a charge we made.
        if (error instanceof GatewayDeclinedError) return undefined;
        throw error;
      });
      if (!dispute) return;
      const consultationId =
        dispute.paymentIntentId && (await repository.consultationOfIntent(dispute.paymentIntentId));
      if (!consultationId) return;
      await repository.upsert(consultationId, dispute);
      await client.update(
        {
          disputeId: dispute.id,
          consultationId,
          amount: dispute.amount,
          currency: dispute.currency,
        },
        {
          status: dispute.status,
          evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
          evidenceSubmitted: dispute.evidenceSubmitted,
        },
      );
    },
  };
}
