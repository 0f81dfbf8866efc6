import type { Expert } from '@expertbridge/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useExperts, type ExpertListParams } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { Pager } from '../../dashboard/shared/Pager.js';
import { DirectorySearch } from '../DirectorySearch/DirectorySearch.js';
import { ExpertCard } from '../ExpertCard/ExpertCard.js';
import { ExpertPreviewDialog } from '../ExpertPreviewDialog/ExpertPreviewDialog.js';

/** Placeholder cards while the directory loads (part 1 §2). */
export const DIRECTORY_SKELETONS = 6;
/** Experts a page: whole rows of one, two or three columns, and a first page light enough for a phone. */
export const DIRECTORY_PAGE_SIZE = 12;
/** The contract's highest page number; a page past it is past the end of any directory. */
export const DIRECTORY_MAX_PAGE = 10_000;

/** How the host should record new filters: a search is a new entry; correcting an impossible page replaces it. */
export interface DirectoryParamsChange {
  replace: boolean;
}

/** A page the API will take: a whole number from 1, capped at the contract's maximum (then moved to the last). */
function withPossiblePage(params: ExpertListParams): ExpertListParams {
  const { page, ...rest } = params;
  if (page === undefined || !Number.isSafeInteger(page) || page < 1) return rest;
  return page === 1 ? rest : { ...rest, page: Math.min(page, DIRECTORY_MAX_PAGE) };
}

export interface ExpertDirectoryProps {
  /** Filters to start with, e.g. `searchTerm`, `categoryId` and `location` from the address. */
  initialParams?: ExpertListParams;
  /**
   * Called when a search changes the filters, so the host can update its address bar; `replace` when the
   * directory corrected a page that does not exist (past the end, 0, not a number) to the one it shows.
   */
  onParamsChange?: (params: ExpertListParams, change: DirectoryParamsChange) => void;
}

/**
 * The expert directory (/experts): 'Find Experts', the search form, 'Found N expert(s)', a 1/2/3-column
 * grid of cards with Quick Preview, six skeletons while loading, and the empty and error states. A page past
 * the end shows the last page instead (and a page that is no page at all the first), so the count, the cards and
 * the pager always agree.
 */
export function ExpertDirectory({ initialParams = {}, onParamsChange }: ExpertDirectoryProps) {
  const t = useT();
  const [params, setParams] = useState(() => withPossiblePage(initialParams));
  const [preview, setPreview] = useState<Expert | null>(null);
  const experts = useExperts({ ...params, pageSize: DIRECTORY_PAGE_SIZE });
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const report = useRef(onParamsChange);
  useEffect(() => {
    report.current = onParamsChange;
  }, [onParamsChange]);

  const search = (next: ExpertListParams) => {
    setParams(next);
    onParamsChange?.(next, { replace: false });
  };
  // Another page of the same search: focus (and so the view) goes back to the top of the results.
  const turnPage = (page: number) => {
    search({ ...params, page });
    heading.current?.focus();
  };

  const lastPage = experts.data
    ? Math.max(1, Math.ceil(experts.data.total / experts.data.pageSize))
    : undefined;
  const pastTheEnd = lastPage !== undefined && (params.page ?? 1) > lastPage;

  // A page that is no page (0, -1, not a number, past the contract's last) shows the first; a page past the end
  // of the results shows the last. Either way the host hears which page is shown, to correct its address.
  const [correction, setCorrection] = useState<ExpertListParams | null>(() =>
    initialParams.page !== undefined && initialParams.page !== (params.page ?? 1) ? params : null,
  );
  if (pastTheEnd) {
    const { page: _past, ...rest } = params;
    const last = lastPage === 1 ? rest : { ...rest, page: lastPage };
    setParams(last);
    setCorrection(last);
  }
  useEffect(() => {
    if (correction) report.current?.(correction, { replace: true });
  }, [correction]);

  let results;
  if (experts.isPending) {
    results = (
      <ul className="eb-grid" aria-hidden="true">
        {Array.from({ length: DIRECTORY_SKELETONS }, (_, i) => (
          <li key={i}>
            <Skeleton height="16rem" />
          </li>
        ))}
      </ul>
    );
  } else if (experts.isError) {
    results = <ErrorState error={experts.error} onRetry={() => void experts.refetch()} />;
  } else if (experts.data.items.length === 0) {
    results = (
      <StateMessage
        title={t('directory.emptyTitle')}
        description={t('directory.emptyDescription')}
        action={
          <Link to="/experts" className="eb-btn eb-btn--secondary" onClick={() => search({})}>
            {t('profile.browseExperts')}
          </Link>
        }
      />
    );
  } else {
    results = (
      <ul className="eb-grid" aria-label={t('directory.results')}>
        {experts.data.items.map((expert) => (
          <li key={expert.id}>
            <ExpertCard
              expert={expert}
              variant="grid"
              onPreview={setPreview}
              headingLevel={2}
              favoriteToggle
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="eb-directory" aria-labelledby={titleId}>
      <h1 id={titleId} className="eb-heading" ref={heading} tabIndex={-1}>
        {t('directory.title')}
      </h1>
      <p className="eb-muted">{t('directory.subtitle')}</p>
      <DirectorySearch value={params} onSearch={search} />
      <p className="eb-directory__count" role="status">
        {experts.data ? t('directory.found', { count: experts.data.total }) : null}
      </p>
      <div aria-busy={experts.isPending}>{results}</div>
      {experts.data ? (
        <Pager
          page={experts.data.page}
          pageSize={experts.data.pageSize}
          total={experts.data.total}
          onPage={turnPage}
        />
      ) : null}
      {preview ? <ExpertPreviewDialog expert={preview} onClose={() => setPreview(null)} /> : null}
    </section>
  );
}
