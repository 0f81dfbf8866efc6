// The reconciliation sweep: no charged payment is left behind. A card confirmed while Temporal (or the API) was
// down may have been charged without its consultation's workflow hearing of it. Each run claims a batch of our
// payments not delivered, asks the provider about each, and hands every succeeded one to the usual delivery: the
// workflow takes it (the client gets the usual payment-received notices) or, when the workflow has ended, it is
// refunded whole, on the ledger, and the client told. Safe to run twice or on two workers at once: claims skip each
// other, and the delivery and the refund are each done once.
import type {
  PaymentReconciliationActivities,
  PaymentReconciliationInput,
  PaymentReconciliationReport,
} from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import type { PaymentDeliveryService } from './payment-delivery.service.js';
import type {
  ClaimedPayment,
  PaymentReconciliationRepository,
} from './payment-reconciliation.repository.js';
import type { Logger } from 'pino';

const DAY_MS = 86_400_000;

/**
 * An unmarked payment is looked for this long after its intent was created. A charge later than that comes through
 * the card step or the provider's webhook, which hand it over themselves, or mark it (verified_at) when they cannot:
 * the sweep takes a marked payment however old.
 */
export const UNHEARD_PAYMENT_HORIZON_MS = 7 * DAY_MS;

/** A claim outlives the sweep's activity (10 minutes), so a stopped sweep's payments return to the next one. */
const CLAIM_LEASE_MS = 15 * 60_000;

/** Payments checked at once: a slow provider does not hold the whole batch up one payment at a time. */
const CONCURRENCY = 4;

export interface PaymentReconciliationDeps {
  reconciliation: PaymentReconciliationRepository;
  delivery: PaymentDeliveryService;
  logger: Logger;
}

export function createPaymentReconciliationService({
  reconciliation,
  delivery,
  logger,
}: PaymentReconciliationDeps): PaymentReconciliationActivities {
  /** Checks one payment and delivers it when it succeeded; what became of it. */
  async function reconcile(
    payment: ClaimedPayment,
    graceMs: number,
  ): Promise<'delivered' | 'refunded' | 'unpaid'> {
    const row = {
      id: payment.consultation_id,
      total_amount: payment.total_amount,
      currency: payment.currency,
    };
    const { intent } = await delivery.verifiedIntent(row, payment.payment_intent_id, {
      consultation_id: payment.consultation_id,
      delivered_at: null,
      late_refunded_at: null,
    });
    if (intent.status !== 'succeeded') {
      await reconciliation.backOff(payment.payment_intent_id, Math.max(graceMs, 1_000));
      return 'unpaid';
    }
    const outcome = await delivery.deliver(row, intent, false);
    logger.warn(
      { consultationId: row.id, paymentIntentId: intent.id, outcome },
      'a charged payment that had not reached its consultation was reconciled',
    );
    return outcome;
  }

  return {
    /** One run of the sweep over at most `batchSize` payments; a failure for one payment does not stop the others. */
    async reconcilePayments({
      graceMs,
      batchSize,
    }: PaymentReconciliationInput): Promise<PaymentReconciliationReport> {
      const claimed = await reconciliation.claim({
        graceMs,
        batchSize,
        leaseMs: CLAIM_LEASE_MS,
        horizonMs: UNHEARD_PAYMENT_HORIZON_MS,
      });
      const report: PaymentReconciliationReport = {
        checked: claimed.length,
        delivered: 0,
        refunded: 0,
        failed: 0,
      };
      const queue = [...claimed];
      const work = async () => {
        for (let payment = queue.shift(); payment; payment = queue.shift()) {
          try {
            const outcome = await reconcile(payment, graceMs);
            if (outcome !== 'unpaid') report[outcome] += 1;
          } catch (error) {
            report.failed += 1;
            logger.error(
              { err: error, paymentIntentId: payment.payment_intent_id },
              'a payment could not be reconciled; the next sweep tries again',
            );
            // An intent that is not this consultation's never will be: it waits like an unpaid one.
            const again =
              error instanceof AppError && error.code === 'payment_mismatch'
                ? reconciliation.backOff(payment.payment_intent_id, Math.max(graceMs, 1_000))
                : reconciliation.retryNextRun(payment.payment_intent_id);
            await again.catch(() => {
              // The claim lapses by itself (CLAIM_LEASE_MS).
            });
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, work));
      return report;
    },
  };
}
