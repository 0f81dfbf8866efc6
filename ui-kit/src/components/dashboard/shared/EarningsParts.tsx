import type { Money } from '@expertbridge/sdk';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import type { ExpertSummary } from './expertFigures.js';

/** The parts of earned, in the order money moves: released, waiting out the complaint window, disputed. */
const PARTS: { key: 'paidOut' | 'awaitingPayout' | 'heldByDispute'; message: MessageKey }[] = [
  { key: 'paidOut', message: 'dashboard.earnings.paidOut' },
  { key: 'awaitingPayout', message: 'dashboard.earnings.awaitingPayout' },
  { key: 'heldByDispute', message: 'dashboard.earnings.heldByDispute' },
];

/**
 * What Total Earnings means and where that money is: the definition every earnings figure shares, then
 * each part that has money in it (paid out, awaiting payout, held by an open dispute), one line per
 * currency, so the parts visibly add up to the total.
 */
export function EarningsParts({ expert }: { expert: ExpertSummary }) {
  const t = useT();
  const lines = PARTS.flatMap((part) =>
    expert[part.key].map((money: Money) => ({
      key: `${part.key}-${money.currency}`,
      text: t(part.message, { amount: formatMoney(money) }),
    })),
  );
  // Part of awaiting payout, said apart because only the expert can release it.
  const waiting = expert.waitingForPayoutDetails.map((money: Money) => ({
    key: `waiting-${money.currency}`,
    text: t('payouts.waiting.line', { amount: formatMoney(money) }),
  }));
  return (
    <span className="eb-earnings-parts">
      <span>{t('dashboard.earnings.definition')}</span>
      {lines.map((line) => (
        <span key={line.key}>{line.text}</span>
      ))}
      {waiting.map((line) => (
        <Link key={line.key} to="/expert/payouts" className="eb-link">
          {line.text}
        </Link>
      ))}
    </span>
  );
}
