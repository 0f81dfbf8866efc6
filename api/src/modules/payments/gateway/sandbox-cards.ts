import { cardDigits, cardNumberProblem, expiryProblem } from '@expertbridge/sdk';
import type { PaymentError } from './payment-gateway.js';

/*
 * The sandbox's card network: Stripe's documented test cards give Stripe's answers, so a flow tried against the
 * sandbox behaves the same against Stripe's test mode. Card details are judged and forgotten here — only the last
 * four digits are ever kept — the way a real integration never lets a card number reach its own storage.
 */

/** What the payer typed into the sandbox card form. */
export interface CardDetails {
  /** 12–19 digits; spaces between groups are allowed. */
  cardNumber: string;
  /** `MM/YY` (or `MM/YYYY`); valid through the end of that month. */
  expiry: string;
  cvc: string;
}

export type CardOutcome = { ok: true; last4: string } | { ok: false; error: PaymentError };

const message = {
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
} as const;

const failure = (code: keyof typeof message): CardOutcome => ({
  ok: false,
  error: { code, message: message[code] },
});

/** Stripe's test numbers that fail, with the reason Stripe gives; every other valid number is approved. */
const DECLINING_TEST_CARDS: Readonly<Record<string, PaymentError>> = {
  '4000000000000002': { code: 'card_declined', message: message.card_declined },
  '4000000000009995': { code: 'insufficient_funds', message: message.insufficient_funds },
  '4000000000009987': { code: 'lost_card', message: message.card_declined },
  '4000000000009979': { code: 'stolen_card', message: message.card_declined },
  '4000000000000069': { code: 'expired_card', message: message.expired_card },
  '4000000000000127': { code: 'incorrect_cvc', message: message.incorrect_cvc },
  '4000000000000119': { code: 'processing_error', message: message.processing_error },
};

/**
 * Null when the expiry is fine, else why not: the shapes Stripe reads (`M/YY`, `MM/YYYY`, spaces), then the
 * month and whether it has passed as the card form judges them.
 */
function expiryOutcome(expiry: string, now: Date): CardOutcome | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return failure('invalid_expiry_month');
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const problem = expiryProblem(month, year, now);
  if (problem === 'month') return failure('invalid_expiry_month');
  // Stripe refuses expiry years implausibly far ahead; fifty years covers every card issued.
  if (year > now.getUTCFullYear() + 50) return failure('invalid_expiry_year');
  if (problem === 'expired') return failure('expired_card');
  return null;
}

/** Judges a card the way Stripe's test mode would: the number, then the expiry, then the code, then the issuer. */
export function evaluateTestCard(card: CardDetails, now: Date): CardOutcome {
  if (cardNumberProblem(card.cardNumber)) return failure('incorrect_number');
  const digits = cardDigits(card.cardNumber);
  const expiry = expiryOutcome(card.expiry, now);
  if (expiry) return expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return failure('incorrect_cvc');
  const declined = DECLINING_TEST_CARDS[digits];
  if (declined) return { ok: false, error: { ...declined } };
  return { ok: true, last4: digits.slice(-4) };
}
