import { describe, expect, it } from 'vitest';
import {
  formatAbn,
  formatNzGstNumber,
  isValidAbn,
  isValidNzGstNumber,
  taxNumberDigits,
  taxNumberProblem,
} from './taxNumbers.js';

describe('New Zealand GST (IRD) numbers', () => {
  it("accepts IRD's published valid examples, 8 and 9 digits", () => {
    for (const digits of ['49091850', '35901981', '49098576', '136410132', '123456785']) {
      expect([digits, isValidNzGstNumber(digits)]).toEqual([digits, true]);
    }
  });

  it('uses the secondary weights when the primary give 10', () => {
    // 136-410-132: the primary weights give 10, the secondary give 2.
    expect(isValidNzGstNumber('136410132')).toBe(true);
    expect(isValidNzGstNumber('136410133')).toBe(false);
  });

  it('refuses a wrong check digit, the wrong length and numbers out of range', () => {
    expect(isValidNzGstNumber('49091851')).toBe(false);
    expect(isValidNzGstNumber('9125568')).toBe(false);
    expect(isValidNzGstNumber('1234567890')).toBe(false);
    expect(isValidNzGstNumber('150000001')).toBe(false);
  });

  it('formats with hyphens', () => {
    expect(formatNzGstNumber('123456785')).toBe('123-456-785');
    expect(formatNzGstNumber('49091850')).toBe('49-091-850');
  });
});

describe('ABNs', () => {
  it('accepts a number whose weighted sum is a multiple of 89', () => {
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('53004085616')).toBe(true);
  });

  it('refuses a changed digit and the wrong length', () => {
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
  });

  it('formats in groups of 2, 3, 3, 3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('taxNumberProblem', () => {
  it('allows spaces and hyphens between digits, nothing else', () => {
    expect(taxNumberDigits('51 824-753 556')).toBe('51824753556');
    expect(taxNumberDigits('51.824')).toBeNull();
    expect(taxNumberProblem('AU', '51 824 753 556')).toBeNull();
    expect(taxNumberProblem('NZ', '123-456-785')).toBeNull();
  });

  it('names what is wrong for the country', () => {
    expect(taxNumberProblem('NZ', '123-456-789')).toBe('tax.rule.gstCheck');
    expect(taxNumberProblem('NZ', '12345')).toBe('tax.rule.gstShape');
    expect(taxNumberProblem('NZ', '9-125-568')).toBe('tax.rule.gstShape');
    expect(taxNumberProblem('NZ', '160-000-000')).toBe('tax.rule.gstRange');
    expect(taxNumberProblem('AU', '51 824 753 557')).toBe('tax.rule.abnCheck');
    expect(taxNumberProblem('AU', '123-456-788')).toBe('tax.rule.abnShape');
  });
});
