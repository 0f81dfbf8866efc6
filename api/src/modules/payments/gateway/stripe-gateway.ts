import Stripe from 'stripe';
import { GatewayDeclinedError, GatewayUnavailableError } from './gateway-errors.js';
import { assertCurrency, assertMinorUnits, assertReference } from './gateway-input.js';
import { verifyWebhook } from './gateway-webhooks.js';
import type {
  CreatedPaymentIntent,
  CreatePaymentIntentInput,
  Currency,
  GatewayWebhookEvent,
  PaymentGateway,
  PaymentIntentStatus,
  PaymentIntentView,
  RefundInput,
  RefundResult,
  TransferInput,
} from './payment-gateway.js';

/** Where the Stripe client sends requests instead of api.stripe.com (stripe-mock, a proxy). */
export interface StripeApiBase {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeClientOptions {
  secretKey: string;
  apiBase?: StripeApiBase | undefined;
  /** stripe-node's own retries of network failures, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  /** One request's time limit in milliseconds (default 20 s). */
  timeoutMs?: number;
  /** Include request bodies in the client's `request` events (tests read them). */
  emitEventBodies?: boolean;
}

/** A stripe-node client for the platform account. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    // Well under an activity's start-to-close timeout, so a hung call fails in time to be retried.
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'ExpertBridge' },
    ...(options.emitEventBodies ? { emitEventBodies: true } : {}),
    ...(options.apiBase ?? {}),
  });
}

/**
 * The most specific reason for a failed payment: the issuer's decline code when it names one, else Stripe's
 * error code. `generic_decline` names nothing, so `card_declined` says more.
 */
function reasonCode(code: string | undefined | null, declineCode: string | undefined | null) {
  if (declineCode && declineCode !== 'generic_decline') return declineCode;
  return code ?? 'card_declined';
}

// Stripe's codes for "try again shortly": another request holds the object, or the key is in flight.
const TRANSIENT_CODES = new Set(['lock_timeout', 'idempotency_key_in_use', 'rate_limit']);

/** Splits Stripe's errors into what retrying can fix and what it cannot (see gateway-errors.ts). */
export function toGatewayError(error: unknown): unknown {
  const { errors } = Stripe;
  if (!(error instanceof errors.StripeError)) return error;
  const code = reasonCode(error.code ?? error.type, error.decline_code);
  const transient =
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError ||
    // A wrong or revoked key is fixed by an operator, after which the retried call should go through.
    error instanceof errors.StripeAuthenticationError ||
    (error.statusCode ?? 0) >= 500 ||
    error.statusCode === 409 ||
    TRANSIENT_CODES.has(error.code ?? '');
  const Failure = transient ? GatewayUnavailableError : GatewayDeclinedError;
  return new Failure(code, error.message, { cause: error });
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toGatewayError(error);
  }
}

function currencyOf(stripeCurrency: string): Currency {
  const currency = stripeCurrency.toUpperCase();
  assertCurrency(currency);
  return currency;
}

export interface StripeGatewayOptions {
  client: Stripe;
  publishableKey: string;
  webhookSecret: string;
}

/**
 * Stripe with separate charges and transfers: the client pays the platform account (the consultation id is the
 * intent's metadata and transfer group), refunds come from that charge, and payouts are Connect transfers.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeGatewayOptions) {
    this.stripe = options.client;
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
  }

  /** Stripe answers a repeated idempotency key (within 24 hours) with the intent it first created. */
  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    assertMinorUnits(input.amount);
    assertCurrency(input.currency);
    assertReference(input.consultationId, 'consultation id');
    assertReference(input.customerUserId, 'customer user id');
    assertReference(input.idempotencyKey, 'idempotency key');
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { consultationId: input.consultationId, customerUserId: input.customerUserId },
          transfer_group: input.consultationId,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!intent.client_secret) {
      throw new GatewayUnavailableError('client_secret_missing', 'Stripe sent no client secret');
    }
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      amount: intent.amount,
      currency: currencyOf(intent.currency),
      status: intent.status as PaymentIntentStatus,
    };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    const intent = await call(() => this.stripe.paymentIntents.retrieve(id));
    const error = intent.last_payment_error;
    return {
      id: intent.id,
      status: intent.status as PaymentIntentStatus,
      amount: intent.amount,
      currency: currencyOf(intent.currency),
      consultationId: intent.metadata?.consultationId ?? null,
      ...(error
        ? {
            lastError: {
              code: reasonCode(error.code, error.decline_code),
              message: error.message ?? 'Your card was declined.',
            },
          }
        : {}),
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    assertMinorUnits(input.amount, 'refund amount');
    assertReference(input.idempotencyKey, 'idempotency key');
    const refund = await call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amount,
          ...(input.reason ? { reason: input.reason } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    // A refund Stripe accepted but the card network then refused is as final as an error.
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new GatewayDeclinedError(
        refund.failure_reason ?? `refund_${refund.status}`,
        `The refund ${refund.id} ${refund.status}`,
      );
    }
    return {
      id: refund.id,
      amount: refund.amount,
      status: (refund.status ?? 'pending') as RefundResult['status'],
    };
  }

  async transfer(input: TransferInput): Promise<{ id: string }> {
    assertMinorUnits(input.amount, 'transfer amount');
    assertCurrency(input.currency);
    assertReference(input.idempotencyKey, 'idempotency key');
    const transfer = await call(() =>
      this.stripe.transfers.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          destination: input.destinationAccountId,
          transfer_group: input.transferGroup,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: transfer.id };
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayWebhookEvent {
    return verifyWebhook(rawBody, signatureHeader, this.webhookSecret);
  }
}
