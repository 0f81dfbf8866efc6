import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useNotifications } from '../../../hooks/notifications.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Icon } from '../../../primitives/Icon.js';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsPanel,
} from '../NotificationsPanel/NotificationsPanel.js';

/**
 * The header's bell: a disclosure button carrying the unread count that opens the NotificationsPanel in a
 * popover beneath it (a full-width sheet under the header on narrow screens). The count is read from the
 * same query as the panel's first page (and the dashboard's Notifications button), so the bell costs one
 * request and opening it none. Escape closes it and returns focus to the bell; a click or focus outside
 * closes it, and so does following a link inside.
 */
export function NotificationsMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const notifications = useNotifications({ page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE });
  const unread = notifications.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document, not the popover: marking read removes the focused button, and Escape must still work.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      setOpen(false);
      if (!focused || focused === document.body || root.current?.contains(focused)) {
        bell.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const whenFocusLost = (fallback: () => void) =>
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) fallback();
    });

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.current?.contains(next)) setOpen(false);
    // A button that disappears (marked read) drops focus to the body: keep it in the popover.
    else if (!next) whenFocusLost(() => popover.current?.focus());
  };

  const closeAfterLink = () => {
    setOpen(false);
    // Another page puts focus on its own content; a link to the page already shown leaves it nowhere.
    whenFocusLost(() => bell.current?.focus());
  };

  return (
    <div className="eb-notifications-menu" ref={root} onBlur={onBlur}>
      <button
        ref={bell}
        type="button"
        className="eb-btn eb-btn--ghost eb-btn--icon eb-header__bell"
        aria-label={
          unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')
        }
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="bell" />
        {unread > 0 ? (
          <span className="eb-header__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={popoverId} ref={popover} className="eb-notifications-menu__popover" tabIndex={-1}>
          <NotificationsPanel onNavigate={closeAfterLink} />
        </div>
      ) : null}
    </div>
  );
}
