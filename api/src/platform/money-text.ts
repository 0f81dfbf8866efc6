// Money as people read it, from integer minor units with integer arithmetic (never a float): the e-mails'
// and the documents' one way of writing an amount.

/** `$1,150.00` from 115000; `-$27.00` from -2700 (a deduction on a statement). */
export function formatDollars(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** `NZ$1,150.00`, `A$82.50`: the amount with its currency. */
export function formatMoney(minor: number, currency: 'NZD' | 'AUD'): string {
  const dollars = formatDollars(minor);
  const prefix = currency === 'NZD' ? 'NZ' : 'A';
  return minor < 0 ? `-${prefix}${dollars.slice(1)}` : `${prefix}${dollars}`;
}
