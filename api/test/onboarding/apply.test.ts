import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';
import { expectRefused, validApplication, writtenState } from './fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const without = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));

/** Sends an application that must be refused with 400 and returns its details (nothing written). */
async function refused(body: unknown) {
  const { client } = await createSignedInUser(app);
  return expectRefused(app, client, '/api/experts/apply', body);
}

describe('POST /api/experts/apply (the wizard)', () => {
  it('creates the profile in review and answers it with the defaults filled in', async () => {
    const user = await createSignedInUser(app, { firstName: 'Ana', lastName: 'Tupou' });
    const response = await user.client.post('/api/experts/apply', {
      ...without(validApplication(), 'location', 'languages'),
      userId: user.id,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: user.id,
      user: { firstName: 'Ana', lastName: 'Tupou', profileImageUrl: null },
      title: 'Immigration Adviser (Licensed)',
      hourlyRate: { amount: 15000, currency: 'NZD' },
      currency: 'NZD',
      location: null,
      languages: ['English'],
      serviceCountries: ['NZ'],
      consultationMethods: ['chat', 'video'],
      timeZone: 'Pacific/Auckland',
      categoryId: 4,
      category: { id: 4, name: 'Immigration & Visa' },
      status: 'pending',
      isVerified: false,
      availability: null,
      rejectionReason: null,
      reviewedAt: null,
    });
    const row = await app.db.knex('experts').where({ id: response.body.id }).first();
    expect(row).toMatchObject({ status: 'pending', application_source: 'wizard' });
  });

  it('takes currency, location, countries, methods and availability when given', async () => {
    const { client } = await createSignedInUser(app);
    const response = await client.post('/api/experts/apply', {
      ...validApplication(),
      currency: 'AUD',
      location: 'perth',
      consultationMethods: ['video', 'video'],
      availability: '  Weekdays after 5pm AWST  ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      currency: 'AUD',
      location: 'Perth',
      serviceCountries: ['AU'],
      consultationMethods: ['video'],
      timeZone: 'Australia/Perth',
      availability: 'Weekdays after 5pm AWST',
    });
  });

  it.each([
    [
      'a list with repeats in other letter cases',
      [' english', 'Korean', 'ENGLISH'],
      ['English', 'Korean'],
    ],
    ['a JSON-encoded list', '["Mandarin","english"]', ['Mandarin', 'English']],
    ['a comma-separated string', 'Japanese, , french,Japanese', ['Japanese', 'French']],
    ['an empty string', '', ['English']],
    ['an empty list', [], ['English']],
  ])('reads languages sent as %s', async (_form, languages, expected) => {
    const { client } = await createSignedInUser(app);
    const response = await client.post('/api/experts/apply', { ...validApplication(), languages });
    expect(response.status).toBe(201);
    expect(response.body.languages).toEqual(expected);
  });

  it.each([
    ['a list', ['AU', 'NZ'], ['AU', 'NZ']],
    ['a JSON-encoded list', '["NZ","AU","NZ"]', ['NZ', 'AU']],
    ['text that is not a list (the currency country)', 'NZ and AU', ['NZ']],
  ])('reads service countries sent as %s', async (_form, serviceCountries, expected) => {
    const { client } = await createSignedInUser(app);
    const response = await client.post('/api/experts/apply', {
      ...validApplication(),
      serviceCountries,
    });
    expect(response.status).toBe(201);
    expect(response.body.serviceCountries).toEqual(expected);
  });

  it('requires step 1: title, bio and category', async () => {
    expect(await refused(without(validApplication(), 'title', 'bio', 'categoryId'))).toEqual({
      title: 'Title is required',
      bio: 'Bio is required',
      categoryId: 'Category is required',
    });
    expect(await refused({ ...validApplication(), title: '   ', bio: 5, categoryId: '4' })).toEqual(
      { title: 'Title is required', bio: 'Bio is required', categoryId: 'Category is required' },
    );
  });

  it('requires step 2: experience and qualifications', async () => {
    expect(await refused(without(validApplication(), 'experience', 'qualifications'))).toEqual({
      experience: 'Experience is required',
      qualifications: 'Qualifications are required',
    });
  });

  it.each([
    ['missing', undefined, 'Hourly rate is required'],
    ['text', '150', 'Hourly rate is required'],
    ['a fraction of a cent', 150.5, 'Hourly rate must be a whole number of cents'],
    ['below one dollar', 99, 'Hourly rate must be at least 100 cents (1.00 an hour)'],
    [
      'absurdly high',
      10_000_001,
      'Hourly rate must be at most 10000000 cents (100,000.00 an hour)',
    ],
  ])('requires step 3: an hourly rate in cents (%s)', async (_case, hourlyRate, message) => {
    expect(await refused({ ...validApplication(), hourlyRate })).toEqual({ hourlyRate: message });
  });

  it('reports every problem of an empty body at once', async () => {
    expect(Object.keys(await refused(undefined)).sort()).toEqual(
      ['bio', 'categoryId', 'experience', 'hourlyRate', 'qualifications', 'title'].sort(),
    );
    expect(Object.keys(await refused([1, 2]))).toHaveLength(6);
  });

  it.each([
    ['location', { location: 'Hamilton' }, /^Location must be one of: Auckland/],
    ['languages', { languages: ['English', 'Klingon'] }, /"Klingon" is not offered/],
    ['languages', { languages: 42 }, /^Languages must be a list or a comma-separated string$/],
    ['languages', { languages: Array(13).fill('English') }, /^Choose at most 12 languages$/],
    ['serviceCountries', { serviceCountries: ['US'] }, /^Service countries must be NZ and\/or AU$/],
    ['consultationMethods', { consultationMethods: ['phone'] }, /must be chat or video$/],
    ['consultationMethods', { consultationMethods: [] }, /^At least one consultation method/],
    ['currency', { currency: 'USD' }, /^Currency must be NZD or AUD$/],
    ['title', { title: 'x'.repeat(201) }, /^Title must be at most 200 characters$/],
    ['bio', { bio: 'Tax\u0000adviser' }, /^Bio must not contain NUL characters$/],
    ['serviceCountries', { serviceCountries: ['NZ', 'AU', 'NZ'] }, /^Service countries must/],
    ['availability', { availability: 'x'.repeat(1001) }, /at most 1000 characters$/],
    ['userId', { userId: 'me' }, /^userId must be the id of the signed-in user$/],
    ['categoryId', { categoryId: 99 }, /^Category does not exist$/],
    ['categoryId', { categoryId: 2 ** 31 }, /^Category is required$/],
  ])('refuses a bad %s with a message on that field', async (field, change, message) => {
    const details = await refused({ ...validApplication(), ...change });
    expect(Object.keys(details)).toEqual([field]);
    expect(details[field]).toMatch(message);
  });

  it('refuses a body that names another user (403) and writes nothing', async () => {
    const { client } = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    const before = await writtenState(app);
    const response = await client.post('/api/experts/apply', {
      ...validApplication(),
      userId: other.id,
    });
    expect(response.status).toBe(403);
    expect(await writtenState(app)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const response = await app.client().post('/api/experts/apply', validApplication());
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthenticated');
  });

  it('answers 409 to a user who already has a profile, and keeps the first', async () => {
    const { client } = await createSignedInUser(app);
    expect((await client.post('/api/experts/apply', validApplication())).status).toBe(201);
    const before = await writtenState(app);
    const second = await client.post('/api/experts/apply', {
      ...validApplication(),
      title: 'Other',
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('expert_profile_exists');
    expect(await writtenState(app)).toEqual(before);
  });

  it('creates exactly one profile when one user applies twice at the same moment', async () => {
    const user = await createSignedInUser(app);
    const responses = await Promise.all(
      [1, 2, 3].map(() => user.client.post('/api/experts/apply', validApplication())),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    expect(await app.db.knex('experts').where({ user_id: user.id }).count('* as n')).toEqual([
      { n: 1 },
    ]);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await createSignedInUser(app);
    const response = await client.request('POST', '/api/experts/apply', {
      rawBody: 'title=Adviser',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});
