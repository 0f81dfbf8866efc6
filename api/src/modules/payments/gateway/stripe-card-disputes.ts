// Stripe's side of a card dispute: reading it, sending the evidence, and taking the expert's payout back from their
// connected account (a reversal of the consultation's transfer). Kept apart from the payment calls of stripe-gateway.ts.
import type Stripe from 'stripe';
import { GatewayDeclinedError } from './gateway-errors.js';
import { assertCurrency, assertEvidenceInput, assertReversalInput } from './gateway-input.js';
import type {
  CardDisputeStatus,
  CardDisputeView,
  DisputeEvidenceInput,
  TransferReversal,
  TransferReversalInput,
} from './payment-gateway.js';

/** Runs one request within the gateway's call limits, retrying what retrying can fix (stripe-gateway.ts). */
export type StripeCall = <T>(request: (options: { timeout: number }) => Promise<T>) => Promise<T>;

function currencyOf(stripeCurrency: string) {
  const currency = stripeCurrency.toUpperCase();
  assertCurrency(currency);
  return currency;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's dispute as the gateway's view. */
export function toCardDisputeView(dispute: Stripe.Dispute): CardDisputeView {
  const details = dispute.evidence_details;
  return {
    id: dispute.id,
    chargeId: idOf(dispute.charge) ?? '',
    paymentIntentId: idOf(dispute.payment_intent),
    amount: dispute.amount,
    currency: currencyOf(dispute.currency),
    reason: dispute.reason,
    status: dispute.status as CardDisputeStatus,
    evidenceDueBy: details?.due_by ? new Date(details.due_by * 1000) : null,
    evidenceSubmitted: (details?.submission_count ?? 0) > 0,
  };
}

/** The dispute calls over one client and its call limits. */
export function stripeCardDisputes(stripe: Stripe, call: StripeCall) {
  return {
    async retrieve(id: string): Promise<CardDisputeView> {
      const dispute = await call(({ timeout }) => stripe.disputes.retrieve(id, {}, { timeout }));
      return toCardDisputeView(dispute);
    },

    async submitEvidence(input: DisputeEvidenceInput): Promise<CardDisputeView> {
      assertEvidenceInput(input);
      const dispute = await call(({ timeout }) =>
        stripe.disputes.update(
          input.disputeId,
          { evidence: input.evidence, submit: input.submit },
          { idempotencyKey: input.idempotencyKey, timeout },
        ),
      );
      return toCardDisputeView(dispute);
    },

    /**
     * Reverses the transfer of the consultation's payout (the one transfer of its group). Stripe refuses a reversal
     * the connected account's balance does not cover; the caller records what stays owed.
     */
    async reverseTransfer(input: TransferReversalInput): Promise<TransferReversal> {
      assertReversalInput(input);
      const transfers = await call(({ timeout }) =>
        stripe.transfers.list({ transfer_group: input.transferGroup, limit: 1 }, { timeout }),
      );
      const transfer = transfers.data[0];
      if (!transfer) {
        throw new GatewayDeclinedError(
          'resource_missing',
          `No transfer in transfer group ${input.transferGroup}`,
        );
      }
      const reverse = (amount: number, idempotencyKey: string) =>
        call(({ timeout }) =>
          stripe.transfers.createReversal(
            transfer.id,
            { amount, metadata: { transferGroup: input.transferGroup, idempotencyKey } },
            { idempotencyKey, timeout },
          ),
        );
      try {
        const reversal = await reverse(input.amount, input.idempotencyKey);
        return { id: reversal.id, amount: reversal.amount };
      } catch (error) {
        if (!(error instanceof GatewayDeclinedError) || error.code !== 'balance_insufficient') {
          throw error;
        }
      }
      // A partial reversal made by an earlier attempt whose answer was lost: the balance has dropped by it since, so
      // asking again would reverse a different amount under the same key (which Stripe refuses).
      const partialKey = `${input.idempotencyKey}:partial`;
      const made = transfer.reversals?.data.find(
        (reversal) => reversal.metadata?.idempotencyKey === partialKey,
      );
      if (made) return { id: made.id, amount: made.amount };
      // Stripe refuses a reversal the account's balance does not cover whole: take what it holds.
      const destination = idOf(transfer.destination);
      const balance = await call(({ timeout }) =>
        stripe.balance.retrieve(
          {},
          { timeout, ...(destination ? { stripeAccount: destination } : {}) },
        ),
      );
      const available =
        balance.available.find((funds) => funds.currency === transfer.currency)?.amount ?? 0;
      const amount = Math.min(input.amount, Math.max(available, 0));
      if (amount === 0) return { id: null, amount: 0 };
      const reversal = await reverse(amount, partialKey);
      return { id: reversal.id, amount: reversal.amount };
    },
  };
}
