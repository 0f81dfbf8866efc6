import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/test-app.js';

/** How many users and sessions exist: tests of refused input check that nothing was written. */
export async function rowCounts(app: TestApp) {
  const count = async (table: string) => {
    const [row] = await app.db.knex(table).count<{ count: number }[]>('* as count');
    return Number(row!.count);
  };
  return {
    users: await count('users'),
    sessions: await count('sessions'),
    identities: await count('identities'),
  };
}

/** A valid registration with a fresh e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Mere',
    lastName: 'Tane',
    email: `mere-${randomUUID()}@example.co.nz`,
    password: 'correct-horse-battery',
    ...overrides,
  };
}
