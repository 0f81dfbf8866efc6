import type { User } from '@expertbridge/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { announceAuthChange } from '../../../hooks/authEvents.js';
import { logoutUrl } from '../../../hooks/auth.js';
import { useLocale, useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { EmailAddress } from '../../../primitives/EmailAddress.js';
import { Icon } from '../../../primitives/Icon.js';
import { ADMIN_LINKS } from './navLinks.js';

/**
 * The signed-in user's menu: a disclosure button (initials avatar) opening their name, e-mail, the
 * Expert badge, account links, the admin entries for admins, and Sign out. Escape closes it and returns
 * focus to the button; so does a click outside.
 */
export function UserMenu({ user }: { user: User }) {
  const t = useT();
  const tAdmin = useT('admin');
  const adminLang = useLocale('admin');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = `${user.firstName} ${user.lastName}`.trim();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => setOpen(false);
  const links = [
    { to: '/dashboard', label: t('nav.dashboard') },
    { to: '/profile', label: t('nav.profile') },
    { to: '/settings', label: t('nav.settings') },
    { to: '/help', label: t('nav.help') },
  ];

  return (
    <div
      className="eb-user-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="eb-btn eb-btn--ghost eb-user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={user.profileImageUrl}
        />
        <span>{user.firstName}</span>
        <span className="eb-visually-hidden">, {t('nav.userMenu')}</span>
        <Icon name="chevronDown" />
      </button>
      <div id={menuId} className="eb-user-menu__panel" hidden={!open}>
        <div className="eb-user-menu__who">
          <p className="eb-user-menu__name">
            {name}
            {user.userType === 'expert' ? (
              <span className="eb-badge eb-badge--primary">{t('nav.expertBadge')}</span>
            ) : null}
          </p>
          <p className="eb-muted eb-user-menu__email">
            <EmailAddress address={user.email} />
          </p>
        </div>
        <ul className="eb-user-menu__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="eb-user-menu__item" onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          {user.isAdmin
            ? ADMIN_LINKS.map((link) => (
                <li key={link.to} lang={adminLang}>
                  <Link to={link.to} className="eb-user-menu__item" onClick={close}>
                    {tAdmin(link.label)}
                  </Link>
                </li>
              ))
            : null}
          <li>
            <Link
              to={logoutUrl()}
              fullPage
              className="eb-user-menu__item"
              onClick={() => announceAuthChange('logout')}
            >
              {t('nav.signOut')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
