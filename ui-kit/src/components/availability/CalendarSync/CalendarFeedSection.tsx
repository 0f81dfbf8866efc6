import { useId, useState } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import {
  useCreateCalendarFeed,
  useDeleteCalendarFeed,
  useMyCalendarFeed,
  type CalendarFeed,
} from '../../../hooks/calendars.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState } from '../../../primitives/State.js';
import { ConfirmDialog } from './ConfirmDialog.js';

/** The feed's address to copy, how each calendar app subscribes to it, and its creation date. */
function FeedAddress({ feed }: { feed: CalendarFeed }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no'>();
  return (
    <div className="eb-sync-feed">
      <label className="eb-label" htmlFor={id}>
        {t('calendarSync.feed.address')}
      </label>
      <div className="eb-sync-feed__row">
        <input
          id={id}
          className="eb-input eb-sync-feed__url"
          readOnly
          value={feed.url}
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="secondary"
          onClick={() =>
            void (navigator.clipboard?.writeText(feed.url) ?? Promise.reject()).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            )
          }
        >
          {t('calendarSync.feed.copy')}
        </Button>
      </div>
      <p className="eb-muted eb-sync-feed__copied" role="status">
        {copied === 'yes' ? t('calendarSync.feed.copied') : null}
        {copied === 'no' ? t('calendarSync.feed.copyFailed') : null}
      </p>
      <ul className="eb-sync-feed__apps">
        <li>
          <strong>{t('calendarSync.feed.google')}</strong> {t('calendarSync.feed.googleHow')}
        </li>
        <li>
          <strong>{t('calendarSync.feed.outlook')}</strong> {t('calendarSync.feed.outlookHow')}
        </li>
        <li>
          <strong>{t('calendarSync.feed.apple')}</strong>{' '}
          <a href={feed.webcalUrl}>{t('calendarSync.feed.appleLink')}</a>
        </li>
      </ul>
      <p className="eb-muted">
        {t('calendarSync.feed.private', { date: formatDateTime(feed.createdAt) })}
      </p>
    </div>
  );
}

/**
 * The private feed: every consultation of the user (as client or expert) in the calendar they already
 * use. Made on request; a new address revokes the old one, and turning it off revokes it too, each after
 * a question that says so.
 */
export function CalendarFeedSection() {
  const t = useT();
  const titleId = useId();
  const feed = useMyCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [asking, setAsking] = useState<'regenerate' | 'remove'>();
  const close = () => {
    setAsking(undefined);
    create.reset();
    remove.reset();
  };
  const failed = (create.isError || remove.isError) && t('calendarSync.failed');

  return (
    <section className="eb-sync-section" aria-labelledby={titleId} aria-busy={feed.isPending}>
      <h3 id={titleId} className="eb-subheading">
        {t('calendarSync.feed.title')}
      </h3>
      <p className="eb-muted">{t('calendarSync.feed.intro')}</p>
      {feed.isPending ? <Skeleton height="2.5rem" /> : null}
      {feed.isError ? <ErrorState error={feed.error} onRetry={() => void feed.refetch()} /> : null}
      {feed.isSuccess && feed.data === null ? (
        <>
          <Button disabled={create.isPending} onClick={() => create.mutate()}>
            {create.isPending ? t('calendarSync.feed.creating') : t('calendarSync.feed.create')}
          </Button>
          {create.isError ? (
            <p className="eb-field-error" role="alert">
              {t('calendarSync.failed')}
            </p>
          ) : null}
        </>
      ) : null}
      {feed.data ? (
        <>
          <FeedAddress feed={feed.data} />
          <div className="eb-row">
            <Button variant="secondary" onClick={() => setAsking('regenerate')}>
              {t('calendarSync.feed.regenerate')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking('remove')}>
              {t('calendarSync.feed.remove')}
            </Button>
          </div>
        </>
      ) : null}
      {asking === 'regenerate' ? (
        <ConfirmDialog
          title={t('calendarSync.feed.regenerateTitle')}
          description={t('calendarSync.feed.regenerateWarning')}
          confirm={t('calendarSync.feed.regenerateConfirm')}
          busy={create.isPending}
          error={failed || undefined}
          onConfirm={() => create.mutate(undefined, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
      {asking === 'remove' ? (
        <ConfirmDialog
          title={t('calendarSync.feed.removeTitle')}
          description={t('calendarSync.feed.removeWarning')}
          confirm={t('calendarSync.feed.removeConfirm')}
          busy={remove.isPending}
          error={failed || undefined}
          onConfirm={() => remove.mutate(undefined, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
