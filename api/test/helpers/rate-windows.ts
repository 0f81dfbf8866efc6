// The rate limits count in fixed windows aligned to the database's clock (platform/rate-limit.repository.ts): hits
// on either side of a window's end are counted apart. A test that makes N hits and expects the next to be refused
// must make them inside one window.
import type { Knex } from 'knex';

/**
 * Returns once at least `needSeconds` are left in the current window of `windowSeconds` (on the database's clock):
 * at once, or after waiting for the next window to begin.
 */
export async function withinOneWindow(
  knex: Knex,
  windowSeconds: number,
  needSeconds: number,
): Promise<void> {
  const { rows } = await knex.raw<{ rows: { into: number }[] }>(
    `select (extract(epoch from now()) % ?)::float as into`,
    [windowSeconds],
  );
  const left = windowSeconds - rows[0]!.into;
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}
