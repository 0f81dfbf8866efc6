import type { MessageKey } from '../i18n/catalogue.js';

// The official check-digit rules for New Zealand GST (IRD) numbers and Australian Business Numbers,
// the same as the API's: the browser checks them for convenience, the API decides.

/** Where an expert or client is registered for GST. */
export type TaxCountry = 'NZ' | 'AU';

const IRD_PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2];
const IRD_SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6];
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The digits of a number as typed: spaces and hyphens are allowed between them, nothing else. */
export function taxNumberDigits(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The IRD check digit of eight base digits under these weights, or 10 when there is none. */
function irdCheck(base: number[], weights: number[]): number {
  const remainder = base.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/**
 * A New Zealand GST number is an IRD number: 8 or 9 digits in 10-000-000..150-000-000, its last digit
 * the mod-11 check of the others (primary weights; when those give 10, the secondary weights).
 */
export function isValidNzGstNumber(digits: string): boolean {
  if (!/^\d{8,9}$/.test(digits)) return false;
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return false;
  const all = digits.padStart(9, '0').split('').map(Number);
  const base = all.slice(0, 8);
  let check = irdCheck(base, IRD_PRIMARY);
  if (check === 10) check = irdCheck(base, IRD_SECONDARY);
  return check !== 10 && check === all[8];
}

/** An ABN: 11 digits, the first not 0; less 1 on the first, the weighted sum is a multiple of 89. */
export function isValidAbn(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const sum = digits
    .split('')
    .map(Number)
    .reduce((total, digit, i) => total + (i === 0 ? digit - 1 : digit) * ABN_WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}

/** `123456789` as `123-456-789`, `49091850` as `49-091-850`. */
export function formatNzGstNumber(digits: string): string {
  return `${digits.slice(0, -6)}-${digits.slice(-6, -3)}-${digits.slice(-3)}`;
}

/** `51824753556` as `51 824 753 556`. */
export function formatAbn(digits: string): string {
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
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
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return 'tax.rule.gstRange';
  return isValidNzGstNumber(digits) ? null : 'tax.rule.gstCheck';
}
