import type { Knex } from 'knex';

/**
 * Browsing a category is the directory's commonest query, sorted by rating. With an index on the category
 * alone, PostgreSQL walked the rating index and threw away the other categories' experts (six in seven) to
 * find a page; this index holds each category's approved experts in rating order, so a page reads only its
 * own category. Its first column still serves a filter by category under the other sorts.
 *
 * The trigram indexes on title and bio have had no reader since the search moved to `search_text` (0002):
 * they only slowed every write of a profile and gave the planner more to consider.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX experts_approved_category_rating
    ON experts (category_id, average_rating DESC, total_reviews DESC, id) WHERE status = 'approved'`);
  await knex.raw('DROP INDEX experts_approved_category');
  await knex.raw('DROP INDEX experts_title_trgm');
  await knex.raw('DROP INDEX experts_bio_trgm');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX experts_bio_trgm ON experts USING gin (bio gin_trgm_ops)`);
  await knex.raw(`CREATE INDEX experts_title_trgm ON experts USING gin (title gin_trgm_ops)`);
  await knex.raw(
    `CREATE INDEX experts_approved_category ON experts (category_id) WHERE status = 'approved'`,
  );
  await knex.raw('DROP INDEX experts_approved_category_rating');
}
