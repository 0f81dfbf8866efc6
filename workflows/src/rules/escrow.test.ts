import { describe, expect, it } from 'vitest';
import {
  inEscrow,
  recordPayment,
  recordPayout,
  recordRefund,
  releaseHold,
  unpaid,
} from './escrow.js';
import { splitAmount } from './pricing.js';

const price = splitAmount(15_000, 'NZD');

describe('escrow money state', () => {
  it('holds the payment, makes it releasable after the hold, then pays 85 % out', () => {
    const paid = recordPayment(unpaid(price), 15_000);
    expect(paid).toMatchObject({ state: 'held', held: 15_000, paid: 15_000 });
    const due = releaseHold(paid);
    expect(due).toMatchObject({ state: 'releasable', held: 0, releasable: 15_000 });
    expect(recordPayout(due, price)).toMatchObject({
      state: 'paid_out',
      releasable: 0,
      paidOut: 12_750,
      platformRevenue: 2_250,
    });
  });

  it('splits a partial refund and a payout of the rest without losing a cent', () => {
    const held = recordPayment(unpaid(price), 15_000);
    const refunded = recordRefund(held, 5_001);
    expect(inEscrow(refunded)).toBe(9_999);
    const settled = recordPayout(refunded, splitAmount(9_999, 'NZD'));
    expect(settled).toMatchObject({ state: 'paid_out', refunded: 5_001, held: 0 });
    expect(settled.refunded + settled.paidOut + settled.platformRevenue).toBe(15_000);
  });

  it('labels a fully refunded consultation refunded and an unpaid one none', () => {
    expect(unpaid(price).state).toBe('none');
    const held = recordPayment(unpaid(price), 15_000);
    expect(recordRefund(held, 15_000)).toMatchObject({ state: 'refunded', refunded: 15_000 });
  });

  it('never refunds or pays out more than escrow holds', () => {
    const held = recordPayment(unpaid(price), 15_000);
    expect(() => recordRefund(held, 15_001)).toThrow(RangeError);
    const refunded = recordRefund(held, 15_000);
    expect(() => recordPayout(refunded, price)).toThrow(RangeError);
    expect(() => recordRefund(held, -1)).toThrow(RangeError);
  });
});
