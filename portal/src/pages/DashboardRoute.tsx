import { DashboardPage, type DashboardTab } from '@expertbridge/ui-kit';
import { SUPPORT } from '../app/contact.js';
import { useTabParam } from '../app/useTabParam.js';

const TABS: readonly DashboardTab[] = [
  'overview',
  'consultations',
  'calendar',
  'reviews',
  'analytics',
  'favorites',
  'documents',
];

/** /dashboard: the client or expert dashboard, its tab in the address. */
export default function DashboardRoute() {
  const { tab, setTab } = useTabParam(TABS);
  return (
    <DashboardPage
      supportEmail={SUPPORT.email}
      {...(tab ? { initialTab: tab } : {})}
      onTabChange={setTab}
    />
  );
}
