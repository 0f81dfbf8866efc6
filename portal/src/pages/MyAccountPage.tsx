import { MyAccount, type AccountTab } from '@expertbridge/ui-kit';
import { useLocation } from 'react-router';
import { SUPPORT } from '../app/contact.js';
import { useTabParam } from '../app/useTabParam.js';

const TABS: readonly AccountTab[] = ['profile', 'consultations', 'documents', 'settings'];

/** /my-page and its aliases: Profile, Consultations, Documents, Settings (/settings opens on Settings). */
export default function MyAccountPage() {
  const { pathname } = useLocation();
  const { tab, setTab } = useTabParam(TABS, pathname === '/settings' ? 'settings' : 'profile');
  return (
    <MyAccount
      key={pathname}
      supportEmail={SUPPORT.email}
      {...(tab ? { initialTab: tab } : {})}
      onTabChange={setTab}
    />
  );
}
