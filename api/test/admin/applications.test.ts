import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { applyAs, validRegistration, writtenState } from '../onboarding/fixtures.js';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { admin: true, firstName: 'Aroha', lastName: 'Mitchell' });
});
afterAll(() => app?.close());

const BASE = '/api/admin/applications';

/** A new applicant's pending application; returns its id and the applicant. */
async function pendingApplication() {
  const applicant = await createSignedInUser(app);
  return { id: await applyAs(applicant.client), applicant };
}

describe('admin endpoints', () => {
  const id = randomUUID();
  const endpoints: [string, string, unknown?][] = [
    ['GET', BASE],
    ['GET', `${BASE}/${id}`],
    ['PUT', `${BASE}/${id}/checks/photo_id`, { outcome: 'verified' }],
    ['POST', `${BASE}/${id}/approve`, {}],
    ['POST', `${BASE}/${id}/reject`, { reason: 'No' }],
  ];

  it.each(endpoints)('%s %s answers 401 when signed out', async (method, path, body) => {
    const response = await app.client().request(method, path, { body });
    expect(response.status).toBe(401);
  });

  it.each(endpoints)('%s %s answers 403 to a signed-in non-admin', async (method, path, body) => {
    const { client } = await createSignedInUser(app);
    const response = await client.request(method, path, { body });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
  });

  it('answers 403 to a non-admin even for bad input', async () => {
    const { client } = await createSignedInUser(app);
    expect((await client.get(`${BASE}?status=nope`)).status).toBe(403);
    expect((await client.put(`${BASE}/x/checks/y`, { outcome: 1 })).status).toBe(403);
  });
});

describe('GET /api/admin/applications', () => {
  it('lists pending applications oldest first, page by page', async () => {
    await app.db
      .knex('experts')
      .where({ status: 'pending' })
      .update({ status: 'rejected', rejection_reason: 'old' });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await pendingApplication()).id);
    // Submitted in reverse order of creation, so the queue must sort by submission, not insertion.
    for (const [index, expertId] of ids.entries()) {
      await app.db
        .knex('experts')
        .where({ id: expertId })
        .update({ submitted_at: new Date(Date.UTC(2026, 0, 10 - index)) });
    }
    const first = await admin.client.get(`${BASE}?pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.body.items.map((item: any) => item.expert.id)).toEqual([ids[2], ids[1]]);
    const second = await admin.client.get(`${BASE}?status=pending&page=2&pageSize=2`);
    expect(second.body.items.map((item: any) => item.expert.id)).toEqual([ids[0]]);
    expect(second.body.items[0]).toMatchObject({
      source: 'wizard',
      checks: [],
      missingChecks: [
        'licence_or_certification',
        'photo_id',
        'proof_of_experience',
        'indemnity_insurance',
        'background_check',
      ],
    });
  });

  it('lists by another status on request', async () => {
    const { id } = await pendingApplication();
    await admin.client.post(`${BASE}/${id}/reject`, { reason: 'Incomplete documents' });
    const response = await admin.client.get(`${BASE}?status=rejected&pageSize=100`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: any) => item.expert.id)).toContain(id);
    expect(response.body.items.every((item: any) => item.expert.status === 'rejected')).toBe(true);
  });

  it.each([
    ['status=approvedish', 'status'],
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
  ])('refuses ?%s with a message on that parameter', async (query, field) => {
    const response = await admin.client.get(`${BASE}?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual([field]);
  });
});

describe('GET /api/admin/applications/{id}', () => {
  it('answers the application with the applicant and the source form', async () => {
    const applicant = await createSignedInUser(app);
    const registered = await applicant.client.post(
      '/api/complete-expert-registration',
      validRegistration(applicant.email),
    );
    const response = await admin.client.get(`${BASE}/${registered.body.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      expert: { id: registered.body.id, status: 'pending' },
      applicantEmail: applicant.email,
      source: 'registration',
      checks: [],
    });
  });

  it.each([randomUUID(), 'not-a-uuid'])('answers 404 for %s', async (id) => {
    const response = await admin.client.get(`${BASE}/${id}`);
    expect(response.status).toBe(404);
  });
});

describe('PUT /api/admin/applications/{id}/checks/{item}', () => {
  it('records who checked what and when, and replaces an earlier outcome', async () => {
    const { id } = await pendingApplication();
    const started = Date.now();
    const first = await admin.client.put(`${BASE}/${id}/checks/photo_id`, {
      outcome: 'failed',
      note: 'Blurry scan',
    });
    expect(first.status).toBe(200);
    expect(first.body.checks).toEqual([
      {
        item: 'photo_id',
        outcome: 'failed',
        note: 'Blurry scan',
        checkedBy: { id: admin.id, firstName: 'Aroha', lastName: 'Mitchell' },
        checkedAt: expect.any(String),
      },
    ]);
    expect(new Date(first.body.checks[0].checkedAt).getTime()).toBeGreaterThan(started - 5000);
    expect(first.body.missingChecks).toContain('photo_id');

    const second = await createSignedInUser(app, {
      admin: true,
      firstName: 'Tama',
      lastName: 'Hohaia',
    });
    const replaced = await second.client.put(`${BASE}/${id}/checks/photo_id`, {
      outcome: 'verified',
    });
    expect(replaced.body.checks).toEqual([
      expect.objectContaining({
        item: 'photo_id',
        outcome: 'verified',
        note: null,
        checkedBy: { id: second.id, firstName: 'Tama', lastName: 'Hohaia' },
      }),
    ]);
    expect(replaced.body.missingChecks).not.toContain('photo_id');
    expect(await app.db.knex('expert_verification_checks').where({ expert_id: id })).toHaveLength(
      1,
    );
  });

  it.each([
    ['an unknown item', 'fingerprints', { outcome: 'verified' }, 'item'],
    ['an unknown outcome', 'photo_id', { outcome: 'looks fine' }, 'outcome'],
    ['no outcome', 'photo_id', undefined, 'outcome'],
    [
      'a note over 1000 characters',
      'photo_id',
      { outcome: 'verified', note: 'x'.repeat(1001) },
      'note',
    ],
    ['a note with a NUL character', 'photo_id', { outcome: 'verified', note: 'a\u0000b' }, 'note'],
  ])('refuses %s with 400 and records nothing', async (_case, item, body, field) => {
    const { id } = await pendingApplication();
    const before = await writtenState(app);
    const response = await admin.client.put(`${BASE}/${id}/checks/${item}`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual([field]);
    expect(await writtenState(app)).toEqual(before);
  });

  it('refuses unknown fields', async () => {
    const { id } = await pendingApplication();
    const response = await admin.client.put(`${BASE}/${id}/checks/photo_id`, {
      outcome: 'verified',
      checkedBy: 'me',
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await admin.client.put(`${BASE}/${randomUUID()}/checks/photo_id`, {
      outcome: 'verified',
    });
    expect(response.status).toBe(404);
  });
});
