// The card dispute workflow's activities: each movement of the dispute's money is its own ledger posting, made once
// per step under the consultation's row lock (lifecycle-steps.ts); each provider call carries the step's idempotency
// key, so a retried step (or the same event delivered ten times) reverses once and posts once.
import {
  type CardDisputeActivities,
  type CardDisputeStep,
  type Currency,
  type StepInput,
} from '@expertbridge/workflows';
import { assembleEvidence } from './card-dispute-evidence.js';
import type { CardDisputeEvidenceRepository } from './card-dispute-evidence.repository.js';
import type { CardDisputeProvider, CardDisputeRecords } from './card-dispute-ports.js';
import type { MoneyMover } from './lifecycle-ports.js';
import type { LifecycleRepository } from './lifecycle.repository.js';
import { stepKeyOf, type StepRunner } from './lifecycle-steps.js';

/** The provider's fee for a card dispute, per currency in minor units (Stripe: NZ$25.00, A$25.00). */
export const CARD_DISPUTE_FEE: Readonly<Record<Currency, number>> = { NZD: 2500, AUD: 2500 };

/** The consultation's step of a dispute: its key names the dispute, so two disputes never share one. */
const stepOf = ({ consultationId, disputeId, stepKey }: CardDisputeStep): StepInput => ({
  consultationId,
  stepKey: `card-dispute-${disputeId}-${stepKey}`,
});

export function createCardDisputeActivities(deps: {
  steps: StepRunner;
  lifecycle: LifecycleRepository;
  money: MoneyMover;
  provider: CardDisputeProvider;
  records: CardDisputeRecords;
  evidence: CardDisputeEvidenceRepository;
}): CardDisputeActivities {
  const { steps, lifecycle, money, provider, records, evidence } = deps;

  /**
   * Reverses as far as the provider allows; a refusal for good (no transfer to reverse, the account closed) reverses
   * nothing, and the whole of it is recorded as owed by the expert for the admins to recover.
   */
  async function reverse(step: StepInput, consultationId: string, amount: number) {
    try {
      const reversal = await provider.reverseTransfer({
        transferGroup: consultationId,
        amount,
        idempotencyKey: stepKeyOf(step),
      });
      return reversal.amount;
    } catch (error) {
      if (provider.isPermanentRefusal(error)) return 0;
      throw error;
    }
  }

  async function dispute(disputeId: string) {
    const record = await records.find(disputeId);
    if (!record) throw new Error(`card dispute ${disputeId} is not recorded`);
    return record;
  }

  return {
    async withdrawCardDisputeFunds(input) {
      const step = stepOf(input);
      const { currency } = await dispute(input.disputeId);
      await steps.once(step, async (statements) => {
        const balances = await statements.balances();
        // A dispute that overtakes the payment's own delivery (Stripe's test card disputes at once; an outage can
        // delay the payment): wait (a retry) until the payment is in escrow, so the withdrawal takes it from there.
        if (balances.client_payments === 0) {
          throw new Error(`the payment of ${input.consultationId} is not recorded yet`);
        }
        const fromEscrow = Math.min(input.amount, balances.escrow);
        await statements.post({
          currency,
          memo: `card dispute ${input.disputeId}: funds withdrawn by the bank`,
          movements: [
            { from: 'escrow', to: 'disputed_funds', amount: fromEscrow },
            { from: 'platform_funds', to: 'disputed_funds', amount: input.amount - fromEscrow },
          ],
        });
        await statements.post({
          currency,
          memo: `card dispute ${input.disputeId}: the provider's dispute fee`,
          movements: [
            { from: 'platform_funds', to: 'dispute_fees', amount: CARD_DISPUTE_FEE[currency] },
          ],
        });
        await records.recordWithdrawal(statements.transaction, input.disputeId, fromEscrow);
        await steps.tell(statements, step, 'card_dispute_opened', { amount: input.amount });
      });
      return { fromEscrow: (await dispute(input.disputeId)).from_escrow };
    },

    async reverseCardDisputePayout(input) {
      const step = stepOf(input);
      if (!(await steps.isDone(step))) {
        const { currency } = await dispute(input.disputeId);
        // What the expert holds of this consultation; the balance only changes in this step's posting below.
        const paidOut = (await evidence.balances(input.consultationId)).payouts;
        const target = Math.min(input.amount, paidOut);
        const reversed = target === 0 ? 0 : await reverse(step, input.consultationId, target);
        await steps.once(step, async (statements) => {
          await statements.post({
            currency,
            memo: `card dispute ${input.disputeId}: the expert's payout reversed`,
            movements: [{ from: 'payouts', to: 'platform_funds', amount: reversed }],
          });
          await statements.post({
            currency,
            memo: `card dispute ${input.disputeId}: owed by the expert beyond their balance`,
            movements: [{ from: 'payouts', to: 'expert_receivable', amount: target - reversed }],
          });
          await records.recordReversal(statements.transaction, input.disputeId, {
            reversed,
            owed: target - reversed,
          });
        });
      }
      const record = await dispute(input.disputeId);
      return { reversed: record.reversed_amount, owed: record.owed_by_expert };
    },

    async submitCardDisputeEvidence(input) {
      const step = stepOf(input);
      if (await steps.isDone(step)) return;
      const record = await dispute(input.disputeId);
      const facts = await evidence.facts(input.consultationId);
      if (!facts) throw new Error(`consultation ${input.consultationId} does not exist`);
      const note = input.note ?? record.admin_note;
      const kept = await records.keepEvidence(
        input.disputeId,
        assembleEvidence(facts, { ...record, note }),
        note,
      );
      try {
        await provider.submitEvidence({
          disputeId: input.disputeId,
          evidence: kept.evidence!,
          idempotencyKey: stepKeyOf(step),
        });
      } catch (error) {
        // Closed already (the bank decided, or the deadline passed): nothing left to send.
        if (!provider.isPermanentRefusal(error)) throw error;
      }
      await records.markSubmitted(input.disputeId);
      await steps.once(step, async () => undefined);
    },

    async settleCardDispute(input) {
      const step = stepOf(input);
      const { amount, currency } = await dispute(input.disputeId);
      const { fromEscrow, reversed, owed } = input;
      const won = input.outcome === 'won';
      await steps.once(step, async (statements) => {
        if (won) {
          await statements.post({
            currency,
            memo: `card dispute ${input.disputeId} won: funds reinstated`,
            movements: [
              { from: 'disputed_funds', to: 'escrow', amount: fromEscrow },
              { from: 'disputed_funds', to: 'platform_funds', amount: amount - fromEscrow },
            ],
          });
          await statements.post({
            currency,
            memo: `card dispute ${input.disputeId} won: the expert owes nothing`,
            movements: [{ from: 'expert_receivable', to: 'payouts', amount: owed }],
          });
        } else {
          await statements.post({
            currency,
            memo: `card dispute ${input.disputeId} lost: the bank returned the payment to the client`,
            movements: [{ from: 'disputed_funds', to: 'refunds', amount }],
          });
        }
        await steps.tell(statements, step, won ? 'card_dispute_won' : 'card_dispute_lost', {
          amount,
        });
      });
      if (!won || reversed === 0) return;
      // The payout the dispute reversed is the expert's again.
      if (await steps.isDone(step, ':repaid')) return;
      const expert = await lifecycle.findPayee(input.consultationId);
      if (!expert) throw new Error(`consultation ${input.consultationId} does not exist`);
      try {
        await money.transfer({
          destinationAccountId: expert.stripe_account_id ?? null,
          expertId: expert.id,
          amount: reversed,
          currency,
          transferGroup: input.consultationId,
          idempotencyKey: `${stepKeyOf(step)}:repaid`,
        });
      } catch (error) {
        if (!money.isPermanentRefusal(error)) throw error;
        // The expert cannot be paid again (no payout account any more): the admins take it from here.
        await steps.once(
          step,
          (statements) => steps.tell(statements, step, 'payout_failed', { amount: reversed }),
          ':repay-refused',
        );
        return;
      }
      await steps.once(
        step,
        (statements) =>
          statements.post({
            currency,
            memo: `card dispute ${input.disputeId} won: the reversed payout paid again`,
            movements: [{ from: 'platform_funds', to: 'payouts', amount: reversed }],
          }),
        ':repaid',
      );
    },
  };
}
