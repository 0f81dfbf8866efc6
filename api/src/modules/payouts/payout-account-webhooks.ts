// `account.updated`, as the payment webhooks dispatch it (payment-webhooks.service.ts): the expert's payout status is
// re-read from the provider rather than taken from the event, so an old or replayed event cannot set a stale status.
// An account no expert has changes nothing; the event is still recorded and answered 200, as Stripe expects.
import type { PayoutsService } from './payouts.service.js';

export function payoutAccountWebhooks(payouts: Pick<PayoutsService, 'accountUpdated'>) {
  return (accountId: string) => payouts.accountUpdated(accountId);
}
