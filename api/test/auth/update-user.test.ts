import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const USER = '/api/auth/user';

/** The stored row of a user: refused input must leave every column as it was. */
const rowOf = (id: string) => app.db.knex('users').where({ id }).first();

async function someone(): Promise<TestUser> {
  return createSignedInUser(app, { firstName: 'Charlotte', lastName: 'Ngata' });
}

describe('PATCH /api/auth/user', () => {
  it('renames the signed-in user, trimmed, and answers the user as GET will from now on', async () => {
    const user = await someone();
    const before = await rowOf(user.id);
    const response = await user.client.patch(USER, {
      firstName: '  Charlotte ',
      lastName: ' Ngata-Smith  ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.body).toEqual({
      id: user.id,
      firstName: 'Charlotte',
      lastName: 'Ngata-Smith',
      email: user.email,
      profileImageUrl: null,
      userType: 'client',
      isAdmin: false,
      signedInBefore: false,
    });
    expect((await user.client.get(USER)).body).toEqual(response.body);
    const after = await rowOf(user.id);
    expect(after.email).toBe(before.email);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });

  it('changes nobody else', async () => {
    const user = await someone();
    const other = await someone();
    const otherBefore = await rowOf(other.id);
    expect((await user.client.patch(USER, { firstName: 'Mere', lastName: 'Tane' })).status).toBe(
      200,
    );
    expect(await rowOf(other.id)).toEqual(otherBefore);
  });

  it('accepts names of 1 and of 100 characters', async () => {
    const user = await someone();
    const long = await user.client.patch(USER, { firstName: 'a'.repeat(100), lastName: 'b' });
    expect(long.status).toBe(200);
    expect(long.body.firstName).toHaveLength(100);
    expect(long.body.lastName).toBe('b');
  });

  const invalid: [string, unknown, Record<string, string>][] = [
    [
      'both names missing',
      {},
      { firstName: 'First name is required', lastName: 'Last name is required' },
    ],
    [
      'a blank first name',
      { firstName: '   ', lastName: 'Ngata' },
      { firstName: 'First name is required' },
    ],
    [
      'a blank last name',
      { firstName: 'Charlotte', lastName: '' },
      { lastName: 'Last name is required' },
    ],
    [
      'a first name of 101 characters',
      { firstName: 'a'.repeat(101), lastName: 'Ngata' },
      { firstName: 'First name must be at most 100 characters' },
    ],
    [
      'a last name of 101 characters',
      { firstName: 'Charlotte', lastName: 'b'.repeat(101) },
      { lastName: 'Last name must be at most 100 characters' },
    ],
    [
      'a name with a control character',
      { firstName: 'Char\u0000lotte', lastName: 'Ngata' },
      { firstName: 'First name must not contain control characters' },
    ],
    [
      'wrong types',
      { firstName: 42, lastName: ['Ngata'] },
      { firstName: 'First name must be text', lastName: 'Last name must be text' },
    ],
    [
      'unknown fields (the e-mail and the role cannot be changed here)',
      { firstName: 'Charlotte', lastName: 'Ngata', email: 'new@example.co.nz', isAdmin: true },
      { email: 'Unknown field', isAdmin: 'Unknown field' },
    ],
    ['an array instead of an object', [], { _: 'The request body must be a JSON object' }],
  ];

  it.each(invalid)('refuses %s with 400 and writes nothing', async (_name, body, details) => {
    const user = await someone();
    const before = await rowOf(user.id);
    const response = await user.client.patch(USER, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details).toEqual(details);
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('refuses a request without a body', async () => {
    const user = await someone();
    const response = await user.client.request('PATCH', USER);
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual({ _: 'The request body must be a JSON object' });
  });

  it('answers a body that is not JSON with 415 and writes nothing', async () => {
    const user = await someone();
    const before = await rowOf(user.id);
    const response = await user.client.request('PATCH', USER, {
      rawBody: 'firstName=Mere&lastName=Tane',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('answers 401 when signed out', async () => {
    const response = await app.client().patch(USER, { firstName: 'Mere', lastName: 'Tane' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthenticated');
  });

  it('refuses a foreign Origin with 403 and writes nothing', async () => {
    const user = await someone();
    const before = await rowOf(user.id);
    const response = await user.client.patch(
      USER,
      { firstName: 'Mere', lastName: 'Tane' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('origin_not_allowed');
    expect(await rowOf(user.id)).toEqual(before);
  });
});
