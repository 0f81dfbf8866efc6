import { cardDigits, cardNumberProblem, expiryProblem } from '@expertbridge/sdk';
import type { Translate } from '../../../i18n/I18nProvider.js';

/** What the sandbox card form sends: the number, `MM/YY` and the security code. */
export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** One of the card form's fields. */
export type CardField = keyof CardDetails;

/** American Express numbers (34…, 37…) carry a 4-digit code on the front; the other networks 3 on the back. */
function codeLength(digits: string): number {
  return /^3[47]/.test(digits) ? 4 : 3;
}

/**
 * The expiry's message, if any: the form asks for `MM/YY`; the month and whether it has passed are judged by
 * the rule the gateway uses (UTC), so the form never refuses a card the gateway would take.
 */
function expiryMessage(expiry: string, t: Translate, now: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return t('payment.expiryInvalid');
  switch (expiryProblem(Number(match[1]), 2000 + Number(match[2]), now)) {
    case 'month':
      return t('payment.expiryMonthInvalid');
    case 'expired':
      return t('payment.expiryPast');
    default:
      return undefined;
  }
}

/**
 * Everything the form can know without asking the gateway: 12 to 19 digits (spaces allowed) passing the
 * Luhn check, an `MM/YY` expiry with a real month that has not passed, and the code's length for the card's
 * network. Answers each field's message; none when the card may be sent.
 */
export function cardProblems(
  card: CardDetails,
  t: Translate,
  now: Date = new Date(),
): Partial<CardDetails> {
  const problems: Partial<CardDetails> = {};
  const number = cardNumberProblem(card.cardNumber);
  if (number === 'length') problems.cardNumber = t('payment.cardNumberInvalid');
  else if (number === 'checksum') problems.cardNumber = t('payment.cardNumberMistyped');
  const expiry = expiryMessage(card.expiry, t, now);
  if (expiry) problems.expiry = expiry;
  const cvc = card.cvc.trim();
  if (!problems.cardNumber) {
    const length = codeLength(cardDigits(card.cardNumber));
    if (!new RegExp(`^\\d{${length}}$`).test(cvc)) {
      problems.cvc = t('payment.cvcLength', { count: length });
    }
  } else if (!/^\d{3,4}$/.test(cvc)) {
    problems.cvc = t('payment.cvcInvalid');
  }
  return problems;
}

/**
 * The field a gateway's refusal is about (Stripe's codes), so its message shows there; none for a refusal of
 * the card as a whole (declined, no funds, lost or stolen), which the form shows above the fields.
 */
export function refusedField(code: string | undefined): CardField | undefined {
  switch (code) {
    case 'incorrect_number':
    case 'invalid_number':
      return 'cardNumber';
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'expired_card':
      return 'expiry';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'cvc';
    default:
      return undefined;
  }
}
