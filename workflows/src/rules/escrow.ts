// Where a consultation's money is (DESIGN §4): every cent paid is in exactly one place, escrow never
// goes negative and refunds never exceed what was paid.
import type { Currency, PriceSplit } from './pricing.js';

/** The headline of the money state, as the dashboards show it. */
export type EscrowState = 'none' | 'held' | 'releasable' | 'paid_out' | 'refunded';

/** Amounts in minor units; `paid = held + releasable + refunded + paidOut + platformRevenue`. */
export interface MoneyState {
  state: EscrowState;
  currency: Currency;
  /** The consultation's price. */
  total: number;
  paid: number;
  /** In escrow, not yet due to the expert. */
  held: number;
  /** In escrow, the hold is over: due to the expert and the platform. */
  releasable: number;
  refunded: number;
  /** Paid to the expert. */
  paidOut: number;
  /** Kept by the platform as its fee. */
  platformRevenue: number;
}

type Amounts = Omit<MoneyState, 'state'>;

function labelled(amounts: Amounts): MoneyState {
  const { paid, held, releasable, refunded, paidOut, platformRevenue } = amounts;
  if (held + releasable + refunded + paidOut + platformRevenue !== paid) {
    throw new RangeError('escrow does not balance');
  }
  let state: EscrowState = 'none';
  if (held > 0) state = 'held';
  else if (releasable > 0) state = 'releasable';
  else if (paidOut + platformRevenue > 0) state = 'paid_out';
  else if (refunded > 0) state = 'refunded';
  // State last: the amounts may carry the previous label.
  return { ...amounts, state };
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`amount must be a non-negative integer of minor units, got ${amount}`);
  }
}

// Money leaves escrow from what is still on hold first, then from what is releasable.
function takeFromEscrow(money: MoneyState, amount: number): Amounts {
  assertAmount(amount);
  if (amount > money.held + money.releasable) {
    throw new RangeError(
      `cannot take ${amount} from an escrow of ${money.held + money.releasable}`,
    );
  }
  const fromHeld = Math.min(amount, money.held);
  return {
    ...money,
    held: money.held - fromHeld,
    releasable: money.releasable - (amount - fromHeld),
  };
}

/** Nothing paid yet for a consultation of this price. */
export function unpaid(price: Pick<PriceSplit, 'currency' | 'total'>): MoneyState {
  const zero = { paid: 0, held: 0, releasable: 0, refunded: 0, paidOut: 0, platformRevenue: 0 };
  return labelled({ currency: price.currency, total: price.total, ...zero });
}

/** The client's payment goes into escrow. */
export function recordPayment(money: MoneyState, amount: number): MoneyState {
  assertAmount(amount);
  return labelled({ ...money, paid: money.paid + amount, held: money.held + amount });
}

/** The hold is over: what is held becomes due. */
export function releaseHold(money: MoneyState): MoneyState {
  return labelled({ ...money, held: 0, releasable: money.releasable + money.held });
}

/** A refund to the client; never more than escrow still holds. */
export function recordRefund(money: MoneyState, amount: number): MoneyState {
  const rest = takeFromEscrow(money, amount);
  return labelled({ ...rest, refunded: money.refunded + amount });
}

/** The payout: the expert's share to the expert, the fee to the platform. */
export function recordPayout(
  money: MoneyState,
  split: Pick<PriceSplit, 'platformFee' | 'expertShare'>,
): MoneyState {
  assertAmount(split.platformFee);
  const rest = takeFromEscrow(money, split.platformFee + split.expertShare);
  return labelled({
    ...rest,
    paidOut: money.paidOut + split.expertShare,
    platformRevenue: money.platformRevenue + split.platformFee,
  });
}

/** What escrow still holds, on hold or releasable. */
export function inEscrow(money: MoneyState): number {
  return money.held + money.releasable;
}
