// What the catalogue publishes of its experts for other modules' repositories to compose: the listing's row builder
// (the directory and the favourites page), the profiles read through ExpertModel, and the rating recount a new review
// triggers. Only repositories import a records file.
import type { Knex } from 'knex';
import { LISTED_COLUMNS, PROFILE_COLUMNS, type ExpertRow } from './expert-row.js';
import { ExpertModel } from './expert.model.js';

/**
 * Only what toExpert reads, with one join each for the owner and the category: lists fetch many rows, and every
 * column is parsed on every row. Experts are `e`, so callers add their own joins and filters.
 */
export function selectListedExpertRows(knex: Knex) {
  return knex('experts as e')
    .join('users as u', 'u.id', 'e.user_id')
    .join('categories as c', 'c.id', 'e.category_id')
    .select(
      ...LISTED_COLUMNS.map((column) => `e.${column}`),
      'u.first_name',
      'u.last_name',
      'u.profile_image_url',
      'c.name as category_name',
    );
}

const PROFILE_EXPERT_COLUMNS = [...LISTED_COLUMNS, ...PROFILE_COLUMNS];

/**
 * Expert profiles with their owner and category, in one statement (both relations are not-null foreign keys).
 * Filter and order on `experts.<column>`; turn each result into the views' row with toExpertRow.
 */
export function selectExpertProfiles(knex: Knex) {
  return ExpertModel.query(knex)
    .select(PROFILE_EXPERT_COLUMNS.map((column) => `experts.${column}`))
    .withGraphJoined('[user(owner), category(named)]')
    .modifiers({
      owner: (query) => query.select('id', 'first_name', 'last_name', 'profile_image_url', 'email'),
      named: (query) => query.select('id', 'name'),
    });
}

/** A profile read by selectExpertProfiles as the flat row the views take. */
export function toExpertRow(expert: ExpertModel): ExpertRow {
  const { user, category } = expert;
  if (!user || !category)
    throw new Error('An expert profile was read without its user or category');
  const columns = Object.fromEntries(
    PROFILE_EXPERT_COLUMNS.map((column) => [column, expert[column]]),
  ) as Pick<ExpertRow, (typeof PROFILE_EXPERT_COLUMNS)[number]>;
  return {
    ...columns,
    first_name: user.first_name,
    last_name: user.last_name,
    profile_image_url: user.profile_image_url,
    user_email: user.email,
    category_name: category.name,
  };
}

/**
 * Sets each expert's average_rating (two decimals) and total_reviews from their reviews. Every review counts,
 * public or not: `is_public` decides whether the comment is published, while the score is part of the expert's
 * record either way (a client keeping their words private should not hide a low score).
 */
export async function refreshExpertRatings(knex: Knex, expertIds: string[]): Promise<void> {
  if (expertIds.length === 0) return;
  await knex.raw(
    `UPDATE experts e
        SET average_rating = coalesce(agg.average, 0), total_reviews = coalesce(agg.total, 0)
       FROM (SELECT x.id, round(avg(r.rating), 2) AS average, count(r.id) AS total
               FROM experts x LEFT JOIN reviews r ON r.expert_id = x.id
              WHERE x.id = ANY(?::uuid[])
              GROUP BY x.id) agg
      WHERE e.id = agg.id`,
    [expertIds],
  );
}
