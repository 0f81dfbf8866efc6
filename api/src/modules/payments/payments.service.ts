// Paying a consultation into escrow (spec part 2 §2.2, §4.5, §7; DESIGN §4). The server never takes the
// browser's word that a payment succeeded: process-payment and the webhook both ask the provider, check
// that the intent is this consultation's and for its price, and only then tell the workflow.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { components } from '@expertbridge/sdk';
import { consultationWorkflowId, PLATFORM_FEE_BASIS_POINTS } from '@expertbridge/workflows';
import type { Config } from '../../platform/config.js';
import { prepared } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { LiveEvent } from '../../platform/live-channel.js';
import { watchFor, type Announcements } from '../../platform/wait.js';
import type { SessionUser } from '../../platform/session.js';
import {
  findConsultation,
  findConsultationWithBalances,
} from '../consultations/consultation.records.js';
import type {
  ConsultationRow,
  ConsultationWithBalances,
} from '../consultations/consultation-row.js';
import type { ConsultationsService } from '../consultations/consultations.service.js';
import { consultationNotFound } from '../consultations/consultations.service.js';
import type { LifecycleClient } from '../consultations/lifecycle-client.js';
import type { ConsultationNotifier } from '../consultations/lifecycle-ports.js';
import { post } from '../ledger/ledger.records.js';
import { GatewayDeclinedError, PaymentGatewayError } from './gateway/gateway-errors.js';
import type { ConfiguredPaymentGateway } from './gateway/create-payment-gateway.js';
import type { PaymentIntentView } from './gateway/payment-gateway.js';

type Schemas = components['schemas'];

const HOUR_MS = 3_600_000;

/** Our row of a payment intent, as far as delivering it needs. */
interface KnownPayment {
  consultation_id: string;
  delivered_at: Date | null;
  late_refunded_at: Date | null;
}

/** What checking an intent against its consultation and delivering it need of the consultation. */
type PricedConsultation = Pick<ConsultationRow, 'id' | 'total_amount' | 'currency'>;

/** Our row of a payment intent with its consultation's price (one read for the card step and the webhook). */
interface PricedPayment extends KnownPayment {
  total_amount: number;
  currency: ConsultationRow['currency'];
}

const pricedConsultation = (payment: PricedPayment): PricedConsultation => ({
  id: payment.consultation_id,
  total_amount: payment.total_amount,
  currency: payment.currency,
});

/** A provider event to record as processed, in the statement that marks its payment delivered. */
interface EventRecord {
  id: string;
  type: string;
}
/** How long process-payment waits for the workflow to record the payment before answering. */
const RECORDING_WAIT_MS = 5_000;

function gatewayError(error: unknown): unknown {
  if (error instanceof PaymentGatewayError && !(error instanceof GatewayDeclinedError)) {
    return new AppError(
      502,
      'payment_provider_unavailable',
      'The payment provider could not be reached. Please try again.',
    );
  }
  return error;
}

export interface PaymentsDeps {
  knex: Knex;
  config: Config;
  gateway: ConfiguredPaymentGateway;
  lifecycle: LifecycleClient;
  consultations: ConsultationsService;
  logger: Logger;
  /** Tells the client of a late payment's refund (the workflow, which has ended, cannot). */
  notify?: ConsultationNotifier;
  /** The live channel: process-payment's answer waits for the recording's announcement instead of polling. */
  live?: Announcements<LiveEvent>;
}

export function paymentsService(deps: PaymentsDeps) {
  const { knex, config, gateway, lifecycle, consultations, logger, notify, live } = deps;

  /** The consultation, for its client only: not a party is 404, the expert (or an admin) 403. */
  async function clientsConsultation(id: string, user: SessionUser): Promise<ConsultationRow>;
  async function clientsConsultation(
    id: string,
    user: SessionUser,
    withBalances: true,
  ): Promise<ConsultationWithBalances>;
  async function clientsConsultation(id: string, user: SessionUser, withBalances = false) {
    const row = await (withBalances ? findConsultationWithBalances : findConsultation)(knex, id);
    if (!row || (row.client_id !== user.id && row.expert_user_id !== user.id && !user.isAdmin)) {
      throw consultationNotFound();
    }
    if (row.client_id !== user.id) {
      throw AppError.forbidden('Only the client pays for a consultation', 'not_allowed');
    }
    return row;
  }

  /**
   * Follows the live channel, from before the consultation is read, for the announcement that the payment is recorded
   * (the row leaves pending_payment), so the answer can show it. The expert may accept from that moment: the workflow
   * takes an answer that arrives while it finishes recording. Without the channel, or should an announcement be
   * missed, the row is read again every ANNOUNCED_FALLBACK_MS; RECORDING_WAIT_MS at most.
   */
  function watchRecording(id: string) {
    const watch = watchFor(
      live,
      (event) =>
        event.kind === 'consultation' &&
        event.consultationId === id &&
        event.status !== 'pending_payment',
    );
    return {
      /** Waits unless `status`, as read after the watch began, shows the payment recorded already. */
      async wait(status: ConsultationRow['status']): Promise<void> {
        if (status !== 'pending_payment') return;
        await watch.until(async () => {
          const row = await knex('consultations').where({ id }).first('status');
          return row?.status !== 'pending_payment';
        }, RECORDING_WAIT_MS);
      },
      stop: watch.stop,
    };
  }

  /**
   * Hands a succeeded payment to the workflow. A workflow that has ended (the booking was cancelled or expired
   * meanwhile) cannot take it: the charge is refunded whole at once, both movements are posted to the ledger and the
   * client is told. Once: a replay finds the refund recorded and calls the provider no more.
   */
  async function deliver(
    row: Pick<ConsultationRow, 'id'>,
    intent: PaymentIntentView,
    lateRefunded: boolean,
    event?: EventRecord,
  ): Promise<'delivered' | 'refunded'> {
    if (lateRefunded) return 'refunded';
    const delivered = await lifecycle.paymentSucceeded(row.id, {
      paymentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
    });
    if (delivered) {
      if (event) {
        // One round trip: the payment marked delivered and the event that delivered it recorded as processed.
        await knex.raw(
          `WITH delivered AS (
             UPDATE consultation_payments SET delivered_at = CURRENT_TIMESTAMP WHERE payment_intent_id = ?
           )
           INSERT INTO webhook_events (id, type) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`,
          [intent.id, event.id, event.type],
        );
      } else {
        await knex('consultation_payments')
          .where({ payment_intent_id: intent.id })
          .update({ delivered_at: knex.fn.now() });
      }
      return 'delivered';
    }
    await gateway.refund({
      paymentIntentId: intent.id,
      amount: intent.amount,
      idempotencyKey: `${consultationWorkflowId(row.id)}:late-payment:${intent.id}`,
    });
    await knex.transaction(async (trx) => {
      // The consultation's row lock orders this posting with any other of its money.
      await trx('consultations').where({ id: row.id }).forUpdate().first('id');
      const marked = await trx('consultation_payments')
        .where({ payment_intent_id: intent.id })
        .whereNull('late_refunded_at')
        .update({ late_refunded_at: trx.fn.now() });
      if (marked !== 1) return;
      await post(trx, {
        consultationId: row.id,
        currency: intent.currency,
        memo: `late payment ${intent.id} refunded in full`,
        movements: [
          { from: 'client_payments', to: 'refunds_payable', amount: intent.amount },
          { from: 'refunds_payable', to: 'refunds', amount: intent.amount },
        ],
      });
      await notify?.(trx, {
        consultationId: row.id,
        kind: 'refund_issued',
        dedupeBase: `${consultationWorkflowId(row.id)}:late-payment:${intent.id}`,
        extra: { amount: intent.amount },
      });
    });
    logger.warn({ consultationId: row.id, paymentIntentId: intent.id }, 'late payment refunded');
    return 'refunded';
  }

  /** Our row of a payment intent of the consultation, if there is one. */
  function knownPayment(
    consultationId: string,
    paymentIntentId: string,
  ): Promise<KnownPayment | undefined> {
    return knex('consultation_payments')
      .where({ payment_intent_id: paymentIntentId, consultation_id: consultationId })
      .first('consultation_id', 'delivered_at', 'late_refunded_at')
      .options(prepared('consultation_payment'));
  }

  /**
   * The provider's intent, checked against the consultation: its own, its price, succeeded. `known` is our row of it.
   */
  async function verifiedIntent(
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
        throw gatewayError(error);
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
  }

  /**
   * Whether the event was processed already, and our row of its payment intent (if it names one we know) with the
   * consultation's price: one round trip.
   */
  async function eventAndPayment(
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
  }

  /**
   * A verified provider event, processed once per event id. The sandbox card step passes what it holds already: the
   * provider's confirmation of the intent and our row of its payment (read with the client's ownership).
   */
  async function webhook(
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
      const { seen, payment } = await eventAndPayment(event.id, event.paymentIntentId);
      if (seen) return { received: true, duplicate: true };
      if (event.type === 'payment_intent.succeeded' && event.paymentIntentId && payment) {
        recorded = await processSucceeded(payment, event.paymentIntentId, record);
      }
    }
    // Recorded after processing: a delivery that failed half-way is processed again on the retry.
    if (!recorded) {
      await knex('webhook_events').insert(record).onConflict('id').ignore();
    }
    return { received: true, duplicate: false };
  }

  /** Delivers a succeeded intent not delivered yet; true when the delivery also recorded the event. */
  async function processSucceeded(
    payment: PricedPayment,
    paymentIntentId: string,
    event: EventRecord,
    retrieved?: PaymentIntentView,
  ): Promise<boolean> {
    const { intent, delivered, lateRefunded } = await verifiedIntent(
      pricedConsultation(payment),
      paymentIntentId,
      payment,
      retrieved,
    );
    if (intent.status !== 'succeeded' || delivered) return false;
    return (
      (await deliver({ id: payment.consultation_id }, intent, lateRefunded, event)) === 'delivered'
    );
  }

  return {
    /** The payment page's order summary: gateway, key, fee and the refund and escrow terms. */
    config(): Schemas['PaymentConfig'] {
      return {
        gateway: gateway.kind,
        publishableKey: gateway.publishableKey,
        platformFeeRate: PLATFORM_FEE_BASIS_POINTS / 10_000,
        platformFeeBasisPoints: PLATFORM_FEE_BASIS_POINTS,
        refundWindowHours: Math.round(config.lifecycle.fullRefundLeadMs / HOUR_MS),
        escrowHoldHours: Math.round(config.lifecycle.escrowHoldMs / HOUR_MS),
        refundWindowMs: config.lifecycle.fullRefundLeadMs,
        escrowHoldMs: config.lifecycle.escrowHoldMs,
        currencies: ['NZD', 'AUD'],
      };
    },

    /** The intent the client pays with; the same one for every call on the same consultation. */
    async createIntent(user: SessionUser, input: { consultationId: string; amount: number }) {
      const row = await clientsConsultation(input.consultationId, user);
      if (row.status !== 'pending_payment') {
        throw AppError.conflict('invalid_state', 'This consultation is not awaiting payment');
      }
      if (input.amount !== row.total_amount) {
        throw new AppError(
          422,
          'amount_mismatch',
          'The amount does not match the price of this consultation',
          {
            amount: `The price of this consultation is ${row.total_amount} cents`,
          },
        );
      }
      const intent = await gateway
        .createPaymentIntent({
          consultationId: row.id,
          amount: row.total_amount,
          currency: row.currency,
          customerUserId: user.id,
          idempotencyKey: `${consultationWorkflowId(row.id)}:payment-intent`,
        })
        .catch((error: unknown) => {
          throw gatewayError(error);
        });
      await knex('consultation_payments')
        .insert({
          payment_intent_id: intent.id,
          consultation_id: row.id,
          gateway: gateway.kind,
          amount: intent.amount,
          currency: intent.currency,
        })
        .onConflict('payment_intent_id')
        .ignore();
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: { amount: intent.amount, currency: intent.currency },
        gateway: gateway.kind,
      };
    },

    /** After the card step: asks the provider, then moves the consultation on (idempotent). */
    async process(user: SessionUser, input: { consultationId: string; paymentIntentId: string }) {
      const recording = watchRecording(input.consultationId);
      try {
        const row = await clientsConsultation(input.consultationId, user, true);
        const payment = await knownPayment(row.id, input.paymentIntentId);
        if (payment?.delivered_at) {
          // Verified with the provider and handed to the workflow already (by the card step, the provider's webhook
          // or an earlier call): the provider is not asked again. Recorded before this request read the row, the
          // answer is that read; else it waits for the recording.
          if (row.status !== 'pending_payment') return consultations.viewOf(row);
          await recording.wait(row.status);
          return await consultations.view(row.id);
        }
        const { intent, delivered, lateRefunded } = await verifiedIntent(
          row,
          input.paymentIntentId,
          payment,
        );
        if (intent.status !== 'succeeded') {
          throw AppError.conflict(
            'payment_not_succeeded',
            intent.lastError?.message ?? 'The payment has not succeeded',
          );
        }
        // This very payment already handed to the workflow (the card step's or the provider's webhook came first):
        // nothing to tell it again.
        const known = delivered || row.payment_intent_id === intent.id;
        if (!known && (await deliver(row, intent, lateRefunded)) === 'refunded') {
          throw AppError.conflict(
            'booking_closed',
            'This booking is no longer open. Your payment has been refunded in full.',
          );
        }
        await recording.wait(row.status);
        return consultations.view(row.id);
      } finally {
        recording.stop();
      }
    },

    webhook,

    /** The sandbox card form: charges the test card, then takes the provider's event like a webhook. */
    async confirmSandbox(
      user: SessionUser,
      input: { paymentIntentId: string; cardNumber: string; expiry: string; cvc: string },
    ) {
      if (gateway.kind !== 'sandbox')
        throw AppError.notFound('No route for this request', 'route_not_found');
      const payment: PricedPayment | undefined = await knex('consultation_payments as p')
        .join('consultations as c', 'c.id', 'p.consultation_id')
        .where({ 'p.payment_intent_id': input.paymentIntentId, 'c.client_id': user.id })
        .first(
          'p.consultation_id',
          'p.delivered_at',
          'p.late_refunded_at',
          'c.total_amount',
          'c.currency',
        )
        .options(prepared('client_payment'));
      if (!payment) throw AppError.notFound('No such payment', 'payment_not_found');
      const { intent, webhook: delivery } = await gateway.confirmSandboxPayment(input);
      if (intent.status !== 'succeeded') {
        throw new AppError(
          402,
          intent.lastError?.code ?? 'card_declined',
          intent.lastError?.message ?? 'Your card was declined.',
        );
      }
      await webhook(delivery.payload, delivery.signature, { intent, payment });
      return {
        paymentIntentId: intent.id,
        consultationId: payment.consultation_id,
        status: 'succeeded' as const,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
