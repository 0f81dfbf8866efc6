import type { User } from '@expertbridge/sdk';
import { useState } from 'react';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Spinner } from '../../../primitives/State.js';
import { Tabs, type TabItem } from '../../dashboard/DashboardPage/Tabs.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';
import { ConsultationsTab } from './ConsultationsTab.js';
import { DocumentsTab } from './DocumentsTab.js';
import { ProfileTab } from './ProfileTab.js';
import { SettingsTab } from './SettingsTab.js';

/** My Account's tabs (part 1 'My Account', and the receipts and the details they carry). */
export type AccountTab = 'profile' | 'consultations' | 'documents' | 'settings';

export interface MyAccountProps {
  /** Where privacy requests (a copy of one's data, deletion) are e-mailed: configuration, not catalogue text. */
  supportEmail: string;
  /** The tab to open with; Profile by default. */
  initialTab?: AccountTab;
  /** Told whenever another tab is chosen (e.g. to keep it in the address). */
  onTabChange?: (tab: AccountTab) => void;
}

function Account({
  user,
  supportEmail,
  initialTab = 'profile',
  onTabChange,
}: MyAccountProps & { user: User }) {
  const t = useT();
  const [tab, setTab] = useState<AccountTab>(initialTab);
  const tabs: TabItem<AccountTab>[] = [
    { key: 'profile', label: t('nav.profile'), panel: () => <ProfileTab user={user} /> },
    {
      key: 'consultations',
      label: t('dashboard.table.title'),
      panel: () => <ConsultationsTab />,
    },
    { key: 'documents', label: t('documents.tab'), panel: () => <DocumentsTab /> },
    {
      key: 'settings',
      label: t('nav.settings'),
      panel: () => <SettingsTab supportEmail={supportEmail} />,
    },
  ];
  return (
    <div className="eb-account">
      <h1 className="eb-heading">{t('account.title')}</h1>
      <Tabs
        label={t('account.sections')}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          if (next !== tab) onTabChange?.(next);
        }}
      />
    </div>
  );
}

/**
 * My Account for /my-page and its aliases (part 1 §2): tabs Profile (the person, and their expert profile
 * or Become an Expert), Consultations, Documents (receipts, credit notes and the details on them) and
 * Settings; Access Denied with Log In when signed out.
 */
export function MyAccount(props: MyAccountProps) {
  const session = useSession();
  if (session.isLoading) return <Spinner />;
  if (!session.user) return <AccessDenied reason="profile" returnTo="/my-page" />;
  return <Account key={session.user.id} user={session.user} {...props} />;
}
