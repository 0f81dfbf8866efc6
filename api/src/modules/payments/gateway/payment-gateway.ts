import type { components } from '@expertbridge/sdk';
import type { CardDisputeStatus } from '@expertbridge/workflows';

/*
 * The one door to the payment provider. The sandbox (embedded default) and Stripe implement it, so the services
 * and activities above never know which is behind it (DESIGN §2). Money is always an integer of minor units with
 * its currency (DESIGN §4), and every call that moves money carries the caller's idempotency key — for
 * activities `${workflowId}:${stepKey}` — so a retried call never moves money twice.
 *
 * Errors: a permanent refusal throws GatewayDeclinedError (activities turn it into a non-retryable failure),
 * anything worth retrying throws GatewayUnavailableError, a bad webhook signature WebhookSignatureError
 * (all in gateway-errors.ts).
 */

export type Currency = components['schemas']['Currency'];

/** Stripe's PaymentIntent statuses; the sandbox uses the subset a card payment passes through. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface CreatePaymentIntentInput {
  consultationId: string;
  amount: number;
  currency: Currency;
  customerUserId: string;
  /** Stable per consultation: a second call with the same key answers the same intent. */
  idempotencyKey: string;
}

/** What the browser needs to pay: the intent's id and the secret Stripe.js (or the sandbox form) confirms with. */
export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: Currency;
  status: PaymentIntentStatus;
}

/** Why the last attempt to pay failed, in the provider's words. */
export interface PaymentError {
  /**
   * The most specific reason: the issuer's decline code when it names one (`insufficient_funds`, `lost_card`),
   * else the provider's error code (`card_declined`, `expired_card`, `incorrect_cvc`, `incorrect_number`).
   */
  code: string;
  /** Safe to show to the payer. */
  message: string;
}

/** The provider's current word on a payment; the only thing the server trusts about whether it was paid. */
export interface PaymentIntentView {
  id: string;
  status: PaymentIntentStatus;
  amount: number;
  currency: Currency;
  /** From the intent's metadata; null for an intent this platform did not create. */
  consultationId: string | null;
  lastError?: PaymentError;
}

export interface RefundInput {
  paymentIntentId: string;
  amount: number;
  idempotencyKey: string;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer';
}

export interface RefundResult {
  id: string;
  amount: number;
  /** `pending` refunds settle later; a refund that fails for good throws instead. */
  status: 'succeeded' | 'pending' | 'requires_action';
}

export interface TransferInput {
  /** The expert's connected account (`acct_…`). */
  destinationAccountId: string;
  amount: number;
  currency: Currency;
  /** The consultation id: ties the transfer to the charge it is paid from. */
  transferGroup: string;
  idempotencyKey: string;
}

/** A verified webhook event. Handlers process each `id` once; the same delivery parses to the same event. */
export interface GatewayWebhookEvent {
  id: string;
  /** The provider's event type, e.g. `payment_intent.succeeded`, `payment_intent.payment_failed`. */
  type: string;
  /** Unix seconds. */
  created: number;
  /** Set when the event is about a payment intent; ask {@link PaymentGateway.retrievePaymentIntent} for its state. */
  paymentIntentId?: string;
  /** From the payment intent's metadata, when the event carries one this platform created. */
  consultationId?: string;
  refundId?: string;
  transferId?: string;
  /** Set when the event is about a connected account (`account.updated`): ask {@link PaymentGateway.retrieveAccount}. */
  accountId?: string;
  /** Set when the event is about a card dispute; ask {@link PaymentGateway.retrieveDispute} for its state. */
  disputeId?: string;
  /** The disputed charge, for a card dispute's event. */
  chargeId?: string;
}

/** A connected account to create for an expert (Express: the provider hosts onboarding and its dashboard). */
export interface CreateConnectedAccountInput {
  expertId: string;
  email: string;
  country: 'NZ' | 'AU';
  /** Stable per expert: a retried creation answers the same account. */
  idempotencyKey: string;
}

/** Where a hosted onboarding link sends the expert back to. */
export interface CreateAccountLinkInput {
  accountId: string;
  /** `account_onboarding` for an account never completed, `account_update` to change submitted details. */
  type: 'account_onboarding' | 'account_update';
  /** Where an expired or used link sends the expert to ask for a fresh one. */
  refreshUrl: string;
  /** Where the expert lands after onboarding (our return page, which re-reads the account). */
  returnUrl: string;
}

export interface AccountLink {
  url: string;
  expiresAt: Date;
}

/** A connected account's requirements and whether it can receive payouts, in Stripe's terms. */
export interface ConnectedAccountView {
  id: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: {
    currentlyDue: string[];
    eventuallyDue: string[];
    pastDue: string[];
    pendingVerification: string[];
    currentDeadline: Date | null;
    disabledReason: string | null;
  };
}

/** Connected accounts of experts: creation, hosted onboarding links and their current state. */
export interface ConnectedAccounts {
  createConnectedAccount(input: CreateConnectedAccountInput): Promise<{ id: string }>;
  createAccountLink(input: CreateAccountLinkInput): Promise<AccountLink>;
  retrieveAccount(id: string): Promise<ConnectedAccountView>;
}

/** The payment provider, as the API's services and activities see it. */
export interface PaymentGateway extends ConnectedAccounts {
  readonly kind: 'sandbox' | 'stripe';
  /** The key the browser loads Stripe.js with; null for the sandbox, whose card form posts to the API. */
  readonly publishableKey: string | null;
  /** Creates (or, for a key already used, answers again) the intent the client pays the consultation with. */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent>;
  /** The provider's current state of an intent. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  /** Refunds part or all of a succeeded payment; the refunds of one payment never exceed it. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Pays an expert's connected account from the platform's balance (separate charges and transfers). */
  transfer(input: TransferInput): Promise<{ id: string }>;
  /** The provider's current state of a card dispute. */
  retrieveDispute(id: string): Promise<CardDisputeView>;
  /** Stores evidence on a card dispute and, with `submit`, sends it to the bank (no changes after that). */
  submitDisputeEvidence(input: DisputeEvidenceInput): Promise<CardDisputeView>;
  /**
   * Takes back from the expert's connected account what the consultation's transfer paid them, as far as the
   * account's available balance allows: answers the amount actually reversed (0 when the balance is empty).
   */
  reverseTransfer(input: TransferReversalInput): Promise<TransferReversal>;
  /** Verifies a webhook delivery's signature over the raw body and reads the event. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayWebhookEvent;
}

/** Stripe's dispute statuses; `won` and `lost` are final (the card dispute workflow reads the same). */
export type { CardDisputeStatus };

/** The provider's word on a card dispute: what the bank took, why, and by when the evidence must be in. */
export interface CardDisputeView {
  id: string;
  chargeId: string;
  paymentIntentId: string | null;
  amount: number;
  currency: Currency;
  /** The bank's reason, e.g. `fraudulent`, `product_not_received`. */
  reason: string;
  status: CardDisputeStatus;
  /** After this the dispute is lost by default; null once evidence can no longer be sent. */
  evidenceDueBy: Date | null;
  /** Whether the evidence has been submitted (no changes after that). */
  evidenceSubmitted: boolean;
}

/** The fields of Stripe's dispute evidence this platform fills: a service delivered online. */
export type DisputeEvidence = {
  product_description?: string;
  customer_name?: string;
  customer_email_address?: string;
  service_date?: string;
  access_activity_log?: string;
  cancellation_policy_disclosure?: string;
  refund_policy_disclosure?: string;
  uncategorized_text?: string;
};

export interface DisputeEvidenceInput {
  disputeId: string;
  evidence: DisputeEvidence;
  /** True sends it to the bank now; false stores it as a draft. */
  submit: boolean;
  idempotencyKey: string;
}

export interface TransferReversalInput {
  /** The consultation id: the transfer group its payout was made in. */
  transferGroup: string;
  amount: number;
  idempotencyKey: string;
}

export interface TransferReversal {
  /** Null when nothing could be reversed. */
  id: string | null;
  amount: number;
}
