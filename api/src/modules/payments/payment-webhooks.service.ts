// The provider's events (Stripe's webhook, and the sandbox card step's own event): verified, processed once per event
// id, and recorded only after processing, so that a delivery that failed half-way is processed again on the retry.
import type { CardDisputeWebhooks } from './card-dispute-webhooks.js';
import type { PaymentGateway, PaymentIntentView } from './gateway/payment-gateway.js';
import type { PaymentDeliveryService } from './payment-delivery.service.js';
import type { EventRecord, PaymentsRepository, PricedPayment } from './payments.repository.js';

/** Handles a connected account's `account.updated` (payouts/payout-account-webhooks.ts). */
export type AccountEventHandler = (accountId: string) => Promise<unknown>;

export interface PaymentWebhooksDeps {
  repository: PaymentsRepository;
  gateway: Pick<PaymentGateway, 'parseWebhook'>;
  delivery: PaymentDeliveryService;
  accountEvents?: AccountEventHandler;
  /** The `charge.dispute.*` events (card-dispute-webhooks.ts). */
  cardDisputes?: CardDisputeWebhooks | undefined;
}

export type PaymentWebhooksService = ReturnType<typeof createPaymentWebhooksService>;

export function createPaymentWebhooksService({
  repository,
  gateway,
  delivery,
  accountEvents,
  cardDisputes,
}: PaymentWebhooksDeps) {
  /** Delivers a succeeded intent not delivered yet; true when the delivery also recorded the event. */
  async function processSucceeded(
    payment: PricedPayment,
    paymentIntentId: string,
    event: EventRecord,
    retrieved?: PaymentIntentView,
  ): Promise<boolean> {
    const { intent, delivered, lateRefunded } = await delivery.verifiedIntent(
      {
        id: payment.consultation_id,
        total_amount: payment.total_amount,
        currency: payment.currency,
      },
      paymentIntentId,
      payment,
      retrieved,
    );
    if (intent.status !== 'succeeded' || delivered) return false;
    const outcome = await delivery.deliver(
      { id: payment.consultation_id },
      intent,
      lateRefunded,
      event,
    );
    return outcome === 'delivered';
  }

  return {
    /**
     * A verified provider event, processed once per event id. The sandbox card step passes what it holds already: the
     * provider's confirmation of the intent and our row of its payment (read with the client's ownership).
     */
    async webhook(
      rawBody: string,
      signature: string | undefined,
      held?: { intent: PaymentIntentView; payment: PricedPayment },
    ) {
      const event = gateway.parseWebhook(rawBody, signature);
      const record = { id: event.id, type: event.type };
      let recorded = false;
      if (held) {
        // A confirmation the card step repeats is caught by the payment's `delivered_at` instead of the event id.
        recorded = await processSucceeded(held.payment, held.intent.id, record, held.intent);
      } else {
        const { seen, payment } = await repository.eventAndPayment(event.id, event.paymentIntentId);
        if (seen) return { received: true, duplicate: true };
        if (event.type === 'payment_intent.succeeded' && event.paymentIntentId && payment) {
          recorded = await processSucceeded(payment, event.paymentIntentId, record);
        }
        if (event.type === 'account.updated' && event.accountId)
          await accountEvents?.(event.accountId);
        if (event.disputeId) await cardDisputes?.handle(event);
      }
      // Recorded after processing: a delivery that failed half-way is processed again on the retry.
      if (!recorded) await repository.recordEvent(record);
      return { received: true, duplicate: false };
    },
  };
}
