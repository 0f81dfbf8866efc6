// The lifecycle activities' view of the payment gateway: refunds and transfers, and which failures are
// for good. The workflow waits for the expert's payout account before paying out (payouts/payout-readiness.ts);
// this is the last guard behind it: with Stripe an expert without an account is refused (the workflow hands that
// to the admins). The sandbox still pays an expert without one into a simulated account, as it did for the
// consultations whose workflow predates that wait.
import type { MoneyMover } from '../consultations/lifecycle-ports.js';
import { GatewayDeclinedError } from './gateway/gateway-errors.js';
import type { PaymentGateway } from './gateway/payment-gateway.js';

/** The sandbox's connected account of an expert: stable, so transfers are traceable per expert. */
export function sandboxAccountOf(expertId: string): string {
  return `acct_sandbox${expertId.replaceAll('-', '')}`;
}

export function moneyMoverFor(gateway: PaymentGateway): MoneyMover {
  return {
    refund: (input) => gateway.refund(input),
    async transfer({ destinationAccountId, expertId, ...rest }) {
      const destination =
        destinationAccountId ?? (gateway.kind === 'sandbox' ? sandboxAccountOf(expertId) : null);
      if (!destination) {
        throw new GatewayDeclinedError(
          'no_connected_account',
          'The expert has no connected Stripe account to be paid into',
        );
      }
      return gateway.transfer({ ...rest, destinationAccountId: destination });
    },
    isPermanentRefusal: (error) => error instanceof GatewayDeclinedError,
  };
}
