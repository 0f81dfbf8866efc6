// A payment that succeeds after its booking closed (cancelled or expired while the client paid): the workflow has
// ended and cannot take it, so the charge goes back whole at once.
import type { Logger } from 'pino';
import { consultationWorkflowId } from '@expertbridge/workflows';
import type { PaymentGateway, PaymentIntentView } from './gateway/payment-gateway.js';
import type { PaymentsRepository } from './payments.repository.js';

export interface LatePaymentsDeps {
  repository: PaymentsRepository;
  gateway: Pick<PaymentGateway, 'refund'>;
  logger: Logger;
}

export type LatePaymentsService = ReturnType<typeof createLatePaymentsService>;

export function createLatePaymentsService({ repository, gateway, logger }: LatePaymentsDeps) {
  return {
    /**
     * Refunds the late payment in full, posts both movements to the ledger and tells the client. Once: the provider
     * answers a repeated refund by its idempotency key, and a replay finds the refund recorded.
     */
    async refund(consultationId: string, intent: PaymentIntentView): Promise<void> {
      const key = `${consultationWorkflowId(consultationId)}:late-payment:${intent.id}`;
      await gateway.refund({
        paymentIntentId: intent.id,
        amount: intent.amount,
        idempotencyKey: key,
      });
      await repository.recordLateRefund({
        consultationId,
        paymentIntentId: intent.id,
        posting: {
          currency: intent.currency,
          memo: `late payment ${intent.id} refunded in full`,
          movements: [
            { from: 'client_payments', to: 'refunds_payable', amount: intent.amount },
            { from: 'refunds_payable', to: 'refunds', amount: intent.amount },
          ],
        },
        notice: {
          consultationId,
          kind: 'refund_issued',
          dedupeBase: key,
          extra: { amount: intent.amount },
        },
      });
      logger.warn({ consultationId, paymentIntentId: intent.id }, 'late payment refunded');
    },
  };
}
