import type { Expert } from '@expertbridge/sdk';
import { useId, useRef, useState } from 'react';
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

export interface ExpertDirectoryProps {
  /** Filters to start with, e.g. `searchTerm`, `categoryId` and `location` from the address. */
  initialParams?: ExpertListParams;
  /** Called when a search changes the filters, so the host can update its address bar. */
  onParamsChange?: (params: ExpertListParams) => void;
}

/**
 * The expert directory (/experts): 'Find Experts', the search form, 'Found N expert(s)', a 1/2/3-column
 * grid of cards with Quick Preview, six skeletons while loading, and the empty and error states.
 */
export function ExpertDirectory({ initialParams = {}, onParamsChange }: ExpertDirectoryProps) {
  const t = useT();
  const [params, setParams] = useState(initialParams);
  const [preview, setPreview] = useState<Expert | null>(null);
  const experts = useExperts({ ...params, pageSize: DIRECTORY_PAGE_SIZE });
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const search = (next: ExpertListParams) => {
    setParams(next);
    onParamsChange?.(next);
  };
  // Another page of the same search: focus (and so the view) goes back to the top of the results.
  const turnPage = (page: number) => {
    search({ ...params, page });
    heading.current?.focus();
  };

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
    results = <ErrorState onRetry={() => void experts.refetch()} />;
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
            <ExpertCard expert={expert} variant="grid" onPreview={setPreview} headingLevel={2} />
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
