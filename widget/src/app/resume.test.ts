import { beforeEach, describe, expect, it } from 'vitest';
import {
  bookingToResume,
  forgetBooking,
  rememberBooking,
  withoutReturnParameters,
} from './resume.js';

const RETURNED =
  'https://smithco.example.nz/book?utm_source=news&eb_booking=b1&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded';

describe('resuming a payment that redirected', () => {
  beforeEach(() => sessionStorage.clear());

  it('picks the booking up with its token and the provider’s word, for that expert’s widget only', () => {
    rememberBooking(sessionStorage, 'b1', { token: 'bt_1', expertId: 'e1' });
    expect(bookingToResume(sessionStorage, RETURNED, 'e1')).toEqual({
      bookingId: 'b1',
      token: 'bt_1',
      returnedPayment: { paymentIntentId: 'pi_1', status: 'succeeded' },
    });
    expect(bookingToResume(sessionStorage, RETURNED, 'e2')).toBeUndefined();
  });

  it('resumes nothing on an ordinary visit, or once the booking is paid and forgotten', () => {
    rememberBooking(sessionStorage, 'b1', { token: 'bt_1', expertId: 'e1' });
    expect(
      bookingToResume(sessionStorage, 'https://smithco.example.nz/book', 'e1'),
    ).toBeUndefined();
    forgetBooking(sessionStorage, 'b1');
    expect(bookingToResume(sessionStorage, RETURNED, 'e1')).toBeUndefined();
  });

  it('cleans the return parameters off the address, keeping the page’s own', () => {
    expect(withoutReturnParameters(RETURNED)).toBe(
      'https://smithco.example.nz/book?utm_source=news',
    );
  });
});
