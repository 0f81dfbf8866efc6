import { describe, expect, it } from 'vitest';
import { balancesFrom, emptyBalances, paidIn } from './ledger.js';

describe('ledger balances', () => {
  it('reads the accounts posted to as numbers and every other account as zero', () => {
    // A balance read from jsonb may come back as a string; an account never posted to is absent.
    const balances = balancesFrom({
      client_payments: -18000,
      escrow: '15000' as unknown as number,
      refunds: 3000,
    });
    expect(balances).toEqual({
      client_payments: -18000,
      escrow: 15000,
      platform_revenue: 0,
      expert_payable: 0,
      refunds_payable: 0,
      refunds: 3000,
      payouts: 0,
      platform_funds: 0,
      disputed_funds: 0,
      dispute_fees: 0,
      expert_receivable: 0,
    });
  });

  it('counts what the client paid in as the negated client payments', () => {
    expect(paidIn(balancesFrom({ client_payments: -18000, escrow: 18000 }))).toBe(18000);
    expect(paidIn(balancesFrom({ client_payments: -18000, refunds: 18000 }))).toBe(18000);
  });

  it('hands out a fresh zero record each time', () => {
    const first = emptyBalances();
    first.escrow = 100;
    expect(emptyBalances().escrow).toBe(0);
  });
});
