import type { User } from '@expertbridge/sdk';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNotifications } from '../../../hooks/notifications.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsPanel,
} from '../../layout/NotificationsPanel/NotificationsPanel.js';
import { SettingsDialog } from '../SettingsDialog/SettingsDialog.js';
import type { DashboardRole } from '../shared/dashboardRole.js';

/**
 * The dashboard's title (Expert or Client Dashboard), the greeting by first name, and its two buttons:
 * Notifications shows the kit's NotificationsPanel in place beneath the header (a disclosure, not a dialog:
 * the panel brings its own heading, and Escape inside it closes it and returns to the button); Settings
 * opens the Settings dialog. The Notifications button carries the unread count, read from the same query
 * as the panel's first page, so opening it asks for nothing new.
 */
export function DashboardHeader({ user, role }: { user: User; role: DashboardRole }) {
  const t = useT();
  const panelId = useId();
  const bell = useRef<HTMLButtonElement>(null);
  const [showNotifications, setShowNotifications] = useState(false);
  const [showSettings, setShowSettings] = useState(false);
  const notifications = useNotifications({ page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE });
  const unread = notifications.data?.unread ?? 0;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setShowNotifications(false);
    bell.current?.focus();
  };

  return (
    <div className="eb-dashboard__top">
      <div className="eb-dashboard__header">
        <div>
          <h1 className="eb-heading">
            {role === 'expert' ? t('dashboard.page.expertTitle') : t('dashboard.page.clientTitle')}
          </h1>
          <p className="eb-muted eb-dashboard__greeting">
            {user.firstName.trim()
              ? t(user.signedInBefore ? 'dashboard.page.greeting' : 'dashboard.page.greetingNew', {
                  firstName: user.firstName.trim(),
                })
              : t(user.signedInBefore ? 'signIn.successDescription' : 'home.greetingNewNoName')}
          </p>
        </div>
        <div className="eb-dashboard__actions">
          <Button
            ref={bell}
            variant="secondary"
            aria-expanded={showNotifications}
            aria-controls={showNotifications ? panelId : undefined}
            onClick={() => setShowNotifications((shown) => !shown)}
          >
            <Icon name="bell" />
            {unread > 0 ? (
              <>
                {/* The name comes from the spoken text alone, so what is seen begins what is heard. */}
                <span aria-hidden="true">{t('nav.notifications')}</span>
                <span className="eb-dashboard__count" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
                <span className="eb-visually-hidden">
                  {t('nav.notificationsUnread', { count: unread })}
                </span>
              </>
            ) : (
              t('nav.notifications')
            )}
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setShowSettings(true)}>
            {t('dashboard.settings.title')}
          </Button>
        </div>
      </div>
      {showNotifications ? (
        <div id={panelId} className="eb-dashboard__notifications" onKeyDown={closeOnEscape}>
          <NotificationsPanel />
        </div>
      ) : null}
      {showSettings ? <SettingsDialog onClose={() => setShowSettings(false)} /> : null}
    </div>
  );
}
