import Stripe from 'stripe';
import { GatewayDeclinedError, GatewayUnavailableError } from './gateway-errors.js';
import {
  assertCurrency,
  assertIntentInput,
  assertRefundInput,
  assertTransferInput,
} from './gateway-input.js';
import { verifyWebhookWithAny } from './gateway-webhooks.js';
import {
  stripePaymentMethodDomains,
  type PaymentMethodDomainsGateway,
} from './payment-method-domains.js';
import * as accounts from './stripe-accounts.js';
import { stripeCardDisputes } from './stripe-card-disputes.js';
import type {
  AccountLink,
  ConnectedAccountView,
  CreateAccountLinkInput,
  CreateConnectedAccountInput,
  CardDisputeView,
  CreatedPaymentIntent,
  CreatePaymentIntentInput,
  Currency,
  DisputeEvidenceInput,
  GatewayWebhookEvent,
  PaymentGateway,
  PaymentIntentStatus,
  PaymentIntentView,
  RefundInput,
  RefundResult,
  TransferInput,
  TransferReversal,
  TransferReversalInput,
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
  /** Include request bodies in the client's `request` events (tests read them). */
  emitEventBodies?: boolean;
}

/**
 * A stripe-node client for the platform account. It does not retry by itself: the gateway retries within each
 * call's budget (StripeCallLimits), which stripe-node cannot bound.
 */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: 'ExpertBridge' },
    ...(options.emitEventBodies ? { emitEventBodies: true } : {}),
    ...(options.apiBase ?? {}),
  });
}

/** How long the gateway lets one call to Stripe take, and how often it retries it. */
export interface StripeCallLimits {
  /** One attempt's time limit (STRIPE_TIMEOUT_MS). */
  attemptTimeoutMs: number;
  /** All the attempts of a call together (STRIPE_CALL_BUDGET_MS): a caller has its answer by then. */
  budgetMs: number;
  /** Attempts after the first, time allowing (2, as stripe-node's default). */
  retries?: number;
}

const DEFAULT_LIMITS: StripeCallLimits = { attemptTimeoutMs: 8_000, budgetMs: 18_000 };
/** No attempt starts with less time than this left in the budget: it could not get an answer. */
const MIN_ATTEMPT_MS = 1_000;
/** Before the first retry; doubled for each one after (stripe-node's back-off). */
const FIRST_BACKOFF_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * Runs a request to Stripe, retrying what retrying can fix (a timeout, a refused connection, a 5xx, a key in flight)
 * while the call's budget allows. The request repeats its own idempotency key, so a retry never acts twice.
 */
async function call<T>(
  limits: StripeCallLimits,
  request: (options: { timeout: number }) => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + limits.budgetMs;
  const retries = limits.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    const timeout = Math.min(limits.attemptTimeoutMs, deadline - Date.now());
    try {
      return await request({ timeout });
    } catch (error) {
      const failure = toGatewayError(error);
      const backoff = FIRST_BACKOFF_MS * 2 ** attempt;
      const timeLeft = deadline - Date.now() - backoff >= MIN_ATTEMPT_MS;
      if (!(failure instanceof GatewayUnavailableError) || attempt >= retries || !timeLeft) {
        throw failure;
      }
      await sleep(backoff);
    }
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
  /** The signing secret of the platform's own endpoint (payments, refunds, card disputes). */
  webhookSecret: string;
  /** The signing secret of the Connect endpoint (`account.updated`), when it has its own. */
  connectWebhookSecret?: string;
  limits?: StripeCallLimits;
}

/**
 * Stripe with separate charges and transfers: the client pays the platform account (the consultation id is the
 * intent's metadata and transfer group), refunds come from that charge, and payouts are Connect transfers.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  readonly paymentMethodDomains: PaymentMethodDomainsGateway;
  private readonly stripe: Stripe;
  private readonly webhookSecrets: readonly string[];
  private readonly limits: StripeCallLimits;

  constructor(options: StripeGatewayOptions) {
    this.stripe = options.client;
    this.publishableKey = options.publishableKey;
    this.webhookSecrets = [options.webhookSecret, options.connectWebhookSecret].filter(
      (secret): secret is string => secret !== undefined,
    );
    this.limits = options.limits ?? DEFAULT_LIMITS;
    this.paymentMethodDomains = stripePaymentMethodDomains(this.stripe, (request) =>
      call(this.limits, request),
    );
  }

  /** Stripe answers a repeated idempotency key (within 24 hours) with the intent it first created. */
  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    assertIntentInput(input);
    const intent = await call(this.limits, ({ timeout }) =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { consultationId: input.consultationId, customerUserId: input.customerUserId },
          transfer_group: input.consultationId,
        },
        { idempotencyKey: input.idempotencyKey, timeout },
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
    const intent = await call(this.limits, ({ timeout }) =>
      this.stripe.paymentIntents.retrieve(id, {}, { timeout }),
    );
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
    assertRefundInput(input);
    const refund = await call(this.limits, ({ timeout }) =>
      this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amount,
          ...(input.reason ? { reason: input.reason } : {}),
        },
        { idempotencyKey: input.idempotencyKey, timeout },
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
    assertTransferInput(input);
    const transfer = await call(this.limits, ({ timeout }) =>
      this.stripe.transfers.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          destination: input.destinationAccountId,
          transfer_group: input.transferGroup,
        },
        { idempotencyKey: input.idempotencyKey, timeout },
      ),
    );
    return { id: transfer.id };
  }

  createConnectedAccount(input: CreateConnectedAccountInput): Promise<{ id: string }> {
    return accounts.createConnectedAccount(this.stripe, this.call, input);
  }

  createAccountLink(input: CreateAccountLinkInput): Promise<AccountLink> {
    return accounts.createAccountLink(this.stripe, this.call, input);
  }

  retrieveAccount(id: string): Promise<ConnectedAccountView> {
    return accounts.retrieveAccount(this.stripe, this.call, id);
  }

  private readonly call: accounts.StripeCall = (request) => call(this.limits, request);

  retrieveDispute(id: string): Promise<CardDisputeView> {
    return this.disputes().retrieve(id);
  }

  submitDisputeEvidence(input: DisputeEvidenceInput): Promise<CardDisputeView> {
    return this.disputes().submitEvidence(input);
  }

  reverseTransfer(input: TransferReversalInput): Promise<TransferReversal> {
    return this.disputes().reverseTransfer(input);
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayWebhookEvent {
    return verifyWebhookWithAny(rawBody, signatureHeader, this.webhookSecrets);
  }

  private disputes() {
    return stripeCardDisputes(this.stripe, (request) => call(this.limits, request));
  }
}
