// The activities that move money out of escrow through the payment provider: a refund to the client and the
// payout to the expert. The provider's call carries the step's idempotency key on every retry; its ledger record
// is written once, after the call succeeded. A permanent refusal ends the step for the workflow to hand on.
import { ApplicationFailure } from '@temporalio/common';
import { LifecycleFailureType, type LifecycleActivities } from '@expertbridge/workflows';
import type { Balances } from '../ledger/ledger.js';
import type { MoneyMover } from './lifecycle-ports.js';
import type { LifecycleRepository } from './lifecycle.repository.js';
import { stepKeyOf, type StepRunner } from './lifecycle-steps.js';

/** Calls the provider; a refusal for good becomes a non-retryable failure of the given type. */
async function providerCall<T>(money: MoneyMover, failureType: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    if (money.isPermanentRefusal(error)) {
      throw ApplicationFailure.nonRetryable((error as Error).message, failureType);
    }
    throw error;
  }
}

/**
 * A refund settles what a cancellation or a dispute made payable; whatever the refund exceeds that by
 * (the compensation after a failure, which refunds what escrow holds) comes straight out of escrow.
 */
function refundMovements(balances: Balances, amount: number) {
  const fromPayable = Math.min(amount, balances.refunds_payable);
  return [
    { from: 'refunds_payable' as const, to: 'refunds' as const, amount: fromPayable },
    { from: 'escrow' as const, to: 'refunds' as const, amount: amount - fromPayable },
  ];
}

export function createMoneyActivities(deps: {
  steps: StepRunner;
  lifecycle: LifecycleRepository;
  money: MoneyMover;
}): Pick<LifecycleActivities, 'refundPayment' | 'payoutExpert'> {
  const { steps, lifecycle, money } = deps;
  return {
    async refundPayment(input) {
      if (await steps.isDone(input)) return;
      const paymentIntentId =
        input.strayPaymentId ?? (await lifecycle.findPaymentIntentId(input.consultationId));
      if (!paymentIntentId) throw new Error(`no payment to refund for ${input.consultationId}`);
      await providerCall(money, LifecycleFailureType.RefundDeclined, () =>
        money.refund({ paymentIntentId, amount: input.amount, idempotencyKey: stepKeyOf(input) }),
      );
      await steps.once(input, async (step) => {
        const movements = input.strayPaymentId
          ? [{ from: 'client_payments' as const, to: 'refunds' as const, amount: input.amount }]
          : refundMovements(await step.balances(), input.amount);
        await step.post({
          currency: input.currency,
          memo: input.strayPaymentId ? `stray payment ${input.strayPaymentId} refunded` : 'refund',
          movements,
        });
        await steps.tell(step, input, 'refund_issued', { amount: input.amount });
      });
    },

    async payoutExpert(input) {
      // First the split out of escrow (once), then the transfer, then its record (once).
      await steps.once(
        input,
        (step) =>
          step.post({
            currency: input.currency,
            memo: 'escrow released',
            movements: [
              { from: 'escrow', to: 'platform_revenue', amount: input.platformFee },
              { from: 'escrow', to: 'expert_payable', amount: input.expertShare },
            ],
          }),
        ':split',
      );
      if (await steps.isDone(input)) return;
      const expert = await lifecycle.findPayee(input.consultationId);
      if (!expert) throw new Error(`consultation ${input.consultationId} does not exist`);
      if (input.expertShare > 0) {
        await providerCall(money, LifecycleFailureType.PayoutDeclined, () =>
          money.transfer({
            destinationAccountId: expert.stripe_account_id ?? null,
            expertId: expert.id,
            amount: input.expertShare,
            currency: input.currency,
            transferGroup: input.consultationId,
            idempotencyKey: stepKeyOf(input),
          }),
        );
      }
      await steps.once(input, async (step) => {
        await step.post({
          currency: input.currency,
          memo: 'payout to the expert',
          movements: [{ from: 'expert_payable', to: 'payouts', amount: input.expertShare }],
        });
        await steps.tell(step, input, 'payout_sent', { amount: input.expertShare });
      });
    },
  };
}
