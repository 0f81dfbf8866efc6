import type { components, OwnExpertProfile } from '@expertbridge/sdk';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../format/money.js';
import { useDashboardSummary } from '../../../hooks/consultations.js';
import { useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useT, type Translate } from '../../../i18n/I18nProvider.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { Stars } from '../../../primitives/Stars.js';
import { ErrorState } from '../../../primitives/State.js';
import { useDashboardRole } from '../shared/dashboardRole.js';
import { EarningsParts } from '../shared/EarningsParts.js';
import type { ExpertSummary } from '../shared/expertFigures.js';
import { NoExpertProfile } from '../shared/ExpertProfileGate.js';
import { MoneyFigures } from '../shared/MoneyFigures.js';

type Summary = components['schemas']['DashboardSummary'];

/**
 * Which figures: `client` (Total Consultations, Total Spent, Upcoming, Completed) and `expert` (Total
 * Consultations, Total Earnings, Average Rating, Total Reviews) of part 2 §2.4, or `expertEarnings` (Total
 * Earnings, Completed, Pending, Hourly Rate) of the second expert dashboard, §2.5.
 */
export type StatCardsVariant = 'client' | 'expert' | 'expertEarnings';

interface Stat {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

const CARDS = 4;

function clientStats(client: Summary['asClient'], t: Translate): Stat[] {
  return [
    { label: t('dashboard.stats.totalConsultations'), value: client.total },
    { label: t('dashboard.stats.totalSpent'), value: <MoneyFigures amounts={client.spent} /> },
    { label: t('dashboard.stats.upcoming'), value: client.upcoming },
    { label: t('dashboard.stats.completed'), value: client.byStatus.completed },
  ];
}

/** Total Earnings: what it counts, and where that money is, per currency. */
function earningsStat(expert: ExpertSummary, t: Translate): Stat {
  return {
    label: t('dashboard.stats.totalEarnings'),
    value: <MoneyFigures amounts={expert.earned} />,
    hint: <EarningsParts expert={expert} />,
  };
}

function expertStats(expert: ExpertSummary, t: Translate): Stat[] {
  return [
    { label: t('dashboard.stats.totalConsultations'), value: expert.total },
    earningsStat(expert, t),
    {
      label: t('dashboard.stats.averageRating'),
      value:
        expert.totalReviews > 0 ? (
          <Stars rating={expert.averageRating} />
        ) : (
          <span className="eb-stat-card__none">{t('dashboard.stats.noRatings')}</span>
        ),
    },
    { label: t('dashboard.stats.totalReviews'), value: expert.totalReviews },
  ];
}

function earningStats(expert: ExpertSummary, profile: OwnExpertProfile, t: Translate): Stat[] {
  return [
    earningsStat(expert, t),
    { label: t('dashboard.stats.completed'), value: expert.byStatus.completed },
    { label: t('dashboard.stats.pending'), value: expert.pendingRequests },
    {
      label: t('dashboard.stats.hourlyRate'),
      value: t('dashboard.stats.perHour', { rate: formatMoney(profile.hourlyRate) }),
    },
  ];
}

/** The variant's figures, or null when an expert variant meets a user without an expert profile. */
function statsFor(
  variant: StatCardsVariant,
  summary: Summary,
  profile: OwnExpertProfile | null | undefined,
  t: Translate,
): Stat[] | null {
  if (variant === 'client') return clientStats(summary.asClient, t);
  if (!summary.asExpert) return null;
  if (variant === 'expert') return expertStats(summary.asExpert, t);
  return profile ? earningStats(summary.asExpert, profile, t) : null;
}

/**
 * The dashboard's stat cards from `GET /api/dashboard/summary`. Money is shown per currency and never added
 * across currencies. Without `variant`, the session decides between the client and the expert set.
 */
export function StatCards({ variant }: { variant?: StatCardsVariant }) {
  const t = useT();
  const role = useDashboardRole();
  const chosen = variant ?? role;
  const summary = useDashboardSummary(chosen !== undefined);
  const profile = useMyExpertProfile(chosen === 'expertEarnings');
  const loading =
    !chosen || summary.isPending || (chosen === 'expertEarnings' && profile.isPending);
  const failed = summary.isLoadingError || (chosen === 'expertEarnings' && profile.isLoadingError);

  let body;
  if (failed) {
    body = (
      <ErrorState
        error={summary.error ?? profile.error}
        onRetry={() => {
          if (summary.isError) void summary.refetch();
          if (profile.isError) void profile.refetch();
        }}
      />
    );
  } else if (loading) {
    body = (
      <div className="eb-stat-cards" aria-hidden="true">
        {Array.from({ length: CARDS }, (_, i) => (
          <Skeleton key={i} height="6rem" />
        ))}
      </div>
    );
  } else {
    const stats = statsFor(chosen, summary.data, profile.data, t);
    body = stats ? (
      <dl className="eb-stat-cards">
        {stats.map((stat) => (
          <div key={stat.label} className="eb-card eb-stat-card">
            <dt className="eb-stat-card__label">{stat.label}</dt>
            <dd className="eb-stat-card__value">{stat.value}</dd>
            {stat.hint ? <dd className="eb-stat-card__hint">{stat.hint}</dd> : null}
          </div>
        ))}
      </dl>
    ) : (
      <NoExpertProfile />
    );
  }

  return (
    <section aria-label={t('dashboard.stats.label')} aria-busy={loading && !failed}>
      {body}
    </section>
  );
}
