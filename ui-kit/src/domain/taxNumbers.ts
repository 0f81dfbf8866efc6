// The tax numbers as the kit's forms word them. The check-digit rules are the SDK's, the same the API decides by:
// the browser checks them for convenience, the API decides.
import {
  isInNzGstNumberRange,
  isValidAbn,
  isValidNzGstNumber,
  type TaxCountry,
} from '@expertbridge/sdk';
import type { MessageKey } from '../i18n/catalogue.js';

export { formatAbn, formatNzGstNumber, isValidAbn, isValidNzGstNumber } from '@expertbridge/sdk';
export type { TaxCountry };

/** The digits of a number as typed: spaces and hyphens are allowed between them, nothing else. */
export function taxNumberDigits(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** What a tax number is called in that country: a GST number in New Zealand, an ABN in Australia. */
export function taxNumberLabel(country: TaxCountry): MessageKey {
  return country === 'AU' ? 'tax.abn' : 'tax.gstNumber';
}

/**
 * What is wrong with a tax number as typed for that country, or null when it passes: characters other
 * than digits, spaces and hyphens, the wrong number of digits, or a check digit that does not match.
 */
export function taxNumberProblem(country: TaxCountry, text: string): MessageKey | null {
  const digits = taxNumberDigits(text);
  if (country === 'AU') {
    if (digits === null || digits.length !== 11) return 'tax.rule.abnShape';
    return isValidAbn(digits) ? null : 'tax.rule.abnCheck';
  }
  if (digits === null || digits.length < 8 || digits.length > 9) return 'tax.rule.gstShape';
  if (!isInNzGstNumberRange(digits)) return 'tax.rule.gstRange';
  return isValidNzGstNumber(digits) ? null : 'tax.rule.gstCheck';
}
