import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import type { PageQuery } from '../../platform/query-params.js';
import type { CatalogueRepository } from './catalogue.repository.js';
import type { DirectoryQuery } from './catalogue.schemas.js';
import type { ListedExpertRow } from './expert-row.js';
import { toExpert } from './expert-view.js';
import type { NextAvailable } from './next-available.js';
import { toReview } from './review-view.js';

type Schemas = components['schemas'];

/** The one answer for an expert the directory does not show: missing, not (or no longer) approved, or no id. */
export function expertNotFound(): AppError {
  return AppError.notFound('Expert not found', 'expert_not_found');
}

/** Categories, the directory, one expert and their reviews: read-only, approved experts only. */
export function createCatalogueService(deps: {
  repository: CatalogueRepository;
  /** Keeps the stored next free times true; without it they are shown as stored. */
  nextAvailable?: NextAvailable;
}) {
  const { repository, nextAvailable } = deps;

  /** Nothing when the directory shows the expert; expert_not_found otherwise. */
  async function requireListedExpert(id: string): Promise<void> {
    if (!(await repository.isApprovedExpert(id))) throw expertNotFound();
  }

  /** Listed rows with any stale next free time computed again (other modules' lists of experts use it too). */
  function freshen<Row extends ListedExpertRow>(rows: Row[]): Promise<Row[]> {
    return nextAvailable ? nextAvailable.freshen(rows) : Promise.resolve(rows);
  }

  return {
    requireListedExpert,
    freshen,

    /** Every category in display order. */
    listCategories(): Promise<Schemas['Category'][]> {
      return repository.findCategories();
    },

    /** One page of approved experts matching every filter, in the chosen order. */
    async listExperts(query: DirectoryQuery): Promise<Schemas['ExpertPage']> {
      if (query.availableWithin !== undefined) await nextAvailable?.freshenForFilter();
      const page = await repository.findDirectoryPage(query);
      const rows = await freshen(page.rows);
      return {
        items: rows.map(toExpert),
        page: query.page,
        pageSize: query.pageSize,
        total: page.total,
      };
    },

    /** An approved expert, or expert_not_found. */
    async getExpert(id: string): Promise<Schemas['Expert']> {
      const row = await repository.findApprovedExpert(id);
      if (!row) throw expertNotFound();
      const [fresh] = await freshen([row]);
      return toExpert(fresh!);
    },

    /** An approved expert's public reviews, newest first. */
    async listReviews(expertId: string, query: PageQuery): Promise<Schemas['ReviewPage']> {
      await requireListedExpert(expertId);
      const { rows, total } = await repository.findPublicReviews(expertId, query);
      return { items: rows.map(toReview), page: query.page, pageSize: query.pageSize, total };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
