// Card checks the browser's card form and the sandbox gateway share, so the form never lets through a number the
// gateway refuses for its shape, nor refuses one the gateway would take.

/** The Luhn checksum every real card number satisfies; it catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A typed card number's digits: spaces between groups are allowed and dropped. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/ /g, '');
}

/**
 * What is wrong with a typed card number, if anything: `length` unless it is 12 to 19 digits (spaces allowed),
 * `checksum` when it fails the Luhn check.
 */
export function cardNumberProblem(cardNumber: string): 'length' | 'checksum' | undefined {
  const digits = cardDigits(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return 'length';
  return passesLuhn(digits) ? undefined : 'checksum';
}

/**
 * What is wrong with an expiry's month (1–12) and four-digit year, if anything: `month` outside 1 to 12,
 * `expired` once the month has passed. A card is good through the last day of its month, judged in UTC.
 */
export function expiryProblem(
  month: number,
  year: number,
  now: Date,
): 'month' | 'expired' | undefined {
  if (month < 1 || month > 12) return 'month';
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && month < nowMonth) ? 'expired' : undefined;
}
