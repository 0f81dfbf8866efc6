// Prices and the platform's share (DESIGN §4): integers of minor units, never floats in a result.

/** The currencies the marketplace trades in. */
export const CURRENCIES = ['NZD', 'AUD'] as const;
/** An ISO currency code the marketplace trades in. */
export type Currency = (typeof CURRENCIES)[number];

/** The platform fee, 15 %, in basis points so that arithmetic stays in integers. */
export const PLATFORM_FEE_BASIS_POINTS = 1500;
const BASIS_POINTS = 10_000;

/** An amount split between the platform and the expert; the two parts always add up to the total. */
export interface PriceSplit {
  currency: Currency;
  total: number;
  platformFee: number;
  expertShare: number;
}

function assertMinorUnits(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`);
  }
}

/** Whether a string is one of the marketplace's currencies. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** `amount × basisPoints / 10 000`, rounded half up to the minor unit, in integer arithmetic. */
export function percentOf(amount: number, basisPoints: number): number {
  assertMinorUnits('amount', amount);
  return Math.floor((amount * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** Splits an amount into the platform fee (15 %, rounded to the cent) and the expert's share (the rest). */
export function splitAmount(total: number, currency: Currency): PriceSplit {
  assertMinorUnits('total', total);
  const platformFee = percentOf(total, PLATFORM_FEE_BASIS_POINTS);
  return { currency, total, platformFee, expertShare: total - platformFee };
}

/** The price of a consultation: hourly rate × minutes / 60 rounded to the cent, fee included. */
export function priceFor(
  rateMinorPerHour: number,
  minutes: number,
  currency: Currency,
): PriceSplit {
  assertMinorUnits('rateMinorPerHour', rateMinorPerHour);
  if (!Number.isSafeInteger(minutes) || minutes <= 0) {
    throw new RangeError(`minutes must be a positive integer, got ${minutes}`);
  }
  if (!isCurrency(currency)) throw new RangeError(`unsupported currency ${String(currency)}`);
  // Half up: adding 30 before dividing by 60 rounds x.5 cents upward without touching floats.
  return splitAmount(Math.floor((rateMinorPerHour * minutes + 30) / 60), currency);
}
