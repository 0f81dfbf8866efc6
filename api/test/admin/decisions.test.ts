import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { applyAs, writtenState } from '../onboarding/fixtures.js';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { admin: true });
});
afterAll(() => app?.close());

const BASE = '/api/admin/applications';

async function pendingApplication() {
  const applicant = await createSignedInUser(app);
  return { id: await applyAs(applicant.client), applicant };
}

const COMPLETE = [
  { item: 'licence_or_certification', outcome: 'verified', note: 'IAA register checked' },
  { item: 'photo_id', outcome: 'verified' },
  { item: 'proof_of_experience', outcome: 'verified' },
  { item: 'indemnity_insurance', outcome: 'not_applicable' },
  { item: 'background_check', outcome: 'verified' },
];

describe('POST /api/admin/applications/{id}/approve', () => {
  it('approves a complete checklist sent with the request and makes the expert visible', async () => {
    const { id, applicant } = await pendingApplication();
    const response = await admin.client.post(`${BASE}/${id}/approve`, { checks: COMPLETE });
    expect(response.status).toBe(200);
    expect(response.body.expert).toMatchObject({ id, status: 'approved', isVerified: true });
    expect(response.body.expert.reviewedAt).toEqual(expect.any(String));
    expect(response.body.missingChecks).toEqual([]);
    expect(response.body.checks.map((check: any) => check.item)).toEqual(
      COMPLETE.map((check) => check.item),
    );
    // The directory lists experts whose status is approved.
    const row = await app.db.knex('experts').where({ id }).first();
    expect(row).toMatchObject({ status: 'approved', reviewed_by: admin.id });
    expect(row.reviewed_at).toBeInstanceOf(Date);
    const own = await applicant.client.get('/api/experts/profile/me');
    expect(own.body).toMatchObject({ status: 'approved', isVerified: true });
  });

  it('approves on checks recorded earlier, with an empty or absent body', async () => {
    const { id } = await pendingApplication();
    for (const { item, outcome } of COMPLETE) {
      await admin.client.put(`${BASE}/${id}/checks/${item}`, { outcome });
    }
    const response = await admin.client.request('POST', `${BASE}/${id}/approve`);
    expect(response.status).toBe(200);
    expect(response.body.expert.status).toBe('approved');
  });

  it('answers 409 verification_incomplete naming each missing item, and records nothing', async () => {
    const { id } = await pendingApplication();
    await admin.client.put(`${BASE}/${id}/checks/background_check`, { outcome: 'failed' });
    const before = await writtenState(app);
    const response = await admin.client.post(`${BASE}/${id}/approve`, {
      checks: [
        { item: 'licence_or_certification', outcome: 'verified' },
        { item: 'photo_id', outcome: 'not_applicable' },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'verification_incomplete',
      message: 'The verification checklist is not complete',
      details: {
        photo_id: 'Photo ID must be verified',
        proof_of_experience: 'Proof of experience must be verified',
        indemnity_insurance:
          'Professional indemnity insurance must be verified or marked not applicable',
        background_check: 'Criminal background check must be verified or marked not applicable',
      },
    });
    expect(await writtenState(app)).toEqual(before);
    expect((await app.db.knex('experts').where({ id }).first()).status).toBe('pending');
  });

  it.each([
    ['the same item twice', { checks: [COMPLETE[0], COMPLETE[0]] }, 'checks'],
    ['an unknown item', { checks: [{ item: 'dna', outcome: 'verified' }] }, 'checks.0.item'],
    ['checks that are not a list', { checks: 'all good' }, 'checks'],
    ['an unknown field', { force: true }, '_'],
  ])('refuses %s with 400', async (_case, body, field) => {
    const { id } = await pendingApplication();
    const before = await writtenState(app);
    const response = await admin.client.post(`${BASE}/${id}/approve`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual([field]);
    expect(await writtenState(app)).toEqual(before);
  });

  it('answers 409 application_not_pending once decided, for every review step', async () => {
    const { id } = await pendingApplication();
    expect((await admin.client.post(`${BASE}/${id}/approve`, { checks: COMPLETE })).status).toBe(
      200,
    );
    const before = await writtenState(app);
    for (const response of [
      await admin.client.post(`${BASE}/${id}/approve`, { checks: COMPLETE }),
      await admin.client.post(`${BASE}/${id}/reject`, { reason: 'Changed my mind' }),
      await admin.client.put(`${BASE}/${id}/checks/photo_id`, { outcome: 'failed' }),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('application_not_pending');
    }
    expect(await writtenState(app)).toEqual(before);
  });

  it('lets only one of two admins deciding at the same moment win', async () => {
    const { id } = await pendingApplication();
    const other = await createSignedInUser(app, { admin: true });
    const responses = await Promise.all([
      admin.client.post(`${BASE}/${id}/approve`, { checks: COMPLETE }),
      other.client.post(`${BASE}/${id}/reject`, { reason: 'Not enough experience' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('does not let an admin review their own application', async () => {
    const selfApplicant = await createSignedInUser(app, { admin: true });
    const id = await applyAs(selfApplicant.client);
    const before = await writtenState(app);
    const response = await selfApplicant.client.post(`${BASE}/${id}/approve`, {
      checks: COMPLETE,
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('own_application');
    expect(await writtenState(app)).toEqual(before);
  });

  it.each([randomUUID(), 'nope'])('answers 404 for application %s', async (id) => {
    expect((await admin.client.post(`${BASE}/${id}/approve`, {})).status).toBe(404);
    expect((await admin.client.post(`${BASE}/${id}/reject`, { reason: 'x' })).status).toBe(404);
  });
});

describe('POST /api/admin/applications/{id}/reject', () => {
  it('rejects with the reason, which the applicant then sees', async () => {
    const { id, applicant } = await pendingApplication();
    const response = await admin.client.post(`${BASE}/${id}/reject`, {
      reason: '  The licence could not be verified on the IAA register.  ',
    });
    expect(response.status).toBe(200);
    expect(response.body.expert).toMatchObject({
      status: 'rejected',
      isVerified: false,
      rejectionReason: 'The licence could not be verified on the IAA register.',
    });
    const own = await applicant.client.get('/api/experts/my-profile');
    expect(own.body.rejectionReason).toBe('The licence could not be verified on the IAA register.');
    const row = await app.db.knex('experts').where({ id }).first();
    expect(row).toMatchObject({ status: 'rejected', reviewed_by: admin.id });
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '   ' }],
    ['a reason over 1000 characters', { reason: 'x'.repeat(1001) }],
    ['a reason that is not text', { reason: 7 }],
    ['a reason with a NUL character', { reason: 'No\u0000' }],
  ])('refuses %s with 400 on reason and changes nothing', async (_case, body) => {
    const { id } = await pendingApplication();
    const response = await admin.client.post(`${BASE}/${id}/reject`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual(['reason']);
    expect((await app.db.knex('experts').where({ id }).first()).status).toBe('pending');
  });
});
