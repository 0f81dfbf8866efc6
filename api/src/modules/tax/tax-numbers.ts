// The tax numbers as the API words them: the check-digit rules themselves are the SDK's (`sdk/src/tax-numbers.ts`),
// one reading shared with the kit's forms; here, what each is called and why a typed one is refused.
import {
  isInNzGstNumberRange,
  isValidAbn,
  isValidNzGstNumber,
  type TaxCountry,
} from '@expertbridge/sdk';

export {
  formatAbn,
  formatNzGstNumber,
  formatTaxNumber,
  isValidAbn,
  isValidNzGstNumber,
  taxNumberDigits,
  type TaxCountry,
} from '@expertbridge/sdk';

/** What the tax number is called in each country. */
export function taxNumberLabel(country: TaxCountry): 'GST number' | 'ABN' {
  return country === 'NZ' ? 'GST number' : 'ABN';
}

/** Why these digits are not a tax number of the country, in words for the person who typed them; undefined if fine. */
export function taxNumberProblem(country: TaxCountry, digits: string): string | undefined {
  if (!/^[0-9]+$/.test(digits)) return 'Use digits only (spaces and hyphens are fine)';
  if (country === 'NZ') {
    if (digits.length < 8 || digits.length > 9) return 'A New Zealand GST number has 8 or 9 digits';
    if (!isInNzGstNumberRange(digits)) {
      return 'A New Zealand GST number is between 10-000-000 and 150-000-000';
    }
    if (!isValidNzGstNumber(digits)) {
      return 'This is not a valid New Zealand GST number: its check digit does not match.';
    }
    return undefined;
  }
  if (digits.length !== 11) return 'An ABN has 11 digits';
  if (!isValidAbn(digits)) return 'This is not a valid ABN: its check digits do not match.';
  return undefined;
}
