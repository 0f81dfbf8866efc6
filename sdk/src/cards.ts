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
