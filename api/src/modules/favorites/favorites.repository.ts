import type { Knex } from 'knex';
import type { Page } from '../../platform/page.js';
import { selectListedExpertRows, type ListedExpertRow } from '../catalogue/expert-view.js';
import type { PageQuery } from '../../platform/query-params.js';

const FOREIGN_KEY_VIOLATION = '23503';

/** One page of a user's favourite approved experts, most recently added first. */
export async function findFavoriteExperts(
  knex: Knex,
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
}

/** The ids of all of a user's favourite approved experts, most recently added first. */
export async function findFavoriteExpertIds(knex: Knex, userId: string): Promise<string[]> {
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
}

/**
 * Adds the favourite; one that already exists keeps its original date. False when the expert row is gone (deleted
 * between the caller's check and this insert).
 */
export async function insertFavorite(
  knex: Knex,
  userId: string,
  expertId: string,
): Promise<boolean> {
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
}

/** Removes the favourite if there is one. */
export async function deleteFavorite(knex: Knex, userId: string, expertId: string): Promise<void> {
  await knex('favorites').where({ user_id: userId, expert_id: expertId }).del();
}
