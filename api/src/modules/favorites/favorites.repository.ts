import type { Knex } from 'knex';
import type { Page } from '../../platform/page.js';
import type { PageQuery } from '../../platform/query-params.js';
import type { ListedExpertRow } from '../catalogue/expert-row.js';
import { selectListedExpertRows } from '../catalogue/expert.records.js';

const FOREIGN_KEY_VIOLATION = '23503';

/** A user's favourite experts. */
export function createFavoritesRepository(knex: Knex) {
  return {
    /** One page of a user's favourite approved experts, most recently added first. */
    async findFavoriteExperts(
      userId: string,
      { page, pageSize }: PageQuery,
    ): Promise<Page<ListedExpertRow>> {
      const favorites = (query: Knex.QueryBuilder) =>
        query
          .join('favorites as f', 'f.expert_id', 'e.id')
          .where('f.user_id', userId)
          .where('e.status', 'approved');
      const [rows, [counted]] = await Promise.all([
        favorites(selectListedExpertRows(knex))
          .orderBy([
            { column: 'f.created_at', order: 'desc' },
            { column: 'e.id', order: 'asc' },
          ])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        favorites(knex('experts as e')).count({ total: '*' }),
      ]);
      return { rows: rows as ListedExpertRow[], total: Number(counted?.total ?? 0) };
    },

    /** The ids of all of a user's favourite approved experts, most recently added first. */
    async findFavoriteExpertIds(userId: string): Promise<string[]> {
      const rows: { expert_id: string }[] = await knex('favorites as f')
        .join('experts as e', 'e.id', 'f.expert_id')
        .where('f.user_id', userId)
        .where('e.status', 'approved')
        .orderBy([
          { column: 'f.created_at', order: 'desc' },
          { column: 'f.expert_id', order: 'asc' },
        ])
        .select('f.expert_id');
      return rows.map((row) => row.expert_id);
    },

    /**
     * Adds the favourite; one that already exists keeps its original date. False when the expert row is gone (deleted
     * between the caller's check and this insert).
     */
    async insertFavorite(userId: string, expertId: string): Promise<boolean> {
      try {
        await knex('favorites')
          .insert({ user_id: userId, expert_id: expertId })
          .onConflict(['user_id', 'expert_id'])
          .ignore();
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return false;
        throw error;
      }
    },

    /** Removes the favourite if there is one. */
    async deleteFavorite(userId: string, expertId: string): Promise<void> {
      await knex('favorites').where({ user_id: userId, expert_id: expertId }).del();
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
