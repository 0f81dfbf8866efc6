import type { Currency, Money } from '@expertbridge/sdk';
import { formatMoney } from '../../../format/money.js';

/** The currencies in the order the product lists them (NZD first, the home market). */
const ORDER: Currency[] = ['NZD', 'AUD'];

/**
 * Adds amounts currency by currency, never across currencies (NZ$ and A$ are different money). The answer has
 * one entry per currency that appears, in NZD, AUD order.
 */
export function sumByCurrency(...lists: Money[][]): Money[] {
  const totals = new Map<Currency, number>();
  for (const money of lists.flat()) {
    totals.set(money.currency, (totals.get(money.currency) ?? 0) + money.amount);
  }
  return [...totals]
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map(([currency, amount]) => ({ currency, amount }));
}

/**
 * Amounts in several currencies, one line each; none at all shows as NZ$0 (the product's default currency,
 * part 1 §1) rather than an empty figure.
 */
export function MoneyFigures({ amounts }: { amounts: Money[] }) {
  const shown = amounts.length > 0 ? amounts : [{ amount: 0, currency: 'NZD' as const }];
  return (
    <span className="eb-money-figures">
      {shown.map((money) => (
        <span key={money.currency}>{formatMoney(money)}</span>
      ))}
    </span>
  );
}
