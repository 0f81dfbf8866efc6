import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/catalogue.js';
import { en } from '../../../i18n/en/index.js';
import { cardProblems, refusedField, type CardDetails } from './cardShape.js';

const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate(en, key, params);
// 1 March 2027, 08:00 in Auckland: still February in UTC, which is how the gateway judges an expiry.
const now = new Date('2027-02-28T19:00:00.000Z');
const check = (card: Partial<CardDetails>) =>
  cardProblems({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', ...card }, t, now);

describe('cardProblems', () => {
  it('lets a well-formed card through', () => {
    expect(check({})).toEqual({});
    expect(check({ cardNumber: '3782 822463 10005', cvc: '1234' })).toEqual({});
  });

  it('refuses a number that fails the Luhn check, and one of the wrong length', () => {
    expect(check({ cardNumber: '4242 4242 4242 4241' }).cardNumber).toBe(
      'This card number is not valid. Check it for a mistyped digit.',
    );
    expect(check({ cardNumber: '4242' }).cardNumber).toBe(
      'Enter the 12 to 19 digits of your card number.',
    );
  });

  it('refuses an expiry before this month, a month outside 01 to 12 and a shape other than MM/YY', () => {
    expect(check({ expiry: '01/20' }).expiry).toBe(
      'This card has expired. Check the date, or use another card.',
    );
    expect(check({ expiry: '01/27' }).expiry).toMatch(/expired/);
    // Good through the last day of its month, judged in UTC as the gateway does.
    expect(check({ expiry: '02/27' })).toEqual({});
    expect(check({ expiry: '00/30' }).expiry).toBe('Enter a month from 01 to 12.');
    expect(check({ expiry: '13/30' }).expiry).toBe('Enter a month from 01 to 12.');
    expect(check({ expiry: '1230' }).expiry).toBe('Enter the expiry as MM/YY.');
  });

  it('asks for the code length of the card’s network: 3 digits, 4 for American Express', () => {
    expect(check({ cvc: '1234' }).cvc).toBe('Enter the 3-digit security code.');
    expect(check({ cardNumber: '3782 822463 10005', cvc: '123' }).cvc).toBe(
      'Enter the 4-digit security code.',
    );
    expect(check({ cardNumber: '12', cvc: '1' }).cvc).toBe('Enter the 3 or 4 digit security code.');
  });
});

describe('refusedField', () => {
  it('puts the gateway’s reason beside the field it is about, none for the card as a whole', () => {
    expect(refusedField('incorrect_number')).toBe('cardNumber');
    expect(refusedField('expired_card')).toBe('expiry');
    expect(refusedField('incorrect_cvc')).toBe('cvc');
    expect(refusedField('card_declined')).toBeUndefined();
    expect(refusedField(undefined)).toBeUndefined();
  });
});
