// The payout waits for the expert's payout account, on a real Temporal dev server with the sandbox gateway: an approved
// expert with details due completes a consultation and is not paid (the earnings say the payout waits), is reminded,
// the admins are told after the configured wait, then the expert completes the sandbox's onboarding and is paid once,
// the ledger balanced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, eventually, fullHourAfter, zoneWhereNoon } from '../helpers/booking.js';
import { insertExpert, type ExpertRow } from '../helpers/consultation-rows.js';
import { startLifecycleApp } from '../helpers/lifecycle-app.js';
import { ledgerBalances as ledgerOf } from '../helpers/ledger-balances.js';
import type { TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

const HOUR = 3_600_000;
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await startLifecycleApp(
    {
      joinWindowLeadMs: 40 * 24 * HOUR,
      escrowHoldMs: 1_000,
      payoutAccountReminderMs: 1_500,
      payoutAccountAdminAfterMs: 3_000,
    },
    { SANDBOX_PAYOUT_VERIFY_MS: '1500' },
  );
  admin = await createSignedInUser(app, { admin: true });
}, 120_000);
afterAll(() => app?.close());

const ledgerBalances = (consultationId: string) => ledgerOf(app, consultationId);

/** An approved expert with no payout account yet, as one newly approved. */
async function newExpert(at: Date): Promise<{ user: TestUser; expert: ExpertRow }> {
  const user = await createSignedInUser(app, { firstName: 'Aroha', lastName: 'Ngata' });
  const expert = await insertExpert(app.db.knex, {
    userId: user.id,
    timeZone: zoneWhereNoon(at),
    payoutAccount: false,
  });
  return { user, expert };
}

/** Books, pays, accepts, starts and completes a consultation; answers its id. */
async function completedConsultation(expertUser: TestUser, expert: ExpertRow, at: Date) {
  const client = await createSignedInUser(app);
  const paid = await bookAndPay(client.client, expert, at);
  const id = paid.id as string;
  const patch = (user: TestUser, status: string) =>
    user.client.request('PATCH', `/api/consultations/${id}`, { body: { status } });
  expect((await patch(expertUser, 'confirmed')).status).toBe(200);
  expect((await patch(client, 'in_progress')).status).toBe(200);
  expect(
    (await expertUser.client.request('POST', `/api/consultations/${id}/complete`)).status,
  ).toBe(200);
  return { id, client };
}

const kindsOf = async (user: TestUser) =>
  (await user.client.request('GET', '/api/notifications?pageSize=100')).body.items.map(
    (n: { kind: string; consultationId: string | null }) => n.kind,
  ) as string[];

/** Opens a fresh onboarding link as the expert; answers its token. */
async function onboardingToken(user: TestUser): Promise<string> {
  const link = await user.client.request('POST', '/api/experts/me/payout-account/onboarding');
  expect(link.status).toBe(201);
  return new URL(link.body.url as string).pathname.split('/').at(-1)!;
}

describe('a payout waiting for the payout account', () => {
  it('waits, reminds, tells the admins, then pays once when the account is ready', async () => {
    const at = fullHourAfter(3 * 24 * HOUR);
    const { user, expert } = await newExpert(at);
    expect((await user.client.request('GET', '/api/experts/me/payout-account')).body).toMatchObject(
      { status: 'not_started', payoutsEnabled: false },
    );
    // The account is created with details due.
    const token = await onboardingToken(user);
    const account = await user.client.request('GET', '/api/experts/me/payout-account');
    expect(account.body).toMatchObject({ status: 'details_due', payoutsEnabled: false });
    expect(account.body.detailsDue).toContain('external_account');
    expect(account.body.message).toMatch(/^Stripe needs .*your bank account details by /);

    const { id } = await completedConsultation(user, expert, at);
    // Not paid: the payout waits, and the expert's earnings and payout page say so.
    const waiting = await eventually(
      async () => (await user.client.request('GET', '/api/experts/me/payout-account')).body,
      (body) => body.waiting.count === 1,
    );
    expect(waiting.waiting).toEqual({ count: 1, amounts: [{ amount: 15300, currency: 'NZD' }] });
    const dashboard = await user.client.request('GET', '/api/dashboard/summary');
    expect(dashboard.body.asExpert.waitingForPayoutDetails).toEqual([
      { amount: 15300, currency: 'NZD' },
    ]);
    expect(dashboard.body.asExpert.awaitingPayout).toEqual([{ amount: 15300, currency: 'NZD' }]);
    // The notice follows the waiting mark in the workflow's next step.
    await eventually(
      () => kindsOf(user),
      (kinds) => kinds.includes('payout_details_needed'),
    );
    const consultation = await user.client.request('GET', `/api/consultations/${id}`);
    expect(consultation.body.money).toMatchObject({
      state: 'releasable',
      payoutWaitsForDetails: true,
    });

    // After the configured wait the admins are told, and the payout keeps waiting.
    await eventually(
      () => kindsOf(admin),
      (kinds) => kinds.includes('payout_waiting_for_account'),
      15_000,
    );
    const listed = await admin.client.request('GET', '/api/admin/payout-accounts?pageSize=100');
    expect(listed.status).toBe(200);
    expect(listed.body.items[0]).toMatchObject({
      expertId: expert.id,
      status: 'details_due',
      waiting: { count: 1 },
    });
    // The e-mails send each reader to the page where they act: the expert's payouts, the admins' list.
    const mails: { kind: string; text: string }[] = await app.db
      .knex('email_outbox')
      .where({ consultation_id: id })
      .whereIn('kind', ['payout_details_needed', 'payout_waiting_for_account'])
      .select('kind', 'text');
    expect(mails.map((mail) => mail.kind)).toContain('payout_waiting_for_account');
    for (const mail of mails) {
      const page = mail.kind === 'payout_details_needed' ? 'expert' : 'admin';
      expect(mail.text).toContain(`\n\nhttp://localhost:3000/${page}/payouts\n`);
      expect(mail.text).not.toContain('/consultation/');
    }
    const reminders = (await kindsOf(user)).filter((kind) => kind === 'payout_details_needed');
    expect(reminders.length).toBeGreaterThanOrEqual(2);
    expect((await ledgerBalances(id)).payouts ?? 0).toBe(0);

    // The sandbox's hosted onboarding: the test date of birth that verifies at once.
    const session = await user.client.request('GET', `/api/payments/sandbox/onboarding/${token}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ country: 'NZ', currency: 'NZD' });
    const submitted = await user.client.request(
      'POST',
      `/api/payments/sandbox/onboarding/${token}`,
      {
        body: {
          legalName: 'Aroha Ngata',
          dateOfBirth: '1901-01-01',
          bankAccount: '12-3456-7890123-00',
        },
      },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.returnUrl).toMatch(/\/expert\/payouts\/return$/);
    // Single use.
    const reused = await user.client.request('POST', `/api/payments/sandbox/onboarding/${token}`, {
      body: {
        legalName: 'Aroha Ngata',
        dateOfBirth: '1901-01-01',
        bankAccount: '12-3456-7890123-00',
      },
    });
    expect(reused.status).toBe(410);
    expect(reused.body.error.code).toBe('onboarding_link_expired');

    // Paid exactly once, the ledger balanced; the waiting mark cleared.
    const balances = await eventually(
      () => ledgerBalances(id),
      (b) => b.payouts === 15300,
    );
    expect(balances).toEqual({
      client_payments: -18000,
      escrow: 0,
      platform_revenue: 2700,
      expert_payable: 0,
      payouts: 15300,
    });
    const synced = await user.client.request('POST', '/api/experts/me/payout-account/sync');
    expect(synced.body).toMatchObject({
      status: 'ready',
      payoutsEnabled: true,
      message: 'Ready to be paid.',
      waiting: { count: 0, amounts: [] },
    });
    const transfers = await app.db.knex('sandbox_transfers').where({ transfer_group: id });
    expect(transfers).toHaveLength(1);
    expect(transfers[0].destination_account_id).toMatch(/^acct_sandbox/);
    expect(await kindsOf(user)).toContain('payout_sent');
    const paid = await user.client.request('GET', `/api/consultations/${id}`);
    expect(paid.body.money).toMatchObject({ state: 'paid_out', payoutWaitsForDetails: false });
    const state = await app.db.knex('consultations').where({ id }).first();
    expect(state.payout_waiting_since).toBeNull();
  }, 90_000);

  it('pays once the submitted details are verified after the delay; a failed verification restricts', async () => {
    const at = fullHourAfter(4 * 24 * HOUR);
    const { user, expert } = await newExpert(at);
    const token = await onboardingToken(user);
    const { id } = await completedConsultation(user, expert, at);
    await eventually(
      async () => (await user.client.request('GET', '/api/experts/me/payout-account')).body,
      (body) => body.waiting.count === 1,
    );
    const submitted = await user.client.request(
      'POST',
      `/api/payments/sandbox/onboarding/${token}`,
      {
        body: {
          legalName: 'Aroha Ngata',
          dateOfBirth: '1980-05-17',
          bankAccount: '12-3456-7890123-001',
        },
      },
    );
    expect(submitted.status).toBe(200);
    expect((await user.client.request('GET', '/api/experts/me/payout-account')).body.status).toBe(
      'pending_verification',
    );
    await eventually(
      () => ledgerBalances(id),
      (b) => b.payouts === 15300,
    );

    // Another expert fails verification: restricted, and told why.
    const other = await newExpert(at);
    const otherToken = await onboardingToken(other.user);
    const failed = await other.user.client.request(
      'POST',
      `/api/payments/sandbox/onboarding/${otherToken}`,
      {
        body: {
          legalName: 'Aroha Ngata',
          dateOfBirth: '1902-01-01',
          bankAccount: '12-3456-7890123-00',
        },
      },
    );
    expect(failed.status).toBe(200);
    expect(
      (await other.user.client.request('GET', '/api/experts/me/payout-account')).body,
    ).toMatchObject({
      status: 'restricted',
      disabledReason: 'rejected.other',
      message: 'Payouts are paused: Stripe could not verify your identity.',
    });
  }, 90_000);
});
