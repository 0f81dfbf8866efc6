import type { Money } from '@expertbridge/sdk';
import { LOCALE } from './locale.js';

/** A$ for AUD, NZ$ otherwise (part 1 §9). */
export function currencySymbol(currency: string): string {
  return currency === 'AUD' ? 'A$' : 'NZ$';
}

export interface MoneyFormat {
  /** Show cents (two decimals); the default is whole dollars, rounded. */
  decimals?: boolean;
}

/** Formats minor units as NZ$/A$ in en-NZ: `{ amount: 18050, currency: 'NZD' }` is `NZ$181`. */
export function formatMoney(money: Money, { decimals = false }: MoneyFormat = {}): string {
  const digits = decimals ? 2 : 0;
  const number = new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(decimals ? money.amount / 100 : Math.round(money.amount / 100));
  return `${currencySymbol(money.currency)}${number}`;
}

/** Parses a dollar amount typed by a person ("150", "150.50") into minor units, or null. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
