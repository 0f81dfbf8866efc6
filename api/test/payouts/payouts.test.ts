// The payout account endpoints over HTTP on the sandbox gateway: one's own account only, the hosted onboarding and its
// single-use links (only for the expert they were made for), the form's bad input refused writing nothing, the admins'
// list, and `account.updated` (signed, processed once, an unknown account changing nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/modules/payments/gateway/gateway-webhooks.js';
import { insertExpert, type ExpertRow } from '../helpers/consultation-rows.js';
import type { TestApp } from '../helpers/test-app.js';
import { startTestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const SECRET = 'whsec_payouts';
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp({
    STRIPE_WEBHOOK_SECRET: SECRET,
    SANDBOX_PAYOUT_VERIFY_MS: '60000',
  });
  admin = await createSignedInUser(app, { admin: true });
});
afterAll(() => app?.close());

async function newExpert(): Promise<{ user: TestUser; expert: ExpertRow }> {
  const user = await createSignedInUser(app, { firstName: 'Aroha', lastName: 'Ngata' });
  const expert = await insertExpert(app.db.knex, { userId: user.id, payoutAccount: false });
  return { user, expert };
}

async function startOnboarding(user: TestUser) {
  const link = await user.client.request('POST', '/api/experts/me/payout-account/onboarding');
  expect(link.status).toBe(201);
  return { ...link.body, token: new URL(link.body.url as string).pathname.split('/').at(-1)! };
}

const form = {
  legalName: 'Aroha Ngata',
  dateOfBirth: '1901-01-01',
  bankAccount: '12-3456-7890123-00',
};
const linkRow = (token: string) => app.db.knex('sandbox_onboarding_links').where({ token }).first();

function deliver(event: unknown, secret = SECRET) {
  const payload = JSON.stringify(event);
  return app.client().request('POST', '/api/webhooks/stripe', {
    rawBody: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signWebhook(payload, secret, Math.floor(Date.now() / 1000)),
    },
  });
}

const accountUpdated = (id: string, accountId: string) => ({
  id,
  object: 'event',
  type: 'account.updated',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: accountId, object: 'account', payouts_enabled: true } },
});

describe('my payout account', () => {
  it('is refused signed out, to a client, and to an expert not approved', async () => {
    expect((await app.client().request('GET', '/api/experts/me/payout-account')).status).toBe(401);
    const client = await createSignedInUser(app);
    const refused = await client.client.request('GET', '/api/experts/me/payout-account');
    expect(refused.status).toBe(403);
    const { user, expert } = await newExpert();
    await app.db.knex('experts').where({ id: expert.id }).update({ status: 'pending' });
    const pending = await user.client.request('POST', '/api/experts/me/payout-account/onboarding');
    expect(pending.status).toBe(403);
    expect(await app.db.knex('sandbox_connected_accounts').where({ expert_id: expert.id })).toEqual(
      [],
    );
  });

  it('creates the account once, answers a fresh link each time, and shows where it stands', async () => {
    const { user, expert } = await newExpert();
    const before = await user.client.request('GET', '/api/experts/me/payout-account');
    expect(before.body).toMatchObject({
      status: 'not_started',
      payoutsEnabled: false,
      detailsDue: [],
      waiting: { count: 0, amounts: [] },
      updatedAt: null,
    });
    const first = await startOnboarding(user);
    const second = await startOnboarding(user);
    expect(first.url).toMatch(/\/sandbox\/payout-onboarding\/pol_[0-9a-f]+$/);
    expect(second.token).not.toBe(first.token);
    const ttl = Date.parse(first.expiresAt as string) - Date.now();
    expect(ttl).toBeGreaterThan(25 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    const accounts = await app.db
      .knex('sandbox_connected_accounts')
      .where({ expert_id: expert.id });
    expect(accounts).toHaveLength(1);
    const row = await app.db.knex('experts').where({ id: expert.id }).first();
    expect(row.stripe_account_id).toBe(accounts[0].id);
    const after = await user.client.request('GET', '/api/experts/me/payout-account');
    expect(after.body).toMatchObject({ status: 'details_due', payoutsEnabled: false });
    expect(after.body.dueBy).not.toBeNull();
    const session = await user.client.request(
      'GET',
      `/api/payments/sandbox/onboarding/${first.token}`,
    );
    expect(session.body).toMatchObject({
      expertName: 'Aroha Ngata',
      country: 'NZ',
      currency: 'NZD',
      requirements: expect.arrayContaining(['external_account']),
    });
  });

  it("never opens or uses another expert's link, and refuses unknown, used and expired links", async () => {
    const { user } = await newExpert();
    const other = await newExpert();
    const { token } = await startOnboarding(user);
    const path = `/api/payments/sandbox/onboarding/${token}`;
    expect((await other.user.client.request('GET', path)).status).toBe(403);
    const stolen = await other.user.client.request('POST', path, { body: form });
    expect(stolen.status).toBe(403);
    expect((await linkRow(token)).used_at).toBeNull();
    expect(
      (await other.user.client.request('GET', '/api/experts/me/payout-account')).body.status,
    ).toBe('not_started');

    const unknown = await user.client.request(
      'GET',
      '/api/payments/sandbox/onboarding/pol_nothing',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('onboarding_link_not_found');

    const expired = await startOnboarding(user);
    await app.db
      .knex('sandbox_onboarding_links')
      .where({ token: expired.token })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const late = await user.client.request(
      'POST',
      `/api/payments/sandbox/onboarding/${expired.token}`,
      {
        body: form,
      },
    );
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('onboarding_link_expired');

    expect((await user.client.request('POST', path, { body: form })).status).toBe(200);
    const again = await user.client.request('GET', path);
    expect(again.status).toBe(410);
    expect((await user.client.request('GET', '/api/experts/me/payout-account')).body.status).toBe(
      'ready',
    );
  });

  it.each([
    ['an empty legal name', { legalName: ' ' }, 'legalName'],
    ['a date that is not one', { dateOfBirth: '2001-02-30' }, 'dateOfBirth'],
    ['someone under 18', { dateOfBirth: new Date().toISOString().slice(0, 10) }, 'dateOfBirth'],
    ['a malformed bank account', { bankAccount: '12345' }, 'bankAccount'],
    [
      'an Australian account for a New Zealand expert',
      { bankAccount: '062-000 12345678' },
      'bankAccount',
    ],
    ['an unknown field', { iban: 'NZ00' }, 'iban'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_, change, field) => {
    const { user } = await newExpert();
    const { token } = await startOnboarding(user);
    const refused = await user.client.request('POST', `/api/payments/sandbox/onboarding/${token}`, {
      body: { ...form, ...change },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(Object.keys(refused.body.error.details ?? {})).toContain(field);
    expect((await linkRow(token)).used_at).toBeNull();
    expect((await user.client.request('GET', '/api/experts/me/payout-account')).body.status).toBe(
      'details_due',
    );
  });

  it('keeps verifying an ordinary date of birth, and a restricted account says why', async () => {
    const { user } = await newExpert();
    const { token } = await startOnboarding(user);
    await user.client.request('POST', `/api/payments/sandbox/onboarding/${token}`, {
      body: { ...form, dateOfBirth: '1985-03-09' },
    });
    const synced = await user.client.request('POST', '/api/experts/me/payout-account/sync');
    expect(synced.body).toMatchObject({ status: 'pending_verification', payoutsEnabled: false });
    // A later link updates the submitted details: the test date that fails verification restricts the account.
    const update = await startOnboarding(user);
    await user.client.request('POST', `/api/payments/sandbox/onboarding/${update.token}`, {
      body: { ...form, dateOfBirth: '1902-01-01' },
    });
    const restricted = await user.client.request('GET', '/api/experts/me/payout-account');
    expect(restricted.body).toMatchObject({
      status: 'restricted',
      disabledReason: 'rejected.other',
      message: 'Payouts are paused: Stripe could not verify your identity.',
    });
  });
});

describe("admins' payout readiness", () => {
  it('lists approved experts by status, to admins only', async () => {
    const { user, expert } = await newExpert();
    await startOnboarding(user);
    const listed = await admin.client.request(
      'GET',
      '/api/admin/payout-accounts?status=details_due&pageSize=100',
    );
    expect(listed.status).toBe(200);
    expect(
      listed.body.items.every((item: { status: string }) => item.status === 'details_due'),
    ).toBe(true);
    expect(listed.body.items.map((item: { expertId: string }) => item.expertId)).toContain(
      expert.id,
    );
    const bad = await admin.client.request('GET', '/api/admin/payout-accounts?status=paid');
    expect(bad.status).toBe(400);
    expect((await user.client.request('GET', '/api/admin/payout-accounts')).status).toBe(403);
  });
});

describe('account.updated', () => {
  it('re-reads the account, is processed once per event id, and refuses a forged signature', async () => {
    const { user, expert } = await newExpert();
    const { token } = await startOnboarding(user);
    const accountId = (await app.db.knex('experts').where({ id: expert.id }).first())
      .stripe_account_id as string;
    // The provider's record changes (as the sandbox's verification would); the event says only that it changed.
    await app.db
      .knex('sandbox_connected_accounts')
      .where({ id: accountId })
      .update({ status: 'ready', currently_due: [], current_deadline: null });
    const forged = await deliver(accountUpdated('evt_forged_1', accountId), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    expect((await user.client.request('GET', '/api/experts/me/payout-account')).body.status).toBe(
      'details_due',
    );

    const first = await deliver(accountUpdated('evt_account_1', accountId));
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await user.client.request('GET', '/api/experts/me/payout-account')).body.status).toBe(
      'ready',
    );
    const replayed = await deliver(accountUpdated('evt_account_1', accountId));
    expect(replayed.body).toEqual({ received: true, duplicate: true });
    expect((await linkRow(token)).used_at).toBeNull();
  });

  it('records an event about an account no expert has, changing nothing, answered 200', async () => {
    const before = await app.db.knex('experts').select('id', 'payout_status').orderBy('id');
    const unknown = await deliver(accountUpdated('evt_unknown_account', 'acct_nobody'));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ received: true, duplicate: false });
    expect(await app.db.knex('webhook_events').where({ id: 'evt_unknown_account' })).toHaveLength(
      1,
    );
    expect(await app.db.knex('experts').select('id', 'payout_status').orderBy('id')).toEqual(
      before,
    );
  });
});
