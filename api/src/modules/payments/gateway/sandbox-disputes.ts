import { randomBytes } from 'node:crypto';
import { GatewayDeclinedError } from './gateway-errors.js';
import { assertEvidenceInput, assertReversalInput } from './gateway-input.js';
import { signWebhook } from './gateway-webhooks.js';
import type {
  CardDisputeView,
  DisputeEvidenceInput,
  TransferReversal,
  TransferReversalInput,
} from './payment-gateway.js';
import type { SandboxRepository } from './sandbox.repository.js';
import type {
  SandboxDisputeRow,
  SandboxDisputesRepository,
} from './sandbox-disputes.repository.js';

/*
 * The sandbox's card disputes, with Stripe's test-mode semantics: a test card is disputed after the payment, the
 * dispute's deadline is a week away, and evidence whose `uncategorized_text` contains `winning_evidence` wins it at
 * once, `losing_evidence` loses it (any other evidence leaves it under review). Each change is sent as the signed
 * `charge.dispute.*` event Stripe would send, to the receiver the composition root connects.
 */

/** Stripe's test card whose payments are disputed as fraudulent. */
export const DISPUTED_TEST_CARD = '4000000000000259';
/** The evidence texts with which Stripe's test mode decides a dispute. */
export const WINNING_EVIDENCE = 'winning_evidence';
export const LOSING_EVIDENCE = 'losing_evidence';

/** How long the bank gives for evidence in the sandbox (Stripe's card networks: 7 to 21 days). */
export const SANDBOX_EVIDENCE_DAYS = 7;

/** A signed event delivery, as Stripe posts it to the webhook endpoint. */
export interface SandboxDelivery {
  payload: string;
  signature: string;
}

export type SandboxDeliveryReceiver = (delivery: SandboxDelivery) => Promise<unknown>;

const newId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;

function toView(row: SandboxDisputeRow): CardDisputeView {
  const open = row.status === 'needs_response';
  return {
    id: row.id,
    chargeId: row.charge_id,
    paymentIntentId: row.payment_intent_id,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    evidenceDueBy: open ? row.due_by : null,
    evidenceSubmitted: row.evidence !== null && !open,
  };
}

/** What the evidence's text decides, as Stripe's test mode does. */
function decided(text: string | undefined): SandboxDisputeRow['status'] {
  if (text?.includes(WINNING_EVIDENCE)) return 'won';
  if (text?.includes(LOSING_EVIDENCE)) return 'lost';
  return 'under_review';
}

export class SandboxDisputes {
  /** Where the sandbox's dispute events go; the composition root connects the webhook handler. */
  receiver: SandboxDeliveryReceiver | undefined;
  /** Told when a dispute the sandbox opened by itself (the disputed test card) could not be delivered. */
  onError: ((error: unknown) => void) | undefined;

  constructor(
    private readonly intents: SandboxRepository,
    private readonly repository: SandboxDisputesRepository,
    private readonly webhookSecret: string,
    private readonly now: () => Date,
  ) {}

  /**
   * The client's bank disputes a succeeded payment (what Stripe does to a payment made with the disputed test card):
   * the dispute opens, the funds are withdrawn, and both events are delivered. Answers the dispute.
   */
  async open(paymentIntentId: string, reason = 'fraudulent'): Promise<CardDisputeView> {
    const intent = await this.intents.findIntent(paymentIntentId);
    if (!intent || intent.status !== 'succeeded') {
      throw new GatewayDeclinedError(
        'charge_not_disputable',
        `No succeeded charge for ${paymentIntentId}`,
      );
    }
    const amount = intent.amount - (await this.intents.refundedAmount(intent.id));
    if (amount <= 0) {
      throw new GatewayDeclinedError('charge_already_refunded', `${paymentIntentId} was refunded`);
    }
    const row = await this.repository.insertDisputeOnce({
      id: newId('dp'),
      charge_id: `ch_${intent.id.slice('pi_'.length)}`,
      payment_intent_id: intent.id,
      amount,
      currency: intent.currency,
      reason,
      due_by: new Date(this.now().getTime() + SANDBOX_EVIDENCE_DAYS * 86_400_000),
    });
    await this.deliver(row, ['charge.dispute.created', 'charge.dispute.funds_withdrawn']);
    return toView(row);
  }

  async retrieve(id: string): Promise<CardDisputeView> {
    const row = await this.repository.findDispute(id);
    if (!row) throw new GatewayDeclinedError('resource_missing', `No such dispute: '${id}'`);
    return toView(row);
  }

  /** Stores the evidence; submitted, it decides the dispute as Stripe's test mode does and sends the events. */
  async submitEvidence(input: DisputeEvidenceInput): Promise<CardDisputeView> {
    assertEvidenceInput(input);
    const current = await this.repository.findDispute(input.disputeId);
    if (!current) {
      throw new GatewayDeclinedError('resource_missing', `No such dispute: '${input.disputeId}'`);
    }
    const status = input.submit ? decided(input.evidence.uncategorized_text) : 'needs_response';
    const row = await this.repository.updateOpenDispute(input.disputeId, {
      evidence: input.evidence,
      status,
    });
    // Already submitted: a retry of the same submission delivers its events again (their ids are stable, so the
    // receiver processes each once) and answers the dispute as it stands.
    const settled = row ?? current;
    await this.deliverOutcome(settled);
    return toView(settled);
  }

  private deliverOutcome(row: SandboxDisputeRow): Promise<void> {
    if (row.status === 'won') {
      return this.deliver(row, ['charge.dispute.closed', 'charge.dispute.funds_reinstated']);
    }
    if (row.status === 'lost') return this.deliver(row, ['charge.dispute.closed']);
    return this.deliver(row, ['charge.dispute.updated']);
  }

  /** Reverses the group's transfer as far as what is left of it; the sandbox's connected accounts always cover it. */
  async reverseTransfer(input: TransferReversalInput): Promise<TransferReversal> {
    assertReversalInput(input);
    const reversal = await this.repository.reversing(
      input.transferGroup,
      async (transfer, insert, existing) => {
        const before = await existing(input.idempotencyKey);
        if (before) return before;
        const amount = Math.min(input.amount, transfer.amount - transfer.reversed);
        if (amount <= 0) return { id: null, amount: 0 };
        return insert({
          id: newId('trr'),
          transfer_id: transfer.id,
          amount,
          idempotency_key: input.idempotencyKey,
        });
      },
    );
    if (!reversal) {
      throw new GatewayDeclinedError(
        'resource_missing',
        `No transfer in transfer group ${input.transferGroup}`,
      );
    }
    return { id: reversal.id, amount: reversal.amount };
  }

  /** Sends the events, each signed now, one after the other (as Stripe's retries would eventually order them). */
  private async deliver(row: SandboxDisputeRow, types: string[]): Promise<void> {
    const receiver = this.receiver;
    if (!receiver) return;
    for (const type of types) {
      const payload = JSON.stringify({
        id: `evt_${row.id.slice('dp_'.length)}_${type.slice('charge.dispute.'.length)}`,
        object: 'event',
        type,
        created: Math.floor(this.now().getTime() / 1000),
        livemode: false,
        data: {
          object: {
            id: row.id,
            object: 'dispute',
            amount: row.amount,
            currency: row.currency.toLowerCase(),
            charge: row.charge_id,
            payment_intent: row.payment_intent_id,
            reason: row.reason,
            status: row.status,
            evidence_details: { due_by: Math.floor(row.due_by.getTime() / 1000) },
          },
        },
      });
      const timestamp = Math.floor(this.now().getTime() / 1000);
      await receiver({ payload, signature: signWebhook(payload, this.webhookSecret, timestamp) });
    }
  }
}
