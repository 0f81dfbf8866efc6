import type { OwnExpertProfile } from '@expertbridge/sdk';
import { useEffect, useRef, useState } from 'react';
import { loginUrl } from '../../../hooks/auth.js';
import { useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { ExpertProfileCard } from '../../account/MyAccount/ExpertProfileCard.js';
import { ExpertProfileEditor } from '../../onboarding/ExpertProfileEditor/ExpertProfileEditor.js';
import { PayoutStatusCard } from '../../payouts/PayoutStatusCard/PayoutStatusCard.js';
import { StatCards } from '../StatCards/StatCards.js';
import { RecentConsultations } from './RecentConsultations.js';

/**
 * The Expert Profile card in view mode with Edit Profile, or the kit's profile editor in its place (edit
 * mode) until it is saved or left with Back to Profile. Focus follows: into the editor when it opens, back
 * to Edit Profile when it closes.
 */
function ProfileSection({ profile }: { profile: OwnExpertProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Not on the first render: focus moves only when the person switched modes.
    if (!moved.current) return;
    (editing ? editor.current : edit.current)?.focus();
  }, [editing]);

  const switchTo = (next: boolean) => {
    moved.current = true;
    setEditing(next);
  };

  if (editing) {
    return (
      <div ref={editor} className="eb-card eb-expert-dashboard__editor" tabIndex={-1}>
        <ExpertProfileEditor onDone={() => switchTo(false)} />
      </div>
    );
  }
  return (
    <ExpertProfileCard
      profile={profile}
      action={
        <Button ref={edit} variant="secondary" onClick={() => switchTo(true)}>
          {t('dashboard.quickActions.editProfile')}
        </Button>
      }
    />
  );
}

/**
 * The second expert dashboard (part 2 §2.5, at /expert-dashboard): a sign-in prompt (a full-page link to
 * /api/login) when signed out, Apply to Become Expert without an expert profile, else the earnings stat
 * cards (Total Earnings, Completed, Pending, Hourly Rate), an approved expert's payout status (linking to
 * /expert/payouts), a link to their availability (/expert/availability), the Expert Profile card with its
 * edit mode, and the five most recent consultations.
 */
export function ExpertDashboard() {
  const t = useT();
  const session = useSession();
  const profile = useMyExpertProfile(session.isSignedIn);
  if (session.isLoading || (session.isSignedIn && profile.isPending)) return <Spinner />;
  if (!session.isSignedIn) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('dashboard.expert.signInTitle')}
        description={t('dashboard.expert.signInDescription')}
        action={
          <Link to={loginUrl('/expert-dashboard')} fullPage className="eb-btn eb-btn--primary">
            {t('nav.signIn')}
          </Link>
        }
      />
    );
  }

  const title = <h1 className="eb-heading">{t('dashboard.page.expertTitle')}</h1>;
  if (profile.isLoadingError) {
    return (
      <div className="eb-expert-dashboard">
        {title}
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (!profile.data) {
    return (
      <div className="eb-expert-dashboard">
        {title}
        <StateMessage
          title={t('dashboard.noExpert.title')}
          description={t('dashboard.noExpert.description')}
          action={
            <Link to="/become-expert" className="eb-btn eb-btn--primary">
              {t('dashboard.noExpert.apply')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="eb-expert-dashboard">
      {title}
      <StatCards variant="expertEarnings" />
      {profile.data.status === 'approved' ? <PayoutStatusCard variant="dashboard" /> : null}
      <p>
        <Link to="/expert/availability" className="eb-btn eb-btn--secondary">
          {t('availabilityEditor.manage')}
        </Link>
      </p>
      <div className="eb-expert-dashboard__grid">
        <ProfileSection profile={profile.data} />
        <RecentConsultations />
      </div>
    </div>
  );
}
