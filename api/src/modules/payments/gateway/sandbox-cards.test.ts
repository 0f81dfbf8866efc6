import { describe, expect, it } from 'vitest';
import { evaluateTestCard } from './sandbox-cards.js';

// 15 March 2027: cards expiring 03/27 are still good this month.
const now = new Date('2027-03-15T10:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') =>
  evaluateTestCard({ cardNumber, expiry, cvc }, now);

describe('sandbox test cards', () => {
  it('approves 4242 4242 4242 4242, keeping only the last four digits', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242' });
    expect(card('4242424242424242')).toEqual({ ok: true, last4: '4242' });
  });

  it('approves any other number that passes the checksum', () => {
    expect(card('5555 5555 5555 4444')).toEqual({ ok: true, last4: '4444' });
    expect(card('3782 822463 10005', '12/30', '1234')).toEqual({ ok: true, last4: '0005' });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 9987', 'lost_card', 'Your card was declined.'],
    ['4000 0000 0000 9979', 'stolen_card', 'Your card was declined.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000 0000 0000 0119', 'processing_error', expect.stringContaining('error occurred')],
  ])('declines %s with %s', (number, code, message) => {
    expect(card(number)).toEqual({ ok: false, error: { code, message } });
  });

  it('refuses a number with a mistyped digit, a letter or the wrong length', () => {
    for (const number of [
      '4242 4242 4242 4241',
      '4242-4242-4242-4242',
      '4242 42a2',
      '42424242424',
    ]) {
      expect(card(number)).toEqual({
        ok: false,
        error: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
      });
    }
  });

  it('takes a card through the last day of its expiry month and refuses it after', () => {
    expect(card('4242424242424242', '03/27').ok).toBe(true);
    expect(card('4242424242424242', ' 3 / 2027 ').ok).toBe(true);
    expect(card('4242424242424242', '02/27')).toEqual({
      ok: false,
      error: { code: 'expired_card', message: 'Your card has expired.' },
    });
    expect(card('4242424242424242', '12/26')).toMatchObject({ error: { code: 'expired_card' } });
  });

  it('refuses an expiry that is not a month and year', () => {
    expect(card('4242424242424242', '13/30')).toMatchObject({
      error: { code: 'invalid_expiry_month' },
    });
    expect(card('4242424242424242', '00/30')).toMatchObject({
      error: { code: 'invalid_expiry_month' },
    });
    expect(card('4242424242424242', '1230')).toMatchObject({
      error: { code: 'invalid_expiry_month' },
    });
    expect(card('4242424242424242', '12/99')).toMatchObject({
      error: { code: 'invalid_expiry_year' },
    });
  });

  it('wants a security code of three or four digits', () => {
    expect(card('4242424242424242', '12/30', '1234').ok).toBe(true);
    for (const cvc of ['12', '12345', 'abc', '']) {
      expect(card('4242424242424242', '12/30', cvc)).toEqual({
        ok: false,
        error: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
      });
    }
  });

  it('checks the number before the expiry and the expiry before the code', () => {
    expect(card('4242424242424241', '01/20', '1')).toMatchObject({
      error: { code: 'incorrect_number' },
    });
    expect(card('4242424242424242', '01/20', '1')).toMatchObject({
      error: { code: 'expired_card' },
    });
  });
});
