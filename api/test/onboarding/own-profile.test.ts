import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';
import { applyAs, uploadCount, writtenState } from './fixtures.js';
import { dataUrl, gifImage, pngImage } from './images.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const PATHS = ['/api/experts/profile/me', '/api/experts/my-profile'] as const;

/** The first edit page's body (languages comma-joined). */
function edit(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Senior Immigration Adviser',
    bio: 'Helping skilled migrants, students and families with visas for New Zealand and Australia.',
    experience: 'Ten years of visa advice.',
    qualifications: 'IAA full licence',
    hourlyRate: 19500,
    location: 'Melbourne',
    languages: 'English, Hindi, Mandarin',
    categoryId: 4,
    ...overrides,
  };
}

async function expertUser() {
  const user = await createSignedInUser(app);
  const expertId = await applyAs(user.client, { availability: 'Weekday mornings' });
  return { ...user, expertId };
}

const setStatus = (id: string, status: string, reason: string | null = null) =>
  app.db
    .knex('experts')
    .where({ id })
    .update({ status, rejection_reason: reason, reviewed_at: new Date() });

describe('reading my own expert profile', () => {
  it('answers JSON null on the first page and 404 on the second when there is none', async () => {
    const { client } = await createSignedInUser(app);
    const first = await client.get(PATHS[0]);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(first.body).toBeNull();
    const second = await client.get(PATHS[1]);
    expect(second.status).toBe(404);
    expect(second.body.error.code).toBe('expert_profile_not_found');
  });

  it.each(PATHS)('answers my profile on %s', async (path) => {
    const user = await expertUser();
    const response = await user.client.get(path);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.expertId, userId: user.id, status: 'pending' });
  });

  it.each(PATHS)('needs a signed-in user on %s (GET and PUT)', async (path) => {
    expect((await app.client().get(path)).status).toBe(401);
    expect((await app.client().put(path, edit())).status).toBe(401);
  });
});

describe('updating my own expert profile', () => {
  it.each([
    [PATHS[0], 'English, Hindi, Mandarin'],
    [PATHS[0], ['English', 'Hindi', 'Mandarin']],
    [PATHS[1], ['English', 'Hindi', 'Mandarin']],
    [PATHS[1], 'English, Hindi, Mandarin'],
  ])('saves the edit on %s with languages as %j', async (path, languages) => {
    const user = await expertUser();
    const response = await user.client.put(path, edit({ languages, userId: user.id }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.expertId,
      title: 'Senior Immigration Adviser',
      hourlyRate: { amount: 19500, currency: 'NZD' },
      location: 'Melbourne',
      timeZone: 'Australia/Melbourne',
      languages: ['English', 'Hindi', 'Mandarin'],
      status: 'pending',
      // Fields the edit pages do not show stay as they were.
      availability: 'Weekday mornings',
      serviceCountries: ['NZ'],
      consultationMethods: ['chat', 'video'],
    });
    expect((await user.client.get(PATHS[1])).body.title).toBe('Senior Immigration Adviser');
  });

  it('changes currency, countries, methods and availability when sent', async () => {
    const user = await expertUser();
    const response = await user.client.put(
      PATHS[1],
      edit({
        currency: 'AUD',
        serviceCountries: '[]',
        consultationMethods: ['chat'],
        availability: null,
      }),
    );
    expect(response.body).toMatchObject({
      currency: 'AUD',
      hourlyRate: { amount: 19500, currency: 'AUD' },
      serviceCountries: ['AU'],
      consultationMethods: ['chat'],
      availability: null,
    });
  });

  it('keeps an approved profile approved', async () => {
    const user = await expertUser();
    await setStatus(user.expertId, 'approved');
    const response = await user.client.put(PATHS[0], edit());
    expect(response.body).toMatchObject({ status: 'approved', isVerified: true });
  });

  it('sends a rejected profile back into review, its rejection cleared', async () => {
    const user = await expertUser();
    await setStatus(user.expertId, 'rejected', 'Licence could not be verified');
    const before = await app.db.knex('experts').where({ id: user.expertId }).first();
    const response = await user.client.put(PATHS[1], edit());
    expect(response.body).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(new Date(response.body.submittedAt).getTime()).toBeGreaterThan(
      before.submitted_at.getTime(),
    );
  });

  it('replaces the photo when one is sent and keeps it when none is', async () => {
    const user = await expertUser();
    const withPhoto = await user.client.put(
      PATHS[0],
      edit({ profileImageUrl: dataUrl(pngImage(), 'image/png') }),
    );
    const url = withPhoto.body.user.profileImageUrl;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await app.client().get(url)).status).toBe(200);
    const without = await user.client.put(PATHS[0], edit({ profileImageUrl: null }));
    expect(without.body.user.profileImageUrl).toBe(url);
  });

  it('refuses a bad photo and writes nothing', async () => {
    const user = await expertUser();
    const before = await writtenState(app);
    const response = await user.client.put(
      PATHS[1],
      edit({ profileImageUrl: dataUrl(gifImage(), 'image/gif') }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual({
      profileImageUrl: 'Profile photo must be a PNG, JPEG or WebP image',
    });
    expect(await writtenState(app)).toEqual(before);
  });

  it('requires the fields the edit pages mark required', async () => {
    const user = await expertUser();
    const response = await user.client.put(PATHS[0], {});
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual({
      title: 'Title is required',
      bio: 'Bio is required',
      experience: 'Experience is required',
      qualifications: 'Qualifications are required',
      hourlyRate: 'Hourly rate is required',
      location: 'Location is required',
      categoryId: 'Category is required',
    });
  });

  it.each([
    [{ location: 'Hobart' }, 'location', /^Location must be one of/],
    [{ languages: 'English;Hindi' }, 'languages', /"English;Hindi" is not offered/],
    [{ consultationMethods: [] }, 'consultationMethods', /^At least one consultation method/],
    [{ hourlyRate: 50 }, 'hourlyRate', /^Hourly rate must be at least 100 cents/],
    [{ availability: 'Mornings\u0000' }, 'availability', /^Availability must not contain NUL/],
    [{ categoryId: 99 }, 'categoryId', /^Category does not exist$/],
  ])('refuses %j with a field message and changes nothing', async (change, field, message) => {
    const user = await expertUser();
    const before = await app.db.knex('experts').where({ id: user.expertId }).first();
    const response = await user.client.put(PATHS[1], edit(change));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual([field]);
    expect(response.body.error.details[field]).toMatch(message);
    expect(await app.db.knex('experts').where({ id: user.expertId }).first()).toEqual(before);
  });

  it.each(PATHS)('refuses a body naming another user on %s (403)', async (path) => {
    const user = await expertUser();
    const other = await expertUser();
    const response = await user.client.put(path, edit({ userId: other.id }));
    expect(response.status).toBe(403);
    const untouched = await app.db.knex('experts').whereIn('id', [user.expertId, other.expertId]);
    expect(untouched.map((row) => row.title)).toEqual([
      'Immigration Adviser (Licensed)',
      'Immigration Adviser (Licensed)',
    ]);
  });

  it.each(PATHS)('answers 404 on %s to a user without a profile', async (path) => {
    const { client } = await createSignedInUser(app);
    const filesBefore = await uploadCount(app);
    const response = await client.put(
      path,
      edit({ profileImageUrl: dataUrl(pngImage(), 'image/png') }),
    );
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('expert_profile_not_found');
    expect(await uploadCount(app)).toBe(filesBefore);
  });
});
