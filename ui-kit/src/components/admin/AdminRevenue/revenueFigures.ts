import type { components, Money } from '@expertbridge/sdk';

type CurrencyRevenue = components['schemas']['RevenueSummary']['byCurrency'][number];

/**
 * The average fee per consultation in one currency: the revenue over the consultations it came from,
 * in integer cents rounded half up (no floating-point division); null before any fee was kept.
 */
export function averageFee({
  currency,
  revenue,
  feesKept,
}: Pick<CurrencyRevenue, 'currency' | 'revenue' | 'feesKept'>): Money | null {
  if (feesKept === 0) return null;
  return { amount: Math.floor((2 * revenue + feesKept) / (2 * feesKept)), currency };
}

/**
 * The platform's and the expert's shares of a payment as fractions, from the API's fee rate: counted in
 * whole basis points so 0.15 gives exactly 15 % and 85 %, never 85.00000000000001 %.
 */
export function feeSplit(rate: number): { platform: number; expert: number } {
  const basisPoints = Math.round(rate * 10_000);
  return { platform: basisPoints / 10_000, expert: (10_000 - basisPoints) / 10_000 };
}
