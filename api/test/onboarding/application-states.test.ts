import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { applyAs, validApplication, validRegistration, writtenState } from './fixtures.js';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { admin: true });
});
afterAll(() => app?.close());

const ADMIN = '/api/admin/applications';
const COMPLETE = [
  { item: 'licence_or_certification', outcome: 'verified' },
  { item: 'photo_id', outcome: 'verified' },
  { item: 'proof_of_experience', outcome: 'verified' },
  { item: 'indemnity_insurance', outcome: 'not_applicable' },
  { item: 'background_check', outcome: 'verified' },
];

/** A user whose wizard application an admin rejected with this reason. */
async function rejectedApplicant(reason = 'Your licence number could not be verified') {
  const user = await createSignedInUser(app);
  const id = await applyAs(user.client);
  const rejected = await admin.client.post(`${ADMIN}/${id}/reject`, { reason });
  expect(rejected.status).toBe(200);
  return { ...user, expertId: id };
}

const own = async (user: TestUser) => (await user.client.get('/api/experts/profile/me')).body;

describe("an application's states as its owner reads them", () => {
  it('is pending while in review and leaves the user a client (not listed, not bookable)', async () => {
    const user = await createSignedInUser(app);
    const id = await applyAs(user.client);
    expect(await own(user)).toMatchObject({
      id,
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect((await user.client.get('/api/auth/user')).body.userType).toBe('client');
    expect((await app.client().get(`/api/experts/${id}`)).status).toBe(404);
  });

  it('is rejected with the reason the admin gave', async () => {
    const user = await rejectedApplicant('Please upload a current practising certificate');
    expect(await own(user)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please upload a current practising certificate',
      reviewedAt: expect.any(String),
    });
    expect((await user.client.get('/api/auth/user')).body.userType).toBe('client');
  });

  it('is approved, and the user an expert, once the checklist is complete', async () => {
    const user = await createSignedInUser(app);
    const id = await applyAs(user.client);
    await admin.client.post(`${ADMIN}/${id}/approve`, { checks: COMPLETE });
    expect(await own(user)).toMatchObject({ status: 'approved', rejectionReason: null });
    expect((await user.client.get('/api/auth/user')).body.userType).toBe('expert');
  });
});

describe('applying again after a rejection', () => {
  it('through the wizard replaces the rejected application and puts it back in review', async () => {
    const user = await rejectedApplicant();
    const response = await user.client.post('/api/experts/apply', {
      ...validApplication(),
      title: 'Licensed Immigration Adviser',
      hourlyRate: 17500,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: user.expertId,
      title: 'Licensed Immigration Adviser',
      hourlyRate: { amount: 17500, currency: 'NZD' },
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(await app.db.knex('experts').where({ user_id: user.id }).count('* as n')).toEqual([
      { n: 1 },
    ]);
    const queue = await admin.client.get(`${ADMIN}?status=pending&pageSize=100`);
    expect(queue.body.items.map((item: any) => item.expert.id)).toContain(user.expertId);
    // The admin can decide it again.
    const again = await admin.client.post(`${ADMIN}/${user.expertId}/approve`, {
      checks: COMPLETE,
    });
    expect(again.status).toBe(200);
    expect(again.body.expert.status).toBe('approved');
  });

  it('through the registration form also renames the user', async () => {
    const user = await rejectedApplicant();
    const form = validRegistration(user.email);
    const response = await user.client.post('/api/complete-expert-registration', form);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: user.expertId,
      title: form.expert.title,
      user: { firstName: 'Mere', lastName: 'Parata' },
      status: 'pending',
      rejectionReason: null,
    });
    const row = await app.db.knex('experts').where({ id: user.expertId }).first();
    expect(row.application_source).toBe('registration');
  });

  it('refuses a broken re-application and keeps the rejection as it was', async () => {
    const user = await rejectedApplicant('Missing documents');
    const before = await writtenState(app);
    const response = await user.client.post('/api/experts/apply', {
      ...validApplication(),
      hourlyRate: -500,
    });
    expect(response.status).toBe(400);
    expect(await writtenState(app)).toEqual(before);
    expect(await own(user)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Missing documents',
    });
  });

  it('accepts one of two re-applications sent at the same moment', async () => {
    const user = await rejectedApplicant();
    const responses = await Promise.all(
      [1, 2].map(() => user.client.post('/api/experts/apply', validApplication())),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect((await own(user)).status).toBe('pending');
  });

  it.each(['pending', 'approved'] as const)(
    'is refused (409) while the application is %s, changing nothing',
    async (status) => {
      const user = await createSignedInUser(app);
      const id = await applyAs(user.client);
      if (status === 'approved') {
        await admin.client.post(`${ADMIN}/${id}/approve`, { checks: COMPLETE });
      }
      const before = await writtenState(app);
      for (const [path, body] of [
        ['/api/experts/apply', { ...validApplication(), title: 'Another Adviser Title' }],
        ['/api/complete-expert-registration', validRegistration(user.email)],
      ] as const) {
        const response = await user.client.post(path, body);
        expect(response.status).toBe(409);
        expect(response.body.error.code).toBe('expert_profile_exists');
      }
      expect(await writtenState(app)).toEqual(before);
      expect(await own(user)).toMatchObject({ id, status });
    },
  );
});
