import { randomBytes } from 'node:crypto';
import { GatewayDeclinedError } from './gateway-errors.js';
import { assertIntentInput, assertRefundInput, assertTransferInput } from './gateway-input.js';
import { signWebhook, verifyWebhook } from './gateway-webhooks.js';
import { SandboxConnectedAccounts } from './sandbox-accounts.js';
import type { SandboxAccountsRepository } from './sandbox-accounts.repository.js';
import type {
  AccountLink,
  ConnectedAccountView,
  CreateAccountLinkInput,
  CreateConnectedAccountInput,
  CardDisputeView,
  CreatedPaymentIntent,
  CreatePaymentIntentInput,
  DisputeEvidenceInput,
  GatewayWebhookEvent,
  PaymentGateway,
  PaymentIntentView,
  RefundInput,
  RefundResult,
  TransferInput,
  TransferReversal,
  TransferReversalInput,
} from './payment-gateway.js';
import { evaluateTestCard, type CardDetails } from './sandbox-cards.js';
import { cardDigits } from '@expertbridge/sdk';
import { DISPUTED_TEST_CARD, SandboxDisputes } from './sandbox-disputes.js';
import type { SandboxDisputesRepository } from './sandbox-disputes.repository.js';
import type { SandboxIntentRow, SandboxRepository } from './sandbox.repository.js';
import { sandboxPaymentMethodDomains } from './payment-method-domains.js';

/** A webhook delivery as Stripe would send it: the raw body and its `Stripe-Signature` header. */
export interface SandboxWebhookDelivery {
  payload: string;
  signature: string;
}

/** The answer to a sandbox card payment. */
export interface SandboxConfirmation {
  /** The intent after the attempt: `succeeded`, or `requires_payment_method` with `lastError` (try another card). */
  intent: PaymentIntentView;
  /**
   * The event Stripe would send for this attempt, signed for this gateway's {@link PaymentGateway.parseWebhook}:
   * hand it to the same handler as a real delivery so both modes take one path. Re-confirming a succeeded intent
   * answers the same event id, so a handler that processes each event once does nothing twice.
   */
  webhook: SandboxWebhookDelivery;
}

export interface SandboxGatewayOptions {
  /** Signs the sandbox's own events; by default a random secret per process (its events never leave it). */
  webhookSecret?: string;
  /** The clock for card expiry and signatures. */
  now?: () => Date;
  /** Connected accounts: their tables, the portal hosting the onboarding page, the verification delay. */
  accounts?: {
    repository: SandboxAccountsRepository;
    portalUrl: string;
    verificationDelayMs?: number;
  };
  /** The sandbox's card disputes and transfer reversals (migration 0016); without it they are refused. */
  disputes?: SandboxDisputesRepository;
}

/** How long after the payment the sandbox's disputed test card is disputed. */
const DISPUTE_AFTER_MS = 500;

const newId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;

const noSuchIntent = (id: string) =>
  new GatewayDeclinedError('resource_missing', `No such payment_intent: '${id}'`);

// Stripe's answer to a key reused with other parameters: a caller's bug, so never retried.
const keyReused = () =>
  new GatewayDeclinedError(
    'idempotency_error',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );

/** The row an idempotency key found must have been written by the same request; Stripe refuses it otherwise. */
function sameRequest<Row extends object>(row: Row, request: Partial<Row>): Row {
  for (const [field, value] of Object.entries(request)) {
    if (row[field as keyof Row] !== value) throw keyReused();
  }
  return row;
}

function toView(row: SandboxIntentRow): PaymentIntentView {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    consultationId: row.consultation_id,
    ...(row.last_error_code
      ? { lastError: { code: row.last_error_code, message: row.last_error_message ?? '' } }
      : {}),
  };
}

/**
 * The embedded default gateway: a card simulator with Stripe's test-card semantics whose intents, refunds and
 * transfers live in PostgreSQL, so the rest of the system cannot tell it from Stripe but for the card form.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  readonly paymentMethodDomains = sandboxPaymentMethodDomains();
  private readonly webhookSecret: string;
  private readonly now: () => Date;
  private readonly connect: SandboxConnectedAccounts | undefined;
  /** Card disputes, opened by a test (or the disputed test card) and sent as signed events to their receiver. */
  readonly disputes: SandboxDisputes | undefined;

  constructor(
    private readonly repository: SandboxRepository,
    options: SandboxGatewayOptions = {},
  ) {
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
    this.now = options.now ?? (() => new Date());
    const { accounts } = options;
    this.connect =
      accounts &&
      new SandboxConnectedAccounts({
        repository: accounts.repository,
        portalUrl: accounts.portalUrl,
        verificationDelayMs: accounts.verificationDelayMs ?? 5_000,
        sign: (payload) =>
          signWebhook(payload, this.webhookSecret, Math.floor(this.now().getTime() / 1000)),
        now: this.now,
      });
    this.disputes =
      options.disputes &&
      new SandboxDisputes(repository, options.disputes, this.webhookSecret, this.now);
  }

  /** The sandbox's connected accounts and hosted onboarding (sandbox-accounts.ts). */
  get accounts(): SandboxConnectedAccounts {
    if (!this.connect) throw new Error('this sandbox gateway was built without connected accounts');
    return this.connect;
  }

  createConnectedAccount(input: CreateConnectedAccountInput): Promise<{ id: string }> {
    return this.accounts.createConnectedAccount(input);
  }

  createAccountLink(input: CreateAccountLinkInput): Promise<AccountLink> {
    return this.accounts.createAccountLink(input);
  }

  retrieveAccount(id: string): Promise<ConnectedAccountView> {
    return this.accounts.retrieveAccount(id);
  }

  /** Creates the intent, or answers the one this idempotency key already made. */
  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    assertIntentInput(input);
    const id = newId('pi');
    const request = {
      consultation_id: input.consultationId,
      customer_user_id: input.customerUserId,
      amount: input.amount,
      currency: input.currency,
    };
    const row = sameRequest(
      await this.repository.insertIntentOnce({
        ...request,
        id,
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        idempotency_key: input.idempotencyKey,
      }),
      request,
    );
    const { amount, currency, status } = row;
    return { id: row.id, clientSecret: row.client_secret, amount, currency, status };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    const row = await this.repository.findIntent(id);
    if (!row) throw noSuchIntent(id);
    return toView(row);
  }

  /**
   * Pays the intent with a card typed into the sandbox form. A decline leaves the intent payable with another
   * card; a succeeded intent is never charged again and answers its success once more.
   */
  async confirmSandboxPayment(
    input: CardDetails & { paymentIntentId: string },
  ): Promise<SandboxConfirmation> {
    // The card's outcome depends on the card alone; the attempt is recorded in one statement that leaves a
    // succeeded intent alone (a concurrent confirm waits for the row and then finds it succeeded).
    const outcome = evaluateTestCard(input, this.now());
    const row =
      (await this.repository.recordAttempt(
        input.paymentIntentId,
        outcome.ok ? outcome : { ok: false, ...outcome.error },
      )) ?? (await this.repository.findIntent(input.paymentIntentId));
    if (!row) throw noSuchIntent(input.paymentIntentId);
    if (row.status === 'succeeded' && cardDigits(input.cardNumber) === DISPUTED_TEST_CARD) {
      this.disputeSoon(row.id);
    }
    return { intent: toView(row), webhook: this.webhookFor(row) };
  }

  /** Refunds part or all of a succeeded payment; the refunds of one payment never add up to more than it. */
  async refund(input: RefundInput): Promise<RefundResult> {
    assertRefundInput(input);
    const refund = await this.repository.transaction(async (queries) => {
      // The lock queues every refund of this intent behind this one, so the sum below stays true until commit.
      const intent = await queries.lockIntent(input.paymentIntentId);
      if (!intent) throw noSuchIntent(input.paymentIntentId);
      const existing = await queries.findRefundByKey(input.idempotencyKey);
      if (existing) {
        return sameRequest(existing, { payment_intent_id: intent.id, amount: input.amount });
      }
      if (intent.status !== 'succeeded') {
        throw new GatewayDeclinedError(
          'payment_intent_unexpected_state',
          'This PaymentIntent does not have a successful charge to refund.',
        );
      }
      const remaining = intent.amount - (await queries.refundedAmount(intent.id));
      if (remaining === 0) {
        throw new GatewayDeclinedError(
          'charge_already_refunded',
          `PaymentIntent ${intent.id} has already been refunded.`,
        );
      }
      if (input.amount > remaining) {
        throw new GatewayDeclinedError(
          'amount_too_large',
          `Refund amount (${input.amount}) is greater than the unrefunded amount (${remaining}).`,
        );
      }
      return queries.insertRefund({
        id: newId('re'),
        payment_intent_id: intent.id,
        amount: input.amount,
        currency: intent.currency,
        status: 'succeeded',
        reason: input.reason ?? null,
        idempotency_key: input.idempotencyKey,
      });
    });
    return { id: refund.id, amount: refund.amount, status: refund.status };
  }

  /**
   * Moves money to an expert's account. Like a platform balance, a consultation's transfers can only spend what
   * its succeeded payments brought in, less their refunds.
   */
  async transfer(input: TransferInput): Promise<{ id: string }> {
    assertTransferInput(input);
    if (!/^acct_[A-Za-z0-9]{1,64}$/.test(input.destinationAccountId)) {
      throw new GatewayDeclinedError(
        'resource_missing',
        `No such destination: '${input.destinationAccountId}'`,
      );
    }
    const request = {
      destination_account_id: input.destinationAccountId,
      amount: input.amount,
      currency: input.currency,
      transfer_group: input.transferGroup,
    };
    const transfer = await this.repository.transaction(async (queries) => {
      // Lock first, then look for the key: a retry that waited on the lock finds the transfer it raced with
      // instead of being refused for the balance that transfer spent.
      const available = await queries.lockTransferableBalance(input.transferGroup, input.currency);
      const existing = await queries.findTransferByKey(input.idempotencyKey);
      if (existing) return existing;
      if (input.amount > available) {
        throw new GatewayDeclinedError(
          'balance_insufficient',
          `Insufficient funds for transfer group ${input.transferGroup}: ${available} available.`,
        );
      }
      return queries.insertTransferOnce({
        ...request,
        id: newId('tr'),
        idempotency_key: input.idempotencyKey,
      });
    });
    sameRequest(transfer, request);
    return { id: transfer.id };
  }

  retrieveDispute(id: string): Promise<CardDisputeView> {
    return this.sandboxDisputes().retrieve(id);
  }

  submitDisputeEvidence(input: DisputeEvidenceInput): Promise<CardDisputeView> {
    return this.sandboxDisputes().submitEvidence(input);
  }

  reverseTransfer(input: TransferReversalInput): Promise<TransferReversal> {
    return this.sandboxDisputes().reverseTransfer(input);
  }

  /**
   * Stripe's disputed test card: the bank disputes the payment moments after it succeeds, once the confirmation has
   * been answered (its events reach the webhook path on their own, as Stripe's would).
   */
  private disputeSoon(paymentIntentId: string): void {
    const disputes = this.disputes;
    if (!disputes) return;
    setTimeout(() => {
      disputes.open(paymentIntentId).catch((error: unknown) => disputes.onError?.(error));
    }, DISPUTE_AFTER_MS);
  }

  private sandboxDisputes(): SandboxDisputes {
    if (!this.disputes) throw new GatewayDeclinedError('not_supported', 'No sandbox disputes');
    return this.disputes;
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayWebhookEvent {
    return verifyWebhook(rawBody, signatureHeader, this.webhookSecret, this.now().getTime());
  }

  /** The Stripe-shaped event for the intent's latest attempt; its id names the attempt, so it is stable. */
  private webhookFor(row: SandboxIntentRow): SandboxWebhookDelivery {
    const succeeded = row.status === 'succeeded';
    const event = {
      id: `evt_${row.id.slice('pi_'.length)}_${row.attempts}`,
      object: 'event',
      type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      created: Math.floor((row.succeeded_at ?? row.updated_at).getTime() / 1000),
      livemode: false,
      data: {
        object: {
          id: row.id,
          object: 'payment_intent',
          amount: row.amount,
          currency: row.currency.toLowerCase(),
          status: row.status,
          metadata: { consultationId: row.consultation_id },
          last_payment_error: row.last_error_code
            ? { code: row.last_error_code, message: row.last_error_message }
            : null,
        },
      },
    };
    const payload = JSON.stringify(event);
    const timestamp = Math.floor(this.now().getTime() / 1000);
    return { payload, signature: signWebhook(payload, this.webhookSecret, timestamp) };
  }
}
