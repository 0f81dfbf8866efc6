import type { OwnExpertProfile } from '@expertbridge/sdk';
import { useId, useState, type ReactNode } from 'react';
import { formatDate } from '../../../format/dates.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { StateMessage } from '../../../primitives/State.js';
import { NextSteps, ReviewTimeline } from '../ApplicationSuccess/ReviewSteps.js';

export interface ApplicationStatusProps {
  /** The signed-in user's own profile: its status decides what is shown. */
  profile: OwnExpertProfile;
  /** Apply Again on a rejected application: opens the application form on this page. */
  onApplyAgain: () => void;
}

/**
 * Where the user's expert application stands, for the application pages (/become-expert,
 * /expert-registration): in review (what happens next, the timelines, that nobody can find or book them
 * yet), rejected (the reviewer's reason and Apply Again), or approved ("You're Already an Expert!").
 */
export function ApplicationStatus({ profile, onApplyAgain }: ApplicationStatusProps) {
  const t = useT();
  const reasonId = useId();
  if (profile.status === 'approved') {
    return (
      <StateMessage
        headingLevel={1}
        title={t('wizard.alreadyTitle')}
        description={t('wizard.alreadyDescription')}
        action={
          <div className="eb-row">
            <Link to="/dashboard" className="eb-btn eb-btn--primary">
              {t('wizard.toDashboard')}
            </Link>
            {/* Stripe needs their details before the first payout; saying so now saves a wait later. */}
            <Link to="/expert/payouts" className="eb-btn eb-btn--secondary">
              {t('payouts.manage')}
            </Link>
          </div>
        }
      />
    );
  }
  if (profile.status === 'rejected') {
    return (
      <div className="eb-application-status">
        <h1 className="eb-heading">{t('applicationStatus.rejected.title')}</h1>
        <section className="eb-card" aria-labelledby={reasonId}>
          <h2 id={reasonId} className="eb-subheading">
            {t('applicationStatus.rejected.reason')}
          </h2>
          <p className="eb-application-status__reason">
            {profile.rejectionReason ?? t('applicationStatus.rejected.noReason')}
          </p>
        </section>
        <p>{t('applicationStatus.rejected.body')}</p>
        <div className="eb-row">
          <Button onClick={onApplyAgain}>{t('applicationStatus.rejected.applyAgain')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="eb-application-status">
      <h1 className="eb-heading">{t('applicationStatus.pending.title')}</h1>
      <p>{t('applicationStatus.pending.body', { date: formatDate(profile.submittedAt) })}</p>
      <div className="eb-application-success__columns">
        <NextSteps />
        <ReviewTimeline />
      </div>
      <div className="eb-row">
        <Link to="/expert-edit" className="eb-btn eb-btn--secondary">
          {t('applicationStatus.pending.edit')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The application pages' one rule for someone who has applied: they see where the application stands, and only
 * after Apply Again on a rejection the form (`children`, given the rejected application). Without an application,
 * the form straight away (given null).
 */
export function ApplicationGate({
  profile,
  children,
}: {
  /** The signed-in user's own profile, if they have applied. */
  profile: OwnExpertProfile | null | undefined;
  children: (rejected: OwnExpertProfile | null) => ReactNode;
}) {
  const [reapplying, setReapplying] = useState(false);
  if (profile && !(profile.status === 'rejected' && reapplying)) {
    return <ApplicationStatus profile={profile} onApplyAgain={() => setReapplying(true)} />;
  }
  return children(profile ?? null);
}
