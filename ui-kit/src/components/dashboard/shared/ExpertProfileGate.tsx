import type { OwnExpertProfile } from '@expertbridge/sdk';
import type { ReactNode } from 'react';
import { useDashboardSummary } from '../../../hooks/consultations.js';
import { useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';
import type { ExpertSummary } from './expertFigures.js';

/** Part 2 §2.5: a signed-in user without an expert profile is offered Apply to Become Expert. */
export function NoExpertProfile() {
  const t = useT();
  return (
    <StateMessage
      headingLevel={3}
      title={t('dashboard.noExpert.title')}
      description={t('dashboard.noExpert.description')}
      action={
        <Link to="/become-expert" className="eb-btn eb-btn--primary">
          {t('dashboard.noExpert.apply')}
        </Link>
      }
    />
  );
}

/**
 * Renders its children with the signed-in user's own expert profile; `loading` while it loads, Try Again
 * when it fails, the sign-in prompt when signed out and Apply to Become Expert without a profile. With
 * `unlisted`, a profile not yet approved gets that instead: what only a listed profile has (its public
 * reviews) is not there to ask for, and asking would fail.
 */
export function ExpertProfileGate({
  loading,
  unlisted,
  children,
}: {
  loading: ReactNode;
  unlisted?: ReactNode;
  children: (profile: OwnExpertProfile) => ReactNode;
}) {
  const session = useSession();
  const profile = useMyExpertProfile(session.isSignedIn);
  if (session.isLoading || (session.isSignedIn && profile.isPending)) return loading;
  if (!session.isSignedIn) return <AccessDenied reason="profile" returnTo="/dashboard" />;
  if (profile.isLoadingError)
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <NoExpertProfile />;
  if (unlisted !== undefined && profile.data.status !== 'approved') return unlisted;
  return children(profile.data);
}

/**
 * Renders its children with the expert half of the dashboard summary; `loading` while it loads, Try Again
 * when it fails, and Apply to Become Expert for a user without an expert profile.
 */
export function ExpertSummaryGate({
  loading,
  children,
}: {
  loading: ReactNode;
  children: (expert: ExpertSummary) => ReactNode;
}) {
  const summary = useDashboardSummary();
  if (summary.isLoadingError)
    return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  if (summary.isPending) return loading;
  if (!summary.data.asExpert) return <NoExpertProfile />;
  return children(summary.data.asExpert);
}
