import { randomBytes, randomUUID } from 'node:crypto';
import { hashToken, SESSION_COOKIE } from '../../src/platform/session.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** A client signed in as this user (session created directly in the database). */
  client: TestClient;
}

/**
 * Creates a user (optionally an admin) and a signed-in client for it, without going through the sign-in endpoints,
 * so that tests of other areas do not depend on them.
 */
export async function createSignedInUser(
  app: TestApp,
  options: { admin?: boolean; firstName?: string; lastName?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@test.expertbridge.test`;
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? 'User';
  const [user] = await app.db
    .knex('users')
    .insert({
      email,
      first_name: firstName,
      last_name: lastName,
      is_admin: options.admin ?? false,
      email_verified: true,
    })
    .returning('id');
  return { id: user.id, email, firstName, lastName, client: await newSession(app, user.id) };
}

/** A client signed in as an existing user with a session of its own (created directly in the database). */
export async function newSession(app: TestApp, userId: string): Promise<TestClient> {
  const token = randomBytes(32).toString('base64url');
  await app.db.knex('sessions').insert({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 86_400_000),
  });
  const client = app.client();
  client.setCookie(SESSION_COOKIE, token);
  return client;
}
