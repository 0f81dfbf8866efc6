import type { OwnExpertProfile, User } from '@expertbridge/sdk';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useSession } from '../../../hooks/session.js';
import { useT, type Translate } from '../../../i18n/I18nProvider.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { ApplicationNotice } from '../../account/MyAccount/ExpertProfileCard.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';
import { StatCards } from '../StatCards/StatCards.js';
import type { DashboardRole } from '../shared/dashboardRole.js';
import { DashboardHeader } from './DashboardHeader.js';
import { Overview } from './Overview.js';
import { Tabs, type TabItem } from './Tabs.js';

// The tabs behind Overview load when first opened: the dashboard's first load carries only what it shows.
const AnalyticsPanel = lazy(() =>
  import('../AnalyticsPanel/AnalyticsPanel.js').then((m) => ({ default: m.AnalyticsPanel })),
);
const CalendarView = lazy(() =>
  import('../CalendarView/CalendarView.js').then((m) => ({ default: m.CalendarView })),
);
const CalendarSync = lazy(() =>
  import('../../availability/CalendarSync/CalendarSync.js').then((m) => ({
    default: m.CalendarSync,
  })),
);
const ConsultationsTable = lazy(() =>
  import('../ConsultationsTable/ConsultationsTable.js').then((m) => ({
    default: m.ConsultationsTable,
  })),
);
const FavoritesList = lazy(() =>
  import('../FavoritesList/FavoritesList.js').then((m) => ({ default: m.FavoritesList })),
);
const ExpertDocuments = lazy(() =>
  import('../../tax/DocumentsList/ExpertDocuments.js').then((m) => ({
    default: m.ExpertDocuments,
  })),
);
const ReviewsList = lazy(() =>
  import('../ReviewsList/ReviewsList.js').then((m) => ({ default: m.ReviewsList })),
);

/** A tab's panel that loads on demand, with the page's spinner meanwhile. */
function later(panel: ReactNode) {
  return <Suspense fallback={<Spinner />}>{panel}</Suspense>;
}

/**
 * The dashboard's tabs: Reviews and Analytics are the expert's, Favorites the client's (part 2 §2.4);
 * Documents the expert's tax documents and annual summary.
 */
export type DashboardTab =
  'overview' | 'consultations' | 'calendar' | 'reviews' | 'analytics' | 'favorites' | 'documents';

export interface DashboardPageProps {
  /** Where Need Help's Contact Support writes to (configuration, not catalogue text). */
  supportEmail: string;
  /** The tab to open with; Overview by default, and when the tab is not the role's (Analytics for a client). */
  initialTab?: DashboardTab;
  /** Told whenever another tab is chosen (e.g. to keep it in the address). */
  onTabChange?: (tab: DashboardTab) => void;
}

function tabsFor(role: DashboardRole, supportEmail: string, t: Translate): TabItem<DashboardTab>[] {
  const common: TabItem<DashboardTab>[] = [
    {
      key: 'overview',
      label: t('dashboard.page.overview'),
      panel: () => <Overview role={role} supportEmail={supportEmail} />,
    },
    {
      key: 'consultations',
      label: t('dashboard.table.title'),
      panel: () => later(<ConsultationsTable role={role} />),
    },
    {
      key: 'calendar',
      label: t('dashboard.calendar.title'),
      panel: () =>
        later(
          <div className="eb-dashboard__calendar">
            <CalendarView role={role} />
            <CalendarSync role={role} />
          </div>,
        ),
    },
  ];
  if (role === 'client') {
    return [
      ...common,
      {
        key: 'favorites',
        label: t('dashboard.page.favorites'),
        panel: () => later(<FavoritesList />),
      },
    ];
  }
  return [
    ...common,
    { key: 'reviews', label: t('dashboard.reviews.title'), panel: () => later(<ReviewsList />) },
    {
      key: 'analytics',
      label: t('dashboard.analytics.title'),
      panel: () => later(<AnalyticsPanel />),
    },
    {
      key: 'documents',
      label: t('documents.tab'),
      panel: () => later(<ExpertDocuments />),
    },
  ];
}

function Dashboard({
  user,
  role,
  supportEmail,
  initialTab = 'overview',
  onTabChange,
  application,
}: DashboardPageProps & {
  user: User;
  role: DashboardRole;
  /** The user's own expert profile: while it is not approved the page says so under the title. */
  application?: OwnExpertProfile | undefined;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<DashboardTab>(initialTab);
  const tabs = tabsFor(role, supportEmail, t);
  const selected = tabs.some((tab) => tab.key === chosen) ? chosen : 'overview';
  return (
    <div className="eb-dashboard">
      <DashboardHeader user={user} role={role} />
      {application ? <ApplicationNotice profile={application} /> : null}
      <StatCards variant={role} />
      <Tabs
        label={t('dashboard.page.sections')}
        tabs={tabs}
        selected={selected}
        onSelect={(tab) => {
          setChosen(tab);
          if (tab !== selected) onTabChange?.(tab);
        }}
      />
    </div>
  );
}

/**
 * The dashboard at /dashboard (part 2 §2.4): Expert Dashboard for a user with an expert profile (whatever
 * their user type, so an admin or a profile still in review sees it too), else Client Dashboard; the
 * stat cards, then the tabs. A spinner while the session and the profile load, Access Denied with Log In
 * when signed out (the portal guards the route; this holds without it), Try Again if the profile fails.
 */
export function DashboardPage(props: DashboardPageProps) {
  const t = useT();
  const session = useSession();
  const profile = useMyExpertProfile(session.isSignedIn);
  if (session.isLoading || (session.isSignedIn && profile.isPending)) return <Spinner />;
  if (!session.user) return <AccessDenied reason="profile" returnTo="/dashboard" />;
  if (profile.isLoadingError) {
    return (
      <div className="eb-dashboard">
        <h1 className="eb-heading">{t('nav.dashboard')}</h1>
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  const role: DashboardRole = profile.data ? 'expert' : 'client';
  return (
    <Dashboard
      key={role}
      user={session.user}
      role={role}
      application={profile.data ?? undefined}
      {...props}
    />
  );
}
