import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ApiRequestError } from '../../api/errors.js';
import { loginUrl } from '../../hooks/auth.js';
import { useLocale, useT } from '../../i18n/I18nProvider.js';
import { Link } from '../../navigation/Navigation.js';
import { Button } from '../../primitives/Button.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useAdminFormat } from './adminFormat.js';
import { ErrorState, StateMessage } from '../../primitives/State.js';

// The frame the admin pages share: the heading in the admin language with the admin-only label, the
// states of their one query, and the summary cards.

export interface AdminPageProps {
  title: string;
  /** Buttons beside the heading (refresh, bulk actions). */
  actions?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** An admin page: a region named by its heading, in the admin language (`lang`), labelled admin only. */
export function AdminPage({ title, actions, busy, children }: AdminPageProps) {
  const t = useT('admin');
  const lang = useLocale('admin');
  const titleId = useId();
  return (
    <section
      className="eb-admin"
      lang={lang}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <div className="eb-admin__head">
        <h1 id={titleId} className="eb-heading">
          {title}
        </h1>
        <span className="eb-badge">{t('admin.adminOnly')}</span>
        {actions ? <div className="eb-admin__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export interface AdminQueryProps<T> {
  query: UseQueryResult<T>;
  loading: ReactNode;
  /** Where sign-in returns to. */
  returnTo: string;
  children: (data: T) => ReactNode;
}

/**
 * The query's data, or what stands in for it: the loading placeholder, access denied when the server
 * refuses (403: the server decides who is an admin), a sign-in link (401), or an error with retry. Data
 * that failed to refresh stays, under a note that it is not the latest.
 */
export function AdminQuery<T>({ query, loading, returnTo, children }: AdminQueryProps<T>) {
  const t = useT('admin');
  if (query.isPending) return loading;
  if (query.data !== undefined) {
    return (
      <>
        {query.isError ? (
          <p role="alert" className="eb-admin__stale">
            {t('admin.stale')}
          </p>
        ) : null}
        {children(query.data)}
      </>
    );
  }
  const status = query.error instanceof ApiRequestError ? query.error.status : undefined;
  if (status === 403) {
    return (
      <StateMessage
        title={t('admin.forbidden.title')}
        description={t('admin.forbidden.description')}
      />
    );
  }
  if (status === 401) {
    return (
      <StateMessage
        title={t('admin.signedOut.title')}
        action={
          <Link to={loginUrl(returnTo)} fullPage className="eb-btn eb-btn--primary">
            {t('admin.signedOut.logIn')}
          </Link>
        }
      />
    );
  }
  return <ErrorState scope="admin" error={query.error} onRetry={() => void query.refetch()} />;
}

/** One summary card: a label and one or more values (one per currency), each with an optional note. */
export interface Figure {
  label: string;
  values: { key: string; value: string; note?: string | undefined }[];
}

/** The summary cards at the top of an admin page, under a heading for screen-reader navigation. */
export function AdminFigures({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <div>
      <h2 className="eb-visually-hidden">{title}</h2>
      <dl className="eb-admin-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="eb-card eb-admin-figure">
            <dt>{figure.label}</dt>
            {figure.values.map(({ key, value, note }) => (
              <dd key={key}>
                <span className="eb-admin-figure__value">{value}</span>
                {note ? <span className="eb-admin-figure__note">{note}</span> : null}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One fact of an admin list's item: its label and one value, or several (each its own `dd`). */
export type AdminFact = [label: string, value: string | string[]];

/** The labelled facts of an item on an admin page (an application, an overdue consultation, a dispute). */
export function AdminFacts({ facts }: { facts: AdminFact[] }) {
  return (
    <dl className="eb-admin__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          {(Array.isArray(value) ? value : [value]).map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** Placeholder cards and rows while an admin page loads (hidden from assistive technology). */
export function AdminSkeleton({ figures, rows }: { figures: number; rows: number }) {
  return (
    <div className="eb-stack" aria-hidden="true">
      <div className="eb-admin-figures">
        {Array.from({ length: figures }, (_, i) => (
          <Skeleton key={i} height="5.5rem" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="7rem" />
      ))}
    </div>
  );
}

/** A captioned table that scrolls in its own focusable region when the screen is too narrow. */
export function ScrollTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // A keyboard user must be able to scroll the region, so it takes focus (WCAG 2.1.1).
    <div className="eb-admin-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="eb-admin-table">
        <caption id={captionId}>{caption}</caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Previous and Next around "page N of M" under an admin list, shown only when there is more than one page. */
export function AdminPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT('admin');
  const f = useAdminFormat();
  if (pages <= 1) return null;
  return (
    <nav className="eb-disputes__pages" aria-label={t('admin.pager.pages')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <span aria-current="page">
        {t('admin.pager.page', { page: f.count(page), pages: f.count(pages) })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}
