// A profile photo uploaded through one API process is served by another on the same database: uploads live in
// PostgreSQL, not on the disk of the process that took them. Only with a server: PGlite belongs to one process.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { startSecondInstance, type SecondInstance } from '../room/second-instance.js';
import { createSignedInUser } from '../helpers/users.js';
import { validRegistration } from './fixtures.js';
import { dataUrl, pngImage } from './images.js';

const onPostgres = process.env.DATABASE_URL !== undefined;
let app: TestApp;
let other: SecondInstance | undefined;
let otherUrl: string;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await startTestApp();
  other = await startSecondInstance(app.db.url);
  otherUrl = other.url;
}, 120_000);

afterAll(async () => {
  await other?.stop();
  await app?.close();
});

describe.runIf(onPostgres)('an uploaded photo', () => {
  it('is served by another API process on the same database', async () => {
    const bytes = pngImage(4, 4, true);
    const user = await createSignedInUser(app);
    const form = validRegistration(user.email) as { user: Record<string, unknown> };
    form.user.profileImageUrl = dataUrl(bytes, 'image/png');
    const response = await user.client.post('/api/complete-expert-registration', form);
    expect(response.status).toBe(201);
    const url = response.body.user.profileImageUrl as string;

    const served = await fetch(`${otherUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${otherUrl}/api/uploads/${randomUUID()}.png`)).status).toBe(404);
  });
});
