// Delivering a payment: the provider's intent checked against its consultation (its own, its price, succeeded), then
// handed to the consultation's workflow, or refunded when the workflow has ended. The server never takes the
// browser's word that a payment succeeded.
import type { Logger } from 'pino';
import { AppError } from '../../platform/errors.js';
import type { ConsultationRow } from '../consultations/consultation-row.js';
import type { LifecycleClient } from '../consultations/lifecycle-client.js';
import type { PaymentGateway, PaymentIntentView } from './gateway/payment-gateway.js';
import { createLatePaymentsService } from './late-payments.service.js';
import type { EventRecord, KnownPayment, PaymentsRepository } from './payments.repository.js';
import { providerUnavailable } from './provider-unavailable.js';

/** What checking an intent against its consultation and delivering it need of the consultation. */
export type PricedConsultation = Pick<ConsultationRow, 'id' | 'total_amount' | 'currency'>;

export interface PaymentDeliveryDeps {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  lifecycle: LifecycleClient;
  logger: Logger;
}

export type PaymentDeliveryService = ReturnType<typeof createPaymentDeliveryService>;

export function createPaymentDeliveryService(deps: PaymentDeliveryDeps) {
  const { repository, gateway, lifecycle } = deps;
  const latePayments = createLatePaymentsService(deps);

  return {
    /**
     * The provider's intent, checked against the consultation: its own, its price, succeeded. `known` is our row of it.
     */
    async verifiedIntent(
      row: PricedConsultation,
      paymentIntentId: string,
      /** Our row of the intent, as the caller read it (undefined: there is none). */
      known: KnownPayment | undefined,
      /** The provider's answer the caller holds already (the sandbox card step's confirmation). */
      retrieved?: PaymentIntentView,
    ) {
      if (!known)
        throw AppError.notFound('No such payment for this consultation', 'payment_not_found');
      const intent =
        retrieved ??
        (await gateway.retrievePaymentIntent(paymentIntentId).catch((error: unknown) => {
          throw providerUnavailable(error);
        }));
      if (
        intent.id !== paymentIntentId ||
        intent.consultationId !== row.id ||
        intent.amount !== row.total_amount ||
        intent.currency !== row.currency
      ) {
        throw AppError.conflict('payment_mismatch', 'This payment is not for this consultation');
      }
      return {
        intent,
        delivered: known.delivered_at !== null,
        lateRefunded: known.late_refunded_at !== null,
      };
    },

    /**
     * Hands a succeeded payment to the workflow. A workflow that has ended (the booking was cancelled or expired
     * meanwhile) cannot take it: the charge is refunded whole at once, both movements are posted to the ledger and the
     * client is told. Once: a replay finds the refund recorded and calls the provider no more.
     */
    async deliver(
      row: Pick<ConsultationRow, 'id'>,
      intent: PaymentIntentView,
      lateRefunded: boolean,
      event?: EventRecord,
    ): Promise<'delivered' | 'refunded'> {
      if (lateRefunded) return 'refunded';
      try {
        const delivered = await lifecycle.paymentSucceeded(row.id, {
          paymentId: intent.id,
          amount: intent.amount,
          currency: intent.currency,
        });
        if (delivered) {
          if (event) await repository.markDeliveredByEvent(intent.id, event);
          else await repository.markDelivered(intent.id);
          return 'delivered';
        }
        await latePayments.refund(row.id, intent);
        return 'refunded';
      } catch (error) {
        // The charge stands but neither the workflow nor a refund has it: marked, the reconciliation sweep takes it
        // however old the intent is. (A process that stops before this leaves a young intent, which the sweep looks
        // at anyway; so the way that works is spared the write.)
        await repository.markVerified(intent.id).catch(() => {});
        throw error;
      }
    },
  };
}
