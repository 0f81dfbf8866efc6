// The reconciliation sweep's statements on our rows of the provider's intents (consultation_payments): claim a batch
// of payments that may have been charged without reaching their workflow, and say when each may be looked at again.
import type { Knex } from 'knex';
import type { ConsultationRow } from '../consultations/consultation-row.js';

/** A payment the sweep claimed, with its consultation's price to check the provider's intent against. */
export interface ClaimedPayment {
  payment_intent_id: string;
  consultation_id: string;
  total_amount: number;
  currency: ConsultationRow['currency'];
}

export interface ClaimOptions {
  /** Payments younger than this are not claimed. */
  graceMs: number;
  batchSize: number;
  /** How long the claim keeps other sweeps off the payment, should this one stop half-way. */
  leaseMs: number;
  /** Unmarked payments are looked for this long after they were created, no longer; marked ones always. */
  horizonMs: number;
}

/** The longest the sweep waits before asking again about a payment the provider says is not paid. */
const MAX_BACKOFF = "interval '1 day'";

export type PaymentReconciliationRepository = ReturnType<
  typeof createPaymentReconciliationRepository
>;

export function createPaymentReconciliationRepository(knex: Knex) {
  return {
    /**
     * Claims up to `batchSize` payments that are not delivered, not refunded and not recorded by their workflow, old
     * enough and not claimed or deferred: those marked (their hand-over failed) first, then the longest waiting. Two
     * sweeps at once claim different payments (rows another holds are skipped).
     */
    async claim(options: ClaimOptions): Promise<ClaimedPayment[]> {
      const { rows } = await knex.raw<{ rows: ClaimedPayment[] }>(
        `UPDATE consultation_payments p
            SET reconcile_after = CURRENT_TIMESTAMP + ?::float8 * interval '1 millisecond'
           FROM consultations c
          WHERE c.id = p.consultation_id
            AND p.payment_intent_id IN (
              SELECT payment_intent_id FROM consultation_payments
               WHERE delivered_at IS NULL AND late_refunded_at IS NULL AND status = 'created'
                 AND created_at <= CURRENT_TIMESTAMP - ?::float8 * interval '1 millisecond'
                 AND (reconcile_after IS NULL OR reconcile_after <= CURRENT_TIMESTAMP)
                 AND (verified_at IS NOT NULL OR created_at > CURRENT_TIMESTAMP - ?::float8 * interval '1 millisecond')
               ORDER BY verified_at IS NULL, reconcile_after NULLS FIRST, created_at
               LIMIT ?
               FOR UPDATE SKIP LOCKED)
        RETURNING p.payment_intent_id, p.consultation_id, c.total_amount, c.currency`,
        [options.leaseMs, options.graceMs, options.horizonMs, options.batchSize],
      );
      return rows;
    },

    /** Releases the claim: the next sweep looks at the payment again (its check or delivery failed this time). */
    async retryNextRun(paymentIntentId: string): Promise<void> {
      await knex('consultation_payments')
        .where({ payment_intent_id: paymentIntentId })
        .update({ reconcile_after: knex.raw('CURRENT_TIMESTAMP') });
    },

    /**
     * The provider says the payment is not paid: asks again after as long as the payment has existed (at least
     * `minimumMs`, at most a day), so an abandoned payment costs a few provider calls, not one per run.
     */
    async backOff(paymentIntentId: string, minimumMs: number): Promise<void> {
      await knex('consultation_payments')
        .where({ payment_intent_id: paymentIntentId })
        .update({
          reconcile_after: knex.raw(
            `CURRENT_TIMESTAMP + LEAST(${MAX_BACKOFF}, GREATEST(?::float8 * interval '1 millisecond', CURRENT_TIMESTAMP - created_at))`,
            [minimumMs],
          ),
        });
    },
  };
}
