import type { User } from '@expertbridge/sdk';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { NAV_LINKS } from './navLinks.js';

/**
 * The mobile drawer (part 1 §2): the nav links, then Dashboard and Profile when signed in, or Sign In
 * and Get Started (to /auth/signup, as the spec has it) when signed out. Any link closes it.
 */
export function MobileDrawer({ user, onClose }: { user: User | null; onClose: () => void }) {
  const t = useT();
  const links = [
    ...NAV_LINKS.map((link) => ({ to: link.to, label: t(link.label) })),
    ...(user
      ? [
          { to: '/dashboard', label: t('nav.dashboard') },
          { to: '/profile', label: t('nav.profile') },
        ]
      : [
          { to: '/login', label: t('nav.signIn') },
          { to: '/auth/signup', label: t('nav.getStarted') },
        ]),
  ];
  return (
    <Dialog title={t('nav.drawer')} onClose={onClose} variant="drawer">
      <nav aria-label={t('nav.drawer')}>
        <ul className="eb-drawer__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="eb-drawer__link" onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
