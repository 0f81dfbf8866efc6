// Paying a consultation into escrow (spec part 2 §2.2, §4.5, §7; DESIGN §4). The server never takes the
// browser's word that a payment succeeded: process-payment and the webhook both ask the provider, check
// that the intent is this consultation's and for its price, and only then tell the workflow.
import type { Logger } from 'pino';
import type { components } from '@expertbridge/sdk';
import { consultationWorkflowId, PLATFORM_FEE_BASIS_POINTS } from '@expertbridge/workflows';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import type { LiveEvent } from '../../platform/live-channel.js';
import { watchFor, type Announcements } from '../../platform/wait.js';
import type { SessionUser } from '../../platform/session.js';
import type {
  ConsultationRow,
  ConsultationWithBalances,
} from '../consultations/consultation-row.js';
import type { ConsultationsService } from '../consultations/consultations.service.js';
import { consultationNotFound } from '../consultations/consultations.service.js';
import type { LifecycleClient } from '../consultations/lifecycle-client.js';
import type { ConfiguredPaymentGateway } from './gateway/create-payment-gateway.js';
import { createPaymentDeliveryService } from './payment-delivery.service.js';
import type { CardDisputeWebhooks } from './card-dispute-webhooks.js';
import {
  createPaymentWebhooksService,
  type AccountEventHandler,
} from './payment-webhooks.service.js';
import type { PaymentsRepository } from './payments.repository.js';
import { providerUnavailable } from './provider-unavailable.js';

type Schemas = components['schemas'];

const HOUR_MS = 3_600_000;

/** How long process-payment waits for the workflow to record the payment before answering. */
const RECORDING_WAIT_MS = 5_000;

export interface PaymentsDeps {
  repository: PaymentsRepository;
  config: Config;
  gateway: ConfiguredPaymentGateway;
  lifecycle: LifecycleClient;
  consultations: ConsultationsService;
  logger: Logger;
  /** The live channel: process-payment's answer waits for the recording's announcement instead of polling. */
  live?: Announcements<LiveEvent>;
  /** Who keeps the experts' payout accounts current from `account.updated` (the payouts module). */
  accountEvents?: AccountEventHandler;
  /** The provider's card dispute events. */
  cardDisputes?: CardDisputeWebhooks;
}

/** The client's payment steps (the intent, process-payment, the sandbox card form) and the provider's webhook. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { repository, config, gateway, consultations, live } = deps;
  const delivery = createPaymentDeliveryService(deps);
  const { webhook } = createPaymentWebhooksService({
    repository,
    gateway,
    delivery,
    ...(deps.accountEvents ? { accountEvents: deps.accountEvents } : {}),
    cardDisputes: deps.cardDisputes,
  });

  /** The consultation, for its client only: not a party is 404, the expert (or an admin) 403. */
  async function clientsConsultation(id: string, user: SessionUser): Promise<ConsultationRow>;
  async function clientsConsultation(
    id: string,
    user: SessionUser,
    withBalances: true,
  ): Promise<ConsultationWithBalances>;
  async function clientsConsultation(id: string, user: SessionUser, withBalances = false) {
    const row = await (withBalances
      ? repository.findConsultationWithBalances(id)
      : repository.findConsultation(id));
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
        await watch.until(
          async () => (await repository.consultationStatus(id)) !== 'pending_payment',
          RECORDING_WAIT_MS,
        );
      },
      stop: watch.stop,
    };
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
          throw providerUnavailable(error);
        });
      await repository.insertPayment({
        paymentIntentId: intent.id,
        consultationId: row.id,
        gateway: gateway.kind,
        amount: intent.amount,
        currency: intent.currency,
      });
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
        const payment = await repository.knownPayment(row.id, input.paymentIntentId);
        if (payment?.delivered_at) {
          // Verified with the provider and handed to the workflow already (by the card step, the provider's webhook
          // or an earlier call): the provider is not asked again. Recorded before this request read the row, the
          // answer is that read; else it waits for the recording.
          if (row.status !== 'pending_payment') return consultations.viewOf(row);
          await recording.wait(row.status);
          return await consultations.view(row.id);
        }
        const { intent, delivered, lateRefunded } = await delivery.verifiedIntent(
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
        if (!known && (await delivery.deliver(row, intent, lateRefunded)) === 'refunded') {
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

    /** A verified provider event, processed once per event id. */
    webhook,

    /** The sandbox card form: charges the test card, then takes the provider's event like a webhook. */
    async confirmSandbox(
      user: SessionUser,
      input: { paymentIntentId: string; cardNumber: string; expiry: string; cvc: string },
    ) {
      if (gateway.kind !== 'sandbox')
        throw AppError.notFound('No route for this request', 'route_not_found');
      const payment = await repository.clientsPayment(input.paymentIntentId, user.id);
      if (!payment) throw AppError.notFound('No such payment', 'payment_not_found');
      const { intent, webhook: event } = await gateway.confirmSandboxPayment(input);
      if (intent.status !== 'succeeded') {
        throw new AppError(
          402,
          intent.lastError?.code ?? 'card_declined',
          intent.lastError?.message ?? 'Your card was declined.',
        );
      }
      await webhook(event.payload, event.signature, { intent, payment });
      return {
        paymentIntentId: intent.id,
        consultationId: payment.consultation_id,
        status: 'succeeded' as const,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
