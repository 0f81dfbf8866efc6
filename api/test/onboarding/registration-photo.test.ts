import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser } from '../helpers/users.js';
import { uploadCount, validRegistration, writtenState } from './fixtures.js';
import { dataUrl, gifImage, jpegImage, pngImage, webpImage } from './images.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const PATH = '/api/complete-expert-registration';

async function registerWithPhoto(profileImageUrl: unknown) {
  const user = await createSignedInUser(app);
  const form = validRegistration(user.email) as { user: Record<string, unknown>; expert: object };
  form.user.profileImageUrl = profileImageUrl;
  return { user, response: await user.client.post(PATH, form) };
}

describe('the profile photo of the registration form', () => {
  it.each([
    ['PNG', pngImage(), 'image/png', /\.png$/],
    ['JPEG', jpegImage(), 'image/jpeg', /\.jpg$/],
    ['WebP', webpImage(), 'image/webp', /\.webp$/],
  ])('stores a real %s and serves it back with its type', async (_name, bytes, type, suffix) => {
    const filesBefore = await uploadCount(app);
    const { user, response } = await registerWithPhoto(dataUrl(bytes, type));
    expect(response.status).toBe(201);
    const url = response.body.user.profileImageUrl as string;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.\w+$/);
    expect(url).toMatch(suffix);
    expect(await uploadCount(app)).toBe(filesBefore + 1);
    const stored = await app.db.knex('users').where({ id: user.id }).first();
    expect(stored.profile_image_url).toBe(url);

    const checked = await app.client().get(url);
    expect(checked.status).toBe(200);
    expect(checked.headers.get('Content-Type')).toBe(type);
    const served = await fetch(`${app.url}${url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('accepts a form without a photo (absent or empty)', async () => {
    const filesBefore = await uploadCount(app);
    expect((await registerWithPhoto(undefined)).response.status).toBe(201);
    expect((await registerWithPhoto('')).response.status).toBe(201);
    expect(await uploadCount(app)).toBe(filesBefore);
  });

  it.each([
    [
      'a text file labelled image/png',
      dataUrl(Buffer.from('hello, not an image'), 'image/png'),
      'Profile photo must be a PNG, JPEG or WebP image',
    ],
    ['a GIF', dataUrl(gifImage(), 'image/gif'), 'Profile photo must be a PNG, JPEG or WebP image'],
    [
      'a GIF labelled image/png',
      dataUrl(gifImage(), 'image/png'),
      'Profile photo must be a PNG, JPEG or WebP image',
    ],
    [
      'a JPEG labelled image/png',
      dataUrl(jpegImage(), 'image/png'),
      'Profile photo content does not match its declared image type',
    ],
    [
      'an image over 2 MB',
      dataUrl(pngImage(1024, 700, true), 'image/png'),
      'Profile photo must be at most 2 MB',
    ],
    [
      'a malformed data URL',
      'data:image/png;base64,***',
      'Profile photo must be an image file sent as a base64 data: URL',
    ],
    [
      'a web address',
      'https://example.com/me.png',
      'Profile photo must be an image file sent as a base64 data: URL',
    ],
    ['a number', 12, 'Profile photo must be an image file sent as a base64 data: URL'],
  ])(
    'refuses %s (400 on user.profileImageUrl) and writes nothing',
    async (_name, value, message) => {
      const before = await writtenState(app);
      const { response } = await registerWithPhoto(value);
      expect(response.status).toBe(400);
      expect(response.body.error.details).toEqual({ 'user.profileImageUrl': message });
      expect(await writtenState(app)).toEqual(before);
    },
  );

  it('stores no file when another field is wrong', async () => {
    const user = await createSignedInUser(app);
    const form = validRegistration(user.email);
    form.user.profileImageUrl = dataUrl(pngImage(), 'image/png');
    form.expert.title = 'Short';
    const before = await writtenState(app);
    const response = await user.client.post(PATH, form);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual(['expert.title']);
    expect(await writtenState(app)).toEqual(before);
  });

  it('stores no file for a user who already has a profile', async () => {
    const user = await createSignedInUser(app);
    expect((await user.client.post(PATH, validRegistration(user.email))).status).toBe(201);
    const before = await writtenState(app);
    const form = validRegistration(user.email);
    form.user.profileImageUrl = dataUrl(pngImage(), 'image/png');
    expect((await user.client.post(PATH, form)).status).toBe(409);
    expect(await writtenState(app)).toEqual(before);
  });

  it('keeps exactly one profile and one file when the same form is sent twice at once', async () => {
    const user = await createSignedInUser(app);
    const form = validRegistration(user.email);
    form.user.profileImageUrl = dataUrl(pngImage(), 'image/png');
    const filesBefore = await uploadCount(app);
    const responses = await Promise.all([1, 2].map(() => user.client.post(PATH, form)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await uploadCount(app)).toBe(filesBefore + 1);
  });

  it('answers 413 to a body over the 3 MB limit and writes nothing', async () => {
    const before = await writtenState(app);
    const { response } = await registerWithPhoto(dataUrl(pngImage(1024, 1100, true), 'image/png'));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
    expect(await writtenState(app)).toEqual(before);
  });
});
