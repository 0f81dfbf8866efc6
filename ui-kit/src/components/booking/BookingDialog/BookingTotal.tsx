import type { Money } from '@expertbridge/sdk';
import { PLATFORM_FEE_PERCENT } from '../../../domain/price.js';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';

/** The live total of a booking, announced as it changes, with the platform fee note. */
export function BookingTotal({ total }: { total: Money }) {
  const t = useT();
  return (
    <div className="eb-booking__total">
      <p className="eb-booking__amount">
        <span>{t('booking.total')}</span>
        <output aria-live="polite">{formatMoney(total, { decimals: true })}</output>
      </p>
      <p className="eb-muted">{t('booking.feeIncluded', { rate: PLATFORM_FEE_PERCENT })}</p>
    </div>
  );
}
