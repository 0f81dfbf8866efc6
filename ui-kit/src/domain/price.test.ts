import { describe, expect, it } from 'vitest';
import { bookingTotal } from './price.js';

describe('bookingTotal', () => {
  it('is the hourly rate times minutes over 60 in cents', () => {
    expect(bookingTotal({ amount: 18000, currency: 'NZD' }, 60)).toEqual({
      amount: 18000,
      currency: 'NZD',
    });
    expect(bookingTotal({ amount: 18000, currency: 'NZD' }, 90).amount).toBe(27000);
    expect(bookingTotal({ amount: 25050, currency: 'AUD' }, 30)).toEqual({
      amount: 12525,
      currency: 'AUD',
    });
  });
  it('rounds half a cent up, in integers', () => {
    // 12,345 × 30 / 60 = 6,172.5 cents.
    expect(bookingTotal({ amount: 12345, currency: 'NZD' }, 30).amount).toBe(6173);
    // 10,001 × 90 / 60 = 15,001.5 cents.
    expect(bookingTotal({ amount: 10001, currency: 'NZD' }, 90).amount).toBe(15002);
    expect(Number.isInteger(bookingTotal({ amount: 9999, currency: 'NZD' }, 120).amount)).toBe(
      true,
    );
  });
});
