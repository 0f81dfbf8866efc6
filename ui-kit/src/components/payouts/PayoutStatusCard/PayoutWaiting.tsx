import type { Money } from '@expertbridge/sdk';
import { useId } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { amountsInWords } from '../payoutWords.js';

/** "Waiting for your payout details": how many completed consultations, and how much in each currency. */
export function PayoutWaiting({ waiting }: { waiting: { count: number; amounts: Money[] } }) {
  const t = useT();
  const titleId = useId();
  return (
    <div className="eb-payout-waiting" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="eb-payout-waiting__title">
        {t('payouts.waiting.title')}
      </h3>
      <p>
        {t(
          waiting.count === 1
            ? 'payouts.waiting.description.one'
            : 'payouts.waiting.description.other',
          {
            count: waiting.count,
            amounts: amountsInWords(waiting.amounts),
          },
        )}
      </p>
    </div>
  );
}
