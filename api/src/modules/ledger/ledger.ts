// The double-entry ledger (DESIGN §4). Every movement of money is one posting: entries that sum to zero
// per currency (the database refuses the commit otherwise). An account's balance for a consultation says
// where that consultation's money is:
//   client_payments  negative: what the client has paid in (money from outside)
//   escrow           held for the consultation
//   refunds_payable  owed back to the client, not yet refunded at the provider
//   refunds          refunded to the client's card
//   platform_revenue the platform's fee
//   expert_payable   owed to the expert, not yet transferred
//   payouts          transferred to the expert
// and, for a card dispute (a chargeback the client's bank raises through the provider):
//   platform_funds    negative: what the platform put in from its own balance to cover a dispute
//   disputed_funds    withdrawn by the bank while the dispute runs (back to escrow or the platform when won)
//   dispute_fees      the provider's dispute fee: the platform's cost
//   expert_receivable owed back by the expert: a paid-out share the transfer reversal could not recover
import type { LEDGER_ACCOUNTS } from '../../db/migrations/0003-consultations.js';
import type { CARD_DISPUTE_LEDGER_ACCOUNTS } from '../../db/migrations/0016-card-disputes.js';

export type LedgerAccount =
  (typeof LEDGER_ACCOUNTS)[number] | (typeof CARD_DISPUTE_LEDGER_ACCOUNTS)[number];

/** The accounts that stand for money from outside a consultation, and so may go below zero. */
export const OUTSIDE_ACCOUNTS: readonly LedgerAccount[] = ['client_payments', 'platform_funds'];

/** One movement of `amount` (minor units, positive) from one account to another. */
export interface Movement {
  from: LedgerAccount;
  to: LedgerAccount;
  amount: number;
}

export type Balances = Record<LedgerAccount, number>;

const EMPTY: Balances = {
  client_payments: 0,
  escrow: 0,
  platform_revenue: 0,
  expert_payable: 0,
  refunds_payable: 0,
  refunds: 0,
  payouts: 0,
  platform_funds: 0,
  disputed_funds: 0,
  dispute_fees: 0,
  expert_receivable: 0,
};

/** Every account at zero. */
export function emptyBalances(): Balances {
  return { ...EMPTY };
}

/** Thrown when a posting would break an invariant; a bug, never a client's doing. */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

/** Balances from a partial record of the accounts posted to (zero elsewhere). */
export function balancesFrom(posted: Partial<Record<LedgerAccount, number>>): Balances {
  const balances = emptyBalances();
  for (const account of Object.keys(EMPTY) as LedgerAccount[]) {
    balances[account] = Number(posted[account] ?? 0);
  }
  return balances;
}

/** What the client has paid in for a consultation. */
export function paidIn(balances: Balances): number {
  return -balances.client_payments;
}
