import { describe, expect, it } from 'vitest';
import { cardDigits, cardNumberProblem, expiryProblem, passesLuhn } from './cards.js';

describe('passesLuhn', () => {
  it('accepts valid checksums and rejects a changed digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('cardNumberProblem', () => {
  it('takes 12 to 19 digits with spaces between groups, passing the checksum', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberProblem('3782 822463 10005')).toBeUndefined();
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('checksum');
    expect(cardNumberProblem('42424242424')).toBe('length');
    expect(cardNumberProblem('4242-4242-4242-4242')).toBe('length');
  });
});

describe('expiryProblem', () => {
  // 1 March 2027 in Auckland, still February in UTC.
  const now = new Date('2027-02-28T19:00:00.000Z');

  it('keeps a card good through the last day of its month, judged in UTC', () => {
    expect(expiryProblem(2, 2027, now)).toBeUndefined();
    expect(expiryProblem(12, 2030, now)).toBeUndefined();
    expect(expiryProblem(1, 2027, now)).toBe('expired');
    expect(expiryProblem(12, 2026, now)).toBe('expired');
  });

  it('refuses a month outside 1 to 12 before anything else', () => {
    expect(expiryProblem(0, 2030, now)).toBe('month');
    expect(expiryProblem(13, 2020, now)).toBe('month');
  });
});
