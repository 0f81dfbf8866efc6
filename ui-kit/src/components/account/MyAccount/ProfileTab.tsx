import type { User } from '@expertbridge/sdk';
import { useId } from 'react';
import { useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { EmailAddress } from '../../../primitives/EmailAddress.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState } from '../../../primitives/State.js';
import { Panel } from '../../dashboard/shared/Panel.js';
import { ExpertProfileCard } from './ExpertProfileCard.js';

/** The Become an Expert card for a user without an expert profile. */
function BecomeExpertCard() {
  const t = useT();
  return (
    <Panel
      title={t('account.becomeExpert.title')}
      description={t('account.becomeExpert.description')}
    >
      <p>
        <Link to="/become-expert" className="eb-btn eb-btn--primary">
          {t('dashboard.noExpert.apply')}
        </Link>
      </p>
    </Panel>
  );
}

/** The own expert profile with Edit Profile, Become an Expert without one; a skeleton while it loads. */
function ExpertPart() {
  const t = useT();
  const profile = useMyExpertProfile();
  if (profile.isPending) return <Skeleton height="12rem" />;
  if (profile.isLoadingError)
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <BecomeExpertCard />;
  return (
    <ExpertProfileCard
      profile={profile.data}
      action={
        <Link to="/expert-edit" className="eb-btn eb-btn--secondary">
          {t('dashboard.quickActions.editProfile')}
        </Link>
      }
    />
  );
}

/** My Account's Profile tab: avatar, name and e-mail, then the expert profile or Become an Expert. */
export function ProfileTab({ user }: { user: User }) {
  const t = useT();
  const nameId = useId();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="eb-stack">
      <section className="eb-card eb-account__person" aria-labelledby={nameId}>
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={user.profileImageUrl}
          size="4rem"
        />
        <div className="eb-account__who">
          <h2 id={nameId} className="eb-subheading eb-row">
            {name || user.email}
            {user.userType === 'expert' ? (
              <span className="eb-badge eb-badge--primary">{t('nav.expertBadge')}</span>
            ) : null}
          </h2>
          <p className="eb-muted eb-account__email">
            <EmailAddress address={user.email} />
          </p>
        </div>
      </section>
      <ExpertPart />
    </div>
  );
}
