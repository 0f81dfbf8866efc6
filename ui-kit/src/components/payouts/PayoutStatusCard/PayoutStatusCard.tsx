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
  /** The account; without it the card waits, saying `waitingText`. */
  account: PayoutAccount | undefined;
  /** What the card says while the account loads. */
  waitingText?: string;
  /** Below the words: the setup button on the payouts page, a link to it on the dashboard. */
  action?: ReactNode;
}

/**
 * Where the expert's payout account stands, in words, with the earnings waiting for it. The words sit in
 * a live region that is there from the first render, so the answer replacing "loading" (or a status that
 * changes while the page is open, back from onboarding) is announced.
 */
export function PayoutStatusView({ account, waitingText, action }: PayoutStatusViewProps) {
  const t = useT();
  const titleId = useId();
  const status = account?.status;
  const tone = status && isPayoutStatus(status) ? status.replace('_', '-') : 'unknown';
  const waiting = account && account.status !== 'ready' && account.waiting.count > 0;
  return (
    <section
      className={`eb-card eb-payout-status eb-payout-status--${tone}`}
      aria-labelledby={titleId}
      aria-busy={!account || undefined}
    >
      <div className="eb-payout-status__head">
        <h2 id={titleId} className="eb-subheading">
          {t('payouts.cardTitle')}
        </h2>
        {status ? (
          <span className="eb-badge eb-payout-status__badge">{payoutStatusLabel(status, t)}</span>
        ) : null}
      </div>
      <p className="eb-payout-status__words" role="status">
        {account ? payoutSentence(account, t) : (waitingText ?? t('common.loading'))}
      </p>
      {account ? null : <Skeleton height="2.5rem" />}
      {waiting ? <PayoutWaiting waiting={account.waiting} /> : null}
      {account ? action : null}
      {account?.updatedAt ? (
        <p className="eb-muted eb-payout-status__checked">
          {t('payouts.updatedAt', { date: formatDateTime(account.updatedAt) })}
        </p>
      ) : null}
    </section>
  );
}

export interface PayoutStatusCardProps {
  /** On the payouts page with the setup button ('page'), on the dashboard with a link to it ('dashboard'). */
  variant?: 'page' | 'dashboard';
  /** Hold the read while something else fetches the account (the return page's sync), saying this. */
  waitingFor?: string | undefined;
}

/**
 * The signed-in expert's payout status from the API. Someone who is not an approved expert (403) sees
 * nothing on the dashboard and why on the page.
 */
export function PayoutStatusCard({ variant = 'page', waitingFor }: PayoutStatusCardProps) {
  const t = useT();
  const account = useMyPayoutAccount(!waitingFor);
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
      <PayoutSetupButton status={account.data?.status ?? 'not_started'} />
    ) : (
      <Link to="/expert/payouts" className="eb-btn eb-btn--secondary">
        {t('payouts.manage')}
      </Link>
    );
  return (
    <PayoutStatusView
      account={account.data}
      {...(waitingFor ? { waitingText: waitingFor } : {})}
      action={action}
    />
  );
}
