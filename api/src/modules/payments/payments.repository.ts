// Every statement of the payments module: our rows of the provider's intents (consultation_payments), the provider
// events processed (webhook_events), and the late refund's unit of work. The consultation is read through the
// consultations module's records and a posting goes through the ledger's, inside the same transaction.
import type { Knex } from 'knex';
import { raw } from 'objection';
import { prepared } from '../../platform/db.js';
import {
  findConsultation,
  findConsultationWithBalances,
} from '../consultations/consultation.records.js';
import type {
  ConsultationRow,
  ConsultationWithBalances,
} from '../consultations/consultation-row.js';
import type { ConsultationNotifier } from '../consultations/lifecycle-ports.js';
import { post } from '../ledger/ledger.records.js';
import type { Movement } from '../ledger/ledger.js';
import type { PostingObserver } from '../ledger/posting-observer.js';
import { ConsultationPaymentModel } from '../consultations/consultation-payment.model.js';

/** Our row of a payment intent, as far as delivering it needs. */
export interface KnownPayment {
  consultation_id: string;
  delivered_at: Date | null;
  late_refunded_at: Date | null;
}

/** Our row of a payment intent with its consultation's price (one read for the card step and the webhook). */
export interface PricedPayment extends KnownPayment {
  total_amount: number;
  currency: ConsultationRow['currency'];
}

/** A provider event to record as processed, in the statement that marks its payment delivered. */
export interface EventRecord {
  id: string;
  type: string;
}

/** A payment intent the provider created for a consultation, to keep as ours. */
export interface NewPayment {
  paymentIntentId: string;
  consultationId: string;
  gateway: string;
  amount: number;
  currency: ConsultationRow['currency'];
}

/** A late payment refunded at the provider: what to mark, post and tell, once. */
export interface LateRefund {
  consultationId: string;
  paymentIntentId: string;
  posting: { currency: ConsultationRow['currency']; memo: string; movements: Movement[] };
  /** The client's notice of the refund, written in the same transaction. */
  notice: Parameters<ConsultationNotifier>[1];
}

export interface PaymentsRepositoryOptions {
  /** Writes a consultation's notice inside a transaction of ours (the notifications' outbox). */
  notify?: ConsultationNotifier | undefined;
  /** Told of every posting in its transaction (the documents it issues commit with it). */
  observePostings: PostingObserver;
}

/** The database's clock, as knex's `fn.now()` writes it. */
const now = () => raw('CURRENT_TIMESTAMP');

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** The payments module's statements on `knex`. */
export function createPaymentsRepository(knex: Knex, options: PaymentsRepositoryOptions) {
  const { notify, observePostings } = options;
  return {
    /** A consultation by id with everything its view needs, or undefined. */
    findConsultation(id: string): Promise<ConsultationRow | undefined> {
      return findConsultation(knex, id);
    },

    /** A consultation by id with its ledger balances, or undefined. */
    findConsultationWithBalances(id: string): Promise<ConsultationWithBalances | undefined> {
      return findConsultationWithBalances(knex, id);
    },

    /** A consultation's status alone: the cheap read that process-payment's wait repeats. */
    async consultationStatus(id: string): Promise<ConsultationRow['status'] | undefined> {
      const row: Pick<ConsultationRow, 'status'> | undefined = await knex('consultations')
        .where({ id })
        .first('status');
      return row?.status;
    },

    /** Our row of a payment intent of the consultation, if there is one. */
    knownPayment(
      consultationId: string,
      paymentIntentId: string,
    ): Promise<KnownPayment | undefined> {
      return knex('consultation_payments')
        .where({ payment_intent_id: paymentIntentId, consultation_id: consultationId })
        .first('consultation_id', 'delivered_at', 'late_refunded_at')
        .options(prepared('consultation_payment'));
    },

    /** Our row of a payment intent with its consultation's price, when the consultation is this client's. */
    clientsPayment(paymentIntentId: string, clientId: string): Promise<PricedPayment | undefined> {
      return knex('consultation_payments as p')
        .join('consultations as c', 'c.id', 'p.consultation_id')
        .where({ 'p.payment_intent_id': paymentIntentId, 'c.client_id': clientId })
        .first(
          'p.consultation_id',
          'p.delivered_at',
          'p.late_refunded_at',
          'c.total_amount',
          'c.currency',
        )
        .options(prepared('client_payment'));
    },

    /**
     * Whether the event was processed already, and our row of its payment intent (if it names one we know) with the
     * consultation's price: one round trip.
     */
    async eventAndPayment(
      eventId: string,
      paymentIntentId: string | undefined,
    ): Promise<{ seen: boolean; payment: PricedPayment | undefined }> {
      const { rows } = await knex.raw<{ rows: (PricedPayment & { seen: boolean })[] }>(
        `SELECT EXISTS (SELECT 1 FROM webhook_events WHERE id = ?) AS seen,
                p.consultation_id, p.delivered_at, p.late_refunded_at, c.total_amount, c.currency
           FROM (SELECT 1) AS one
           LEFT JOIN consultation_payments p ON p.payment_intent_id = ?
           LEFT JOIN consultations c ON c.id = p.consultation_id`,
        [eventId, paymentIntentId ?? null],
      );
      const { seen, ...payment } = rows[0]!;
      return { seen, payment: payment.consultation_id ? payment : undefined };
    },

    /** Keeps the provider's intent as ours; an intent kept already (the same one answered again) stays as it is. */
    async insertPayment(payment: NewPayment): Promise<void> {
      await ConsultationPaymentModel.query(knex)
        .insert({
          payment_intent_id: payment.paymentIntentId,
          consultation_id: payment.consultationId,
          gateway: payment.gateway,
          amount: payment.amount,
          currency: payment.currency,
        })
        .onConflict('payment_intent_id')
        .ignore();
    },

    /**
     * Notes that the provider said the payment succeeded but the workflow could not be told: the reconciliation sweep
     * takes marked payments first and however old. The first mark stays.
     */
    async markVerified(paymentIntentId: string): Promise<void> {
      await ConsultationPaymentModel.query(knex)
        .patch({ verified_at: now() })
        .where({ payment_intent_id: paymentIntentId })
        .whereNull('verified_at');
    },

    /** Marks the payment handed to the workflow. */
    async markDelivered(paymentIntentId: string): Promise<void> {
      await ConsultationPaymentModel.query(knex)
        .patch({ delivered_at: now() })
        .where({ payment_intent_id: paymentIntentId });
    },

    /** One round trip: the payment marked delivered and the event that delivered it recorded as processed. */
    async markDeliveredByEvent(paymentIntentId: string, event: EventRecord): Promise<void> {
      await knex.raw(
        `WITH delivered AS (
           UPDATE consultation_payments SET delivered_at = CURRENT_TIMESTAMP WHERE payment_intent_id = ?
         )
         INSERT INTO webhook_events (id, type) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`,
        [paymentIntentId, event.id, event.type],
      );
    },

    /** Records a provider event as processed (a repeat of it is then a duplicate). */
    async recordEvent(event: EventRecord): Promise<void> {
      await knex('webhook_events').insert(event).onConflict('id').ignore();
    },

    /**
     * Marks a late payment refunded, posts the refund to the ledger and writes the client's notice, in one
     * transaction and once: a replay finds the mark and does nothing. False when it was marked already.
     */
    recordLateRefund(refund: LateRefund): Promise<boolean> {
      return knex.transaction(async (trx) => {
        // The consultation's row lock orders this posting with any other of its money.
        await trx('consultations').where({ id: refund.consultationId }).forUpdate().first('id');
        const marked = await ConsultationPaymentModel.query(trx)
          .patch({ late_refunded_at: now() })
          .where({ payment_intent_id: refund.paymentIntentId })
          .whereNull('late_refunded_at');
        if (marked !== 1) return false;
        await post(
          trx,
          { consultationId: refund.consultationId, ...refund.posting },
          observePostings,
        );
        await notify?.(trx, refund.notice);
        return true;
      });
    },
  };
}
