import type { components } from '@expertbridge/sdk';
import type { PageQuery } from '../../platform/query-params.js';
import { expertNotFound, type CatalogueService } from '../catalogue/catalogue.service.js';
import { toExpert } from '../catalogue/expert-view.js';
import type { FavoritesRepository } from './favorites.repository.js';

/** A signed-in user's favourite experts. Only approved experts can be added, and only they are listed. */
export function createFavoritesService(deps: {
  repository: FavoritesRepository;
  catalogue: Pick<CatalogueService, 'requireListedExpert' | 'freshen'>;
}) {
  const { repository, catalogue } = deps;
  return {
    /** One page of the user's favourites that are approved now, most recently added first. */
    async list(userId: string, query: PageQuery): Promise<components['schemas']['ExpertPage']> {
      const { rows, total } = await repository.findFavoriteExperts(userId, query);
      const fresh = await catalogue.freshen(rows);
      return { items: fresh.map(toExpert), page: query.page, pageSize: query.pageSize, total };
    },

    /** Every favourite that is approved now, as ids: what a page of cards needs to mark each one. */
    async listIds(userId: string): Promise<components['schemas']['FavoriteIds']> {
      return { expertIds: await repository.findFavoriteExpertIds(userId) };
    },

    /** Idempotent: adding a favourite twice keeps one, dated from the first time. */
    async add(userId: string, expertId: string): Promise<void> {
      await catalogue.requireListedExpert(expertId);
      if (!(await repository.insertFavorite(userId, expertId))) throw expertNotFound();
    },

    /** Idempotent: removing one that is not a favourite is fine; an expert the directory does not show is not. */
    async remove(userId: string, expertId: string): Promise<void> {
      await catalogue.requireListedExpert(expertId);
      await repository.deleteFavorite(userId, expertId);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
