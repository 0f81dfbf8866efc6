// The check-digit rules of the two tax numbers on ExpertBridge's documents, shared by the API (which decides), the
// kit's forms (which check as people type) and partners' own code. A number is handled as its digits only; people
// may type it with spaces or hyphens, which `taxNumberDigits` drops.
// - New Zealand: the IRD number, which is also the GST number (8 or 9 digits; an 8-digit one is read with a leading
//   zero), between 10-000-000 and 150-000-000, its last digit a mod-11 check over the first eight with the weights
//   3,2,7,6,5,4,3,2; when that gives 10 the weights 7,4,3,2,5,2,7,6 are tried, and a second 10 means no valid number.
//   (Inland Revenue, "Resident withholding tax and IRD number validation", the payroll software specification.)
// - Australia: the ABN (11 digits): subtract 1 from the first digit, weigh the digits 10,1,3,5,7,9,11,13,15,17,19;
//   the sum of the products divides by 89 (ABR, "Format of the ABN").

export type TaxCountry = 'NZ' | 'AU';

const IRD_PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2];
const IRD_SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6];
const IRD_LOWEST = 10_000_000;
const IRD_HIGHEST = 150_000_000;
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The digits of a tax number as typed: spaces and hyphens dropped (anything else is kept, to be refused). */
export function taxNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

function weighedRemainder(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11;
}

/** The IRD check digit of an 8-digit base, or undefined when no check digit makes it valid. */
function irdCheckDigit(base: readonly number[]): number | undefined {
  for (const weights of [IRD_PRIMARY, IRD_SECONDARY]) {
    const remainder = weighedRemainder(base, weights);
    const check = remainder === 0 ? 0 : 11 - remainder;
    if (check !== 10) return check;
  }
  return undefined;
}

/** Whether the digits lie where Inland Revenue issues numbers: 10-000-000 to 150-000-000. */
export function isInNzGstNumberRange(digits: string): boolean {
  const value = Number(digits);
  return value >= IRD_LOWEST && value <= IRD_HIGHEST;
}

/** Whether the digits are a valid New Zealand GST (IRD) number: 8 or 9 digits, in range, the check digit right. */
export function isValidNzGstNumber(digits: string): boolean {
  if (!/^[0-9]{8,9}$/.test(digits)) return false;
  if (!isInNzGstNumberRange(digits)) return false;
  const all = digits.padStart(9, '0').split('').map(Number);
  return irdCheckDigit(all.slice(0, 8)) === all[8];
}

/** Whether the digits are a valid ABN: 11 digits, not starting with 0, the weighted sum divisible by 89. */
export function isValidAbn(digits: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(digits)) return false;
  const all = digits.split('').map(Number);
  all[0] = all[0]! - 1;
  return all.reduce((sum, digit, i) => sum + digit * ABN_WEIGHTS[i]!, 0) % 89 === 0;
}

/** A GST number as Inland Revenue writes it: `123-456-789`, or `49-091-850` for an 8-digit one. */
export function formatNzGstNumber(digits: string): string {
  return digits.replace(/^([0-9]{2,3})([0-9]{3})([0-9]{3})$/, '$1-$2-$3');
}

/** An ABN as the register writes it: `51 824 753 556`. */
export function formatAbn(digits: string): string {
  return digits.replace(/^([0-9]{2})([0-9]{3})([0-9]{3})([0-9]{3})$/, '$1 $2 $3 $4');
}

/** The tax number's digits formatted for its country. */
export function formatTaxNumber(country: TaxCountry, digits: string): string {
  return country === 'NZ' ? formatNzGstNumber(digits) : formatAbn(digits);
}
