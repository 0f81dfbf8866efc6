import { useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon, type IconName } from '../../../primitives/Icon.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { useDashboardRole, type DashboardRole } from '../shared/dashboardRole.js';
import { Panel } from '../shared/Panel.js';
import type { MessageKey } from '../../../i18n/catalogue.js';

interface Action {
  to: string;
  label: MessageKey;
  icon: IconName;
}

const CLIENT_ACTIONS: Action[] = [
  { to: '/experts', label: 'dashboard.quickActions.findExpert', icon: 'search' },
  { to: '/become-expert', label: 'dashboard.quickActions.becomeExpert', icon: 'briefcase' },
];
const EDIT_PROFILE: Action = {
  to: '/expert-edit',
  label: 'dashboard.quickActions.editProfile',
  icon: 'edit',
};
const AVAILABILITY: Action = {
  to: '/expert/availability',
  label: 'availabilityEditor.manage',
  icon: 'clock',
};

/**
 * Quick Actions (part 2 §2.4): an expert's View My Profile (/experts/{id}, once approved), Edit Profile and
 * Set your availability; a client's
 * Find Expert and Become Expert. The role comes from the session unless given.
 */
export function QuickActions({ role }: { role?: DashboardRole }) {
  const t = useT();
  const resolved = useDashboardRole(role);
  const profile = useMyExpertProfile(resolved === 'expert');
  const loading = !resolved || (resolved === 'expert' && profile.isPending);

  let actions: Action[] = CLIENT_ACTIONS;
  if (resolved === 'expert') {
    const own = profile.data;
    // Only an approved profile has a public page: one in review or rejected is not listed (404).
    actions =
      own?.status === 'approved'
        ? [
            { to: `/experts/${own.id}`, label: 'dashboard.quickActions.viewProfile', icon: 'eye' },
            EDIT_PROFILE,
            AVAILABILITY,
          ]
        : own
          ? [EDIT_PROFILE, AVAILABILITY]
          : [EDIT_PROFILE];
  }

  return (
    <Panel title={t('dashboard.quickActions.title')} busy={loading}>
      {loading ? (
        <div className="eb-quick-actions" aria-hidden="true">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : (
        <ul className="eb-quick-actions">
          {actions.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="eb-btn eb-btn--secondary eb-quick-actions__link">
                <Icon name={action.icon} />
                {t(action.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
