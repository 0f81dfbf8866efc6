import { useState } from 'react';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { MobileDrawer } from './MobileDrawer.js';
import { NAV_LINKS } from './navLinks.js';
import { NotificationsMenu } from './NotificationsMenu.js';
import { UserMenu } from './UserMenu.js';

/**
 * The header on every page (part 1 §2): brand, nav links, and Sign In / Get Started when signed out or
 * My Page, the notifications menu (its bell counts the unread ones itself) and the user menu when signed
 * in. Narrow screens get a drawer, and keep the bell beside it.
 */
export function AppHeader() {
  const t = useT();
  const { user, isLoading } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className="eb-header">
      <Link to="/" className="eb-header__brand">
        {t('brand.name')}
      </Link>
      <nav className="eb-header__nav" aria-label={t('nav.main')}>
        <ul className="eb-header__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="eb-header__link">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="eb-header__actions" aria-busy={isLoading}>
        {isLoading ? null : user ? (
          <>
            <Link to="/my-page" className="eb-btn eb-btn--ghost">
              {t('nav.myPage')}
            </Link>
            <NotificationsMenu />
            <UserMenu user={user} />
          </>
        ) : (
          <>
            <Link to="/login" className="eb-btn eb-btn--ghost">
              {t('nav.signIn')}
            </Link>
            <Link to="/signup" className="eb-btn eb-btn--primary">
              {t('nav.getStarted')}
            </Link>
          </>
        )}
      </div>
      <Button
        variant="ghost"
        iconOnly
        className="eb-header__menu"
        aria-label={t('nav.openMenu')}
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      >
        <Icon name="menu" />
      </Button>
      {drawerOpen ? <MobileDrawer user={user} onClose={() => setDrawerOpen(false)} /> : null}
    </header>
  );
}
