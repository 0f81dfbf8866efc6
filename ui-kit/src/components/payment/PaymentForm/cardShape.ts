import type { Translate } from '../../../i18n/I18nProvider.js';

/** What the sandbox card form sends: the number, `MM/YY` and the security code. */
export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * The card's shape only (the gateway judges the card): 12 to 19 digits with spaces allowed, `MM/YY`
 * with a real month, and a 3 or 4 digit code. Answers each field's message; none when it is fine.
 */
export function cardProblems(card: CardDetails, t: Translate): Partial<CardDetails> {
  const problems: Partial<CardDetails> = {};
  if (!/^\d{12,19}$/.test(card.cardNumber.replace(/ /g, ''))) {
    problems.cardNumber = t('payment.cardNumberInvalid');
  }
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry.trim())) {
    problems.expiry = t('payment.expiryInvalid');
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = t('payment.cvcInvalid');
  return problems;
}
