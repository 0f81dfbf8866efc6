import { describe, expect, it } from 'vitest';
import { averageFee, feeSplit } from './revenueFigures.js';

const row = (revenue: number, feesKept: number) => ({
  currency: 'NZD' as const,
  revenue,
  feesKept,
  paid: 0,
  refunded: 0,
  paidOut: 0,
  inEscrow: 0,
});

describe('averageFee', () => {
  it('divides in integer cents and rounds half up', () => {
    expect(averageFee(row(40500, 14))).toEqual({ amount: 2893, currency: 'NZD' });
    expect(averageFee(row(5, 2))).toEqual({ amount: 3, currency: 'NZD' });
    expect(averageFee(row(7, 3))).toEqual({ amount: 2, currency: 'NZD' });
  });

  it('has no average before any fee was kept', () => {
    expect(averageFee(row(0, 0))).toBeNull();
  });
});

describe('feeSplit', () => {
  it('splits exactly in basis points', () => {
    expect(feeSplit(0.15)).toEqual({ platform: 0.15, expert: 0.85 });
    expect(feeSplit(0.125)).toEqual({ platform: 0.125, expert: 0.875 });
  });
});
