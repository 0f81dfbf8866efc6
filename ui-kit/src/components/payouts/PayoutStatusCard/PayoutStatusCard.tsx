import { useId, type ReactNode } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import { useMyPayoutAccount, type PayoutAccount } from '../../../hooks/payouts.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { isPayoutStatus, payoutSentence, payoutStatusLabel } from '../payoutWords.js';
import { PayoutSetupButton } from './PayoutSetupButton.js';
import { PayoutWaiting } from './PayoutWaiting.js';

export interface PayoutStatusViewProps {
  account: PayoutAccount;
  /** Below the words: the setup button on the payouts page, a link to it on the dashboard. */
  action?: ReactNode;
}

/**
 * Where the expert's payout account stands, in words, with the earnings waiting for it. The words sit in
 * a live region, so a status that changes while the page is open (back from onboarding) is announced.
 */
export function PayoutStatusView({ account, action }: PayoutStatusViewProps) {
  const t = useT();
  const titleId = useId();
  const tone = isPayoutStatus(account.status) ? account.status.replace('_', '-') : 'unknown';
  const waiting = account.status !== 'ready' && account.waiting.count > 0;
  return (
    <section
      className={`eb-card eb-payout-status eb-payout-status--${tone}`}
      aria-labelledby={titleId}
    >
      <div className="eb-payout-status__head">
        <h2 id={titleId} className="eb-subheading">
          {t('payouts.cardTitle')}
        </h2>
        <span className="eb-badge eb-payout-status__badge">
          {payoutStatusLabel(account.status, t)}
        </span>
      </div>
      <p className="eb-payout-status__words" role="status">
        {payoutSentence(account, t)}
      </p>
      {waiting ? <PayoutWaiting waiting={account.waiting} /> : null}
      {action}
      {account.updatedAt ? (
        <p className="eb-muted eb-payout-status__checked">
          {t('payouts.updatedAt', { date: formatDateTime(account.updatedAt) })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The signed-in expert's payout status from the API: on the payouts page with the setup button
 * (`variant` 'page'), on the dashboard with a link to that page ('dashboard'). Someone who is not an
 * approved expert (403) sees nothing on the dashboard and why on the page.
 */
export function PayoutStatusCard({ variant = 'page' }: { variant?: 'page' | 'dashboard' }) {
  const t = useT();
  const account = useMyPayoutAccount();
  if (account.isPending) {
    return (
      <div className="eb-card eb-payout-status" aria-hidden="true">
        <Skeleton height="1.5rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  if (account.isError) {
    const status = account.error instanceof ApiRequestError ? account.error.status : undefined;
    if (status === 403 || status === 401) {
      return variant === 'page' ? (
        <StateMessage
          title={t(status === 401 ? 'payouts.signInTitle' : 'payouts.notExpert')}
          {...(status === 403 ? { description: t('payouts.notExpertDescription') } : {})}
        />
      ) : null;
    }
    return <ErrorState error={account.error} onRetry={() => void account.refetch()} />;
  }
  const action =
    variant === 'page' ? (
      <PayoutSetupButton status={account.data.status} />
    ) : (
      <Link to="/expert/payouts" className="eb-btn eb-btn--secondary">
        {t('payouts.manage')}
      </Link>
    );
  return <PayoutStatusView account={account.data} action={action} />;
}
