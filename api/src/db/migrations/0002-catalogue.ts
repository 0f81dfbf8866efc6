import type { Knex } from 'knex';

/*
 * Directory search. The free-text search is an OR across experts.title, experts.bio, users.first_name and
 * users.last_name; an OR across two tables cannot use per-column indexes, so every search would scan. Instead each
 * expert carries one lower-cased search text (names, title, bio) kept current by triggers on both tables, with one
 * trigram index. Languages get the same treatment (a lower-cased copy) so the exact, case-insensitive language
 * filter is an indexed array containment. The order indexes match the directory's sorts, stable tiebreak on id.
 */

/*
 * First and last name are joined by a space so a full name matches; the fields are separated by a newline, which a
 * search term cannot contain (the API refuses control characters), so a term never matches across two fields.
 */
const SEARCH_TEXT = (title: string, bio: string, first: string, last: string) =>
  `lower(${first} || ' ' || ${last} || E'\\n' || ${title} || E'\\n' || ${bio})`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE experts
    ADD COLUMN search_text text NOT NULL DEFAULT '',
    ADD COLUMN search_languages text[] NOT NULL DEFAULT '{}'`);

  await knex.raw(`CREATE FUNCTION experts_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT ${SEARCH_TEXT('NEW.title', 'NEW.bio', 'u.first_name', 'u.last_name')}
        INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
      NEW.search_languages := ARRAY(SELECT lower(language) FROM unnest(NEW.languages) AS language);
      RETURN NEW;
    END $$`);
  await knex.raw(`CREATE TRIGGER experts_search_refresh
    BEFORE INSERT OR UPDATE OF title, bio, user_id, languages ON experts
    FOR EACH ROW EXECUTE FUNCTION experts_search_refresh()`);

  await knex.raw(`CREATE FUNCTION users_expert_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE experts SET search_text = ${SEARCH_TEXT('title', 'bio', 'NEW.first_name', 'NEW.last_name')}
        WHERE user_id = NEW.id;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER users_expert_search_refresh
    AFTER UPDATE OF first_name, last_name ON users
    FOR EACH ROW
    WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
    EXECUTE FUNCTION users_expert_search_refresh()`);

  // Fills the new columns of existing rows through the trigger.
  await knex.raw('UPDATE experts SET title = title');

  // The directory shows approved experts only, so its indexes are partial: pending and rejected rows cost nothing.
  await knex.raw(`CREATE INDEX experts_approved_search ON experts
    USING gin (search_text gin_trgm_ops) WHERE status = 'approved'`);
  await knex.raw(`CREATE INDEX experts_approved_languages ON experts
    USING gin (search_languages) WHERE status = 'approved'`);
  await knex.raw('DROP INDEX experts_approved_rating');
  await knex.raw(`CREATE INDEX experts_approved_rating ON experts
    (average_rating DESC, total_reviews DESC, id) WHERE status = 'approved'`);
  await knex.raw(`CREATE INDEX experts_approved_price ON experts
    (hourly_rate_amount, id) WHERE status = 'approved'`);
  await knex.raw(`CREATE INDEX experts_approved_newest ON experts
    (created_at DESC, id) WHERE status = 'approved'`);

  // A user's favourites, newest first; and the reverse lookup that deleting an expert cascades through.
  await knex.raw(
    'CREATE INDEX favorites_user_recent ON favorites (user_id, created_at DESC, expert_id)',
  );
  await knex.raw('CREATE INDEX favorites_expert ON favorites (expert_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX favorites_expert');
  await knex.raw('DROP INDEX favorites_user_recent');
  await knex.raw('DROP INDEX experts_approved_newest');
  await knex.raw('DROP INDEX experts_approved_price');
  await knex.raw('DROP INDEX experts_approved_rating');
  await knex.raw(
    `CREATE INDEX experts_approved_rating ON experts (average_rating DESC, id) WHERE status = 'approved'`,
  );
  await knex.raw('DROP INDEX experts_approved_languages');
  await knex.raw('DROP INDEX experts_approved_search');
  await knex.raw('DROP TRIGGER users_expert_search_refresh ON users');
  await knex.raw('DROP FUNCTION users_expert_search_refresh()');
  await knex.raw('DROP TRIGGER experts_search_refresh ON experts');
  await knex.raw('DROP FUNCTION experts_search_refresh()');
  await knex.raw('ALTER TABLE experts DROP COLUMN search_languages, DROP COLUMN search_text');
}
