import { describe, expect, it } from 'vitest';
import { PLATFORM_FEE_BASIS_POINTS, percentOf, priceFor, splitAmount } from './pricing.js';

describe('priceFor', () => {
  it('charges the hourly rate pro rata and keeps 15 % of it as the fee', () => {
    expect(priceFor(15_000, 60, 'NZD')).toEqual({
      currency: 'NZD',
      total: 15_000,
      platformFee: 2_250,
      expertShare: 12_750,
    });
    expect(priceFor(15_000, 90, 'AUD')).toMatchObject({ total: 22_500, platformFee: 3_375 });
  });

  it('rounds a fraction of a cent half up', () => {
    // 100.01 $/h for 30 min = 50.005 $ → 50.01 $; 100.03 $/h for 20 min = 33.3433… $ → 33.34 $.
    expect(priceFor(10_001, 30, 'NZD').total).toBe(5_001);
    expect(priceFor(10_003, 20, 'NZD').total).toBe(3_334);
    expect(priceFor(10_001, 20, 'NZD').total).toBe(3_334);
  });

  it('always returns integers whose fee and share add up to the total', () => {
    for (let rate = 0; rate < 40_000; rate += 997) {
      for (const minutes of [30, 60, 90, 120, 7]) {
        const price = priceFor(rate, minutes, 'AUD');
        expect(Number.isInteger(price.platformFee)).toBe(true);
        expect(price.platformFee + price.expertShare).toBe(price.total);
        expect(Math.abs(price.platformFee - price.total * 0.15)).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('rejects fractional rates, non-positive durations and unknown currencies', () => {
    expect(() => priceFor(100.5, 60, 'NZD')).toThrow(RangeError);
    expect(() => priceFor(10_000, 0, 'NZD')).toThrow(RangeError);
    expect(() => priceFor(-1, 60, 'NZD')).toThrow(RangeError);
    expect(() => priceFor(10_000, 60, 'USD' as 'NZD')).toThrow(/currency/);
  });
});

describe('splitAmount and percentOf', () => {
  it('rounds the fee half up: 15 % of 10 cents is 1.5 → 2', () => {
    expect(PLATFORM_FEE_BASIS_POINTS).toBe(1500);
    expect(splitAmount(10, 'NZD')).toEqual({
      currency: 'NZD',
      total: 10,
      platformFee: 2,
      expertShare: 8,
    });
    expect(percentOf(3, 5000)).toBe(2);
    expect(percentOf(0, 5000)).toBe(0);
  });
});
