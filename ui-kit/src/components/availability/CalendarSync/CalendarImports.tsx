import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import {
  useAddCalendarImport,
  useMyCalendarImports,
  useRefreshCalendarImport,
  useRemoveCalendarImport,
  type CalendarImport,
} from '../../../hooks/calendars.js';
import { useT } from '../../../i18n/I18nProvider.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { Button } from '../../../primitives/Button.js';
import { TextField } from '../../../primitives/Field.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState } from '../../../primitives/State.js';
import { ConfirmDialog } from './ConfirmDialog.js';

/** The most calendars an expert may import (the API refuses a sixth). */
export const MAX_IMPORTS = 5;

/** One imported calendar: its name, masked address, status in words, and Refresh and Remove. */
function ImportRow({ item, onRemove }: { item: CalendarImport; onRemove: () => void }) {
  const t = useT();
  const refresh = useRefreshCalendarImport();
  return (
    <li className={`eb-sync-import eb-sync-import--${item.status}`}>
      <div className="eb-sync-import__head">
        <strong>{item.name}</strong>
        <span className="eb-badge eb-sync-import__status">
          {t(`calendarSync.imports.status.${item.status}` as MessageKey)}
        </span>
      </div>
      <p className="eb-muted eb-sync-import__url">{item.url}</p>
      {item.status === 'failed' && item.lastError ? (
        <p className="eb-sync-import__error">{item.lastError}</p>
      ) : null}
      <p className="eb-muted">
        {item.lastFetchedAt
          ? t('calendarSync.imports.fetched', {
              date: formatDateTime(item.lastFetchedAt),
              count: item.busyCount,
            })
          : t('calendarSync.imports.notFetched')}
      </p>
      <div className="eb-row">
        <Button
          variant="secondary"
          disabled={refresh.isPending}
          aria-label={t('calendarSync.imports.refreshNamed', { name: item.name })}
          onClick={() => refresh.mutate(item.id)}
        >
          {refresh.isPending
            ? t('calendarSync.imports.refreshing')
            : t('calendarSync.imports.refresh')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('calendarSync.imports.removeNamed', { name: item.name })}
          onClick={onRemove}
        >
          {t('calendarSync.imports.remove')}
        </Button>
      </div>
      {refresh.isError ? (
        <p className="eb-field-error" role="alert">
          {t('calendarSync.failed')}
        </p>
      ) : null}
    </li>
  );
}

/** The form adding a calendar by its iCal address, with the API's field errors beside the fields. */
function AddImportForm() {
  const t = useT();
  const add = useAddCalendarImport();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const error = add.error instanceof ApiRequestError ? add.error : undefined;
  const fieldError = (field: string) => error?.details[field];
  const general = add.isError && !fieldError('url') && !fieldError('name');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { url: url.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: () => {
          setUrl('');
          setName('');
        },
      },
    );
  };
  return (
    <form className="eb-sync-add" noValidate onSubmit={submit}>
      <TextField
        label={t('calendarSync.imports.url')}
        hint={t('calendarSync.imports.urlHint')}
        type="url"
        required
        value={url}
        error={fieldError('url')}
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField
        label={t('calendarSync.imports.name')}
        hint={t('calendarSync.imports.nameHint')}
        maxLength={100}
        value={name}
        error={fieldError('name')}
        onChange={(e) => setName(e.target.value)}
      />
      {general ? (
        <p className="eb-field-error" role="alert">
          {error?.serverMessage ?? t('calendarSync.failed')}
        </p>
      ) : null}
      <Button type="submit" disabled={add.isPending || url.trim() === ''}>
        {add.isPending ? t('calendarSync.imports.adding') : t('calendarSync.imports.add')}
      </Button>
    </form>
  );
}

/**
 * The expert's imported calendars: each one's status (ok, checking, failed with why), when it was last
 * read and how many busy times it holds, with Refresh and Remove; and the form adding another, up to five.
 * Busy times block the expert's availability; their titles are never stored.
 */
export function CalendarImports() {
  const t = useT();
  const titleId = useId();
  const imports = useMyCalendarImports();
  const remove = useRemoveCalendarImport();
  const [removing, setRemoving] = useState<CalendarImport>();
  const forbidden = imports.error instanceof ApiRequestError && imports.error.status === 403;
  const items = imports.data ?? [];
  const close = () => {
    setRemoving(undefined);
    remove.reset();
  };

  return (
    <section className="eb-sync-section" aria-labelledby={titleId} aria-busy={imports.isPending}>
      <h3 id={titleId} className="eb-subheading">
        {t('calendarSync.imports.title')}
      </h3>
      <p className="eb-muted">{t('calendarSync.imports.intro')}</p>
      {imports.isPending ? <Skeleton height="4rem" /> : null}
      {forbidden ? <p>{t('calendarSync.imports.notApproved')}</p> : null}
      {imports.isError && !forbidden ? (
        <ErrorState error={imports.error} onRetry={() => void imports.refetch()} />
      ) : null}
      {imports.isSuccess ? (
        <>
          {items.length === 0 ? (
            <p className="eb-muted">{t('calendarSync.imports.empty')}</p>
          ) : (
            <ul className="eb-sync-imports">
              {items.map((item) => (
                <ImportRow key={item.id} item={item} onRemove={() => setRemoving(item)} />
              ))}
            </ul>
          )}
          {items.length < MAX_IMPORTS ? (
            <AddImportForm />
          ) : (
            <p className="eb-muted">{t('calendarSync.imports.full', { max: MAX_IMPORTS })}</p>
          )}
        </>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('calendarSync.imports.removeTitle', { name: removing.name })}
          description={t('calendarSync.imports.removeWarning')}
          confirm={t('calendarSync.imports.removeConfirm')}
          busy={remove.isPending}
          error={remove.isError ? t('calendarSync.failed') : undefined}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
