import { useRef, useState } from 'react';
import { formatRelative } from '../../../format/dates.js';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../../hooks/notifications.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';

/** Notifications shown a page at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export interface NotificationsPanelProps {
  /** Called when a link in the panel is followed, so a menu holding the panel can close. */
  onNavigate?: () => void;
}

/**
 * The signed-in user's notifications, newest first (booking requests, payments, reminders, refunds,
 * payouts): unread ones marked and each markable as read, all at once too, with a link to the
 * consultation concerned. New ones arrive over the live connection without polling.
 */
export function NotificationsPanel({ onNavigate }: NotificationsPanelProps = {}) {
  const t = useT();
  const { toast } = useToast();
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, pageSize: NOTIFICATIONS_PAGE_SIZE });
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  // Marking one read removes its button: focus stays on that notification instead of falling to the page.
  const items = useRef(new Map<string, HTMLLIElement>());
  const failed = () => toast({ title: t('common.error'), variant: 'destructive' });

  let body;
  if (list.isPending) {
    body = (
      <ul className="eb-notifications__list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height="3.5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (list.isLoadingError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = (
      <StateMessage
        headingLevel={3}
        title={t('notifications.empty')}
        description={t('notifications.emptyDescription')}
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / NOTIFICATIONS_PAGE_SIZE));
    body = (
      <>
        <ul className="eb-notifications__list">
          {list.data.items.map((item) => {
            const unread = item.readAt === null;
            return (
              <li
                key={item.id}
                tabIndex={-1}
                ref={(element) => {
                  if (element) items.current.set(item.id, element);
                  else items.current.delete(item.id);
                }}
                className={`eb-notifications__item${unread ? ' eb-notifications__item--unread' : ''}`}
              >
                <div className="eb-notifications__text">
                  <p className="eb-notifications__title">
                    {unread ? (
                      <span className="eb-visually-hidden">
                        {t('notifications.unreadMarker')}:{' '}
                      </span>
                    ) : null}
                    {item.title}
                  </p>
                  <p className="eb-notifications__body">{item.body}</p>
                  <p className="eb-field-hint">
                    <time dateTime={item.createdAt}>
                      {formatRelative(item.createdAt, undefined, { justNow: t('time.justNow') })}
                    </time>
                    {item.consultationId ? (
                      <>
                        {' · '}
                        <Link
                          to={`/consultation/${item.consultationId}`}
                          className="eb-link"
                          onClick={onNavigate}
                        >
                          {t('notifications.view')}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                {unread ? (
                  <Button
                    variant="ghost"
                    disabled={markOne.isPending && markOne.variables === item.id}
                    onClick={() => {
                      items.current.get(item.id)?.focus();
                      markOne.mutate(item.id, { onError: failed });
                    }}
                  >
                    <span aria-hidden="true">✓</span>
                    <span className="eb-visually-hidden">
                      {t('notifications.markRead', { title: item.title })}
                    </span>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {pages > 1 ? (
          <nav className="eb-notifications__pages" aria-label={t('notifications.title')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('notifications.previous')}
            </Button>
            <span>{t('notifications.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('notifications.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  const unread = list.data?.unread ?? 0;
  return (
    // Not a named region: the toaster's live region already bears the name Notifications.
    <section className="eb-card eb-notifications" aria-busy={list.isPending}>
      <div className="eb-notifications__header">
        <div>
          <h2 className="eb-subheading">{t('notifications.title')}</h2>
          {list.data ? (
            <p className="eb-muted">
              {unread > 0
                ? t('notifications.unread', { count: unread })
                : t('notifications.allRead')}
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          disabled={unread === 0 || markAll.isPending}
          aria-busy={markAll.isPending || undefined}
          onClick={() => markAll.mutate(undefined, { onError: failed })}
        >
          {t('notifications.markAll')}
        </Button>
      </div>
      {body}
    </section>
  );
}
