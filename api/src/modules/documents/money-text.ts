// Amounts and numbers as a document prints them: dollars from integer minor units, the series' numbers.

/** `$1,150.00` from 115000; `-$27.00` from -2700. Integer arithmetic, never a float. */
export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** `NZ$1,150.00`: the amount with its currency, for the totals. */
export function formatMoney(minor: number, currency: 'NZD' | 'AUD'): string {
  return `${currency === 'NZD' ? 'NZ' : 'A'}${formatAmount(minor)}`;
}

/** `RC-000042`: the series and the number, six digits at least. */
export function displayNumber(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, '0')}`;
}
