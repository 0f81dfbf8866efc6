import { useEffect, useRef } from 'react';
import { useSyncPayoutAccount } from '../../../hooks/payouts.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { PayoutStatusCard } from '../PayoutStatusCard/PayoutStatusCard.js';

export interface ExpertPayoutsProps {
  /**
   * Back from the hosted onboarding: ask the API to re-read the account from the provider first. The
   * address carries no token, so opening it again (or someone else opening it) only refreshes the
   * signed-in expert's own status.
   */
  returning?: boolean;
}

/** The expert's payouts page: what it is for, where the account stands in words, and the setup button. */
export function ExpertPayouts({ returning = false }: ExpertPayoutsProps) {
  const t = useT();
  const sync = useSyncPayoutAccount();
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit, although development renders mount effects twice.
    if (!returning || asked.current) return;
    asked.current = true;
    sync.mutate();
  }, [returning, sync]);

  return (
    <div className="eb-payouts">
      <h1 className="eb-heading">{t('payouts.title')}</h1>
      <p className="eb-muted">{t('payouts.intro')}</p>
      {/* The card waits for the sync's answer; a failed sync leaves it to read the status last stored. */}
      <PayoutStatusCard
        variant="page"
        waitingFor={
          returning && (sync.isIdle || sync.isPending) ? t('payouts.returning') : undefined
        }
      />
    </div>
  );
}
