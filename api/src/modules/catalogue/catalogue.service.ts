import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import * as repository from './catalogue.repository.js';
import type { DirectoryQuery } from './catalogue.schemas.js';
import { toExpert } from './expert-view.js';
import type { PageQuery } from '../../platform/query-params.js';

type Schemas = components['schemas'];

/** The one answer for an expert the directory does not show: missing, not (or no longer) approved, or no id. */
export function expertNotFound(): AppError {
  return AppError.notFound('Expert not found', 'expert_not_found');
}

/** A review as the public sees it: the client's first name and last initial only. */
export function toReview(row: repository.ReviewRow): Schemas['Review'] {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    expertResponse: row.expert_response,
    respondedAt: row.responded_at ? row.responded_at.toISOString() : null,
    reviewer:
      row.first_name === null
        ? { firstName: 'Former client', lastInitial: '' }
        : { firstName: row.first_name, lastInitial: Array.from(row.last_name ?? '')[0] ?? '' },
  };
}

/** Categories, the directory, one expert and their reviews: read-only, approved experts only. */
export function catalogueService(knex: Knex) {
  return {
    /** Every category in display order. */
    listCategories(): Promise<Schemas['Category'][]> {
      return repository.findCategories(knex);
    },

    /** One page of approved experts matching every filter, in the chosen order. */
    async listExperts(query: DirectoryQuery): Promise<Schemas['ExpertPage']> {
      const { rows, total } = await repository.findDirectoryPage(knex, query);
      return { items: rows.map(toExpert), page: query.page, pageSize: query.pageSize, total };
    },

    /** An approved expert, or expert_not_found. */
    async getExpert(id: string): Promise<Schemas['Expert']> {
      const row = await repository.findApprovedExpert(knex, id);
      if (!row) throw expertNotFound();
      return toExpert(row);
    },

    /** An approved expert's public reviews, newest first. */
    async listReviews(expertId: string, query: PageQuery): Promise<Schemas['ReviewPage']> {
      if (!(await repository.isApprovedExpert(knex, expertId))) throw expertNotFound();
      const { rows, total } = await repository.findPublicReviews(knex, expertId, query);
      return { items: rows.map(toReview), page: query.page, pageSize: query.pageSize, total };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
