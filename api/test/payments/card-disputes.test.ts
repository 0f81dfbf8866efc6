// Card disputes on the sandbox with the real Temporal dev server: a consultation already paid out is disputed by
// the client's bank, the expert's payout is reversed, the evidence goes to the bank, the bank decides for us and the
// money comes back — each movement its own posting, the ledger balanced to the cent throughout.
import { createCardDisputeClient } from '../../src/modules/payments/card-dispute-client.js';
import { book, eventually, expertAt, fullHourAfter } from '../helpers/booking.js';
import { createSignedInUser } from '../helpers/users.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { cardDisputeFixtures, HOUR, startCardDisputeApp } from './card-dispute-fixtures.js';

let app: LifecycleTestApp;
let f: ReturnType<typeof cardDisputeFixtures>;

beforeAll(async () => {
  app = await startCardDisputeApp();
  f = cardDisputeFixtures(app);
}, 120_000);
afterAll(() => app?.close());

describe('a card dispute on a consultation already paid out', () => {
  it('reverses the payout, sends the evidence, and when won reinstates every cent, each movement posted', async () => {
    const { id, intent, client, expertUser } = await f.paidOutConsultation();
    expect(await f.ledger(id)).toEqual({
      client_payments: -18_000,
      platform_revenue: 2_700,
      payouts: 15_300,
    });

    const dispute = await f.sandbox.disputes!.open(intent);
    expect(dispute).toMatchObject({ amount: 18_000, currency: 'NZD', status: 'needs_response' });

    // Withdrawn by the bank, the fee, the payout reversed: the platform is short its fee and the dispute fee.
    expect(
      await eventually(
        () => f.ledger(id),
        (balances) => balances.payouts === undefined,
      ),
    ).toEqual({
      client_payments: -18_000,
      platform_revenue: 2_700,
      disputed_funds: 18_000,
      dispute_fees: 2_500,
      platform_funds: -5_200,
    });
    const row = await app.db.knex('card_disputes').where({ id: dispute.id }).first();
    expect(row).toMatchObject({
      consultation_id: id,
      amount: 18_000,
      status: 'needs_response',
      from_escrow: 0,
      reversed_amount: 15_300,
      owed_by_expert: 0,
      evidence_submitted_at: null,
    });
    for (const party of [client, expertUser]) {
      const notices = await app.db
        .knex('notifications')
        .where({ user_id: party.id, kind: 'card_dispute_opened', consultation_id: id });
      expect(notices).toHaveLength(1);
    }

    // The admins see it first in their list, with the money at stake; a client may not.
    const admin = await createSignedInUser(app, { admin: true });
    expect((await client.client.request('GET', '/api/admin/card-disputes')).status).toBe(403);
    const listed = await admin.client.request('GET', '/api/admin/card-disputes');
    expect(listed.status).toBe(200);
    expect(listed.body.items.find((item: { id: string }) => item.id === dispute.id)).toMatchObject({
      consultationId: id,
      status: 'needs_response',
      disputed: { amount: 18_000, currency: 'NZD' },
      fee: { amount: 2_500, currency: 'NZD' },
      reversed: { amount: 15_300, currency: 'NZD' },
      owedByExpert: { amount: 0, currency: 'NZD' },
      evidence: null,
      evidenceSubmittedAt: null,
    });
    const blank = await admin.client.request(
      'POST',
      `/api/admin/card-disputes/${dispute.id}/submit`,
      {
        body: { note: '   ' },
      },
    );
    expect(blank.status).toBe(400);
    // An admin sends the evidence before the deadline, with Stripe's test text that wins it.
    const sent = await admin.client.request(
      'POST',
      `/api/admin/card-disputes/${dispute.id}/submit`,
      {
        body: { note: 'The client attended the whole session. winning_evidence' },
      },
    );
    expect(sent.status).toBe(202);
    expect(sent.body.adminNote).toBe('The client attended the whole session. winning_evidence');
    const closed = await eventually(
      () => app.db.knex('card_disputes').where({ id: dispute.id }).first(),
      (current) => current.status === 'won' && current.evidence_submitted_at !== null,
    );
    expect(closed.evidence_submitted_at).not.toBeNull();
    expect(closed.evidence_submitted_at.getTime()).toBeLessThan(closed.evidence_due_by.getTime());
    expect(closed.evidence).toMatchObject({
      customer_email_address: client.email,
      cancellation_policy_disclosure: expect.stringContaining('full refund up to 24 hours'),
      uncategorized_text: expect.stringMatching(
        /Chat transcript: 0 messages.*sha-256 [0-9a-f]{64}/,
      ),
    });
    expect(closed.evidence.access_activity_log).toEqual(expect.any(String));

    expect(
      await eventually(
        () => f.ledger(id),
        (balances) => balances.payouts === 15_300,
      ),
    ).toEqual({
      client_payments: -18_000,
      platform_revenue: 2_700,
      payouts: 15_300,
      dispute_fees: 2_500,
      platform_funds: -2_500,
    });
    expect((await f.memos(id)).filter((memo) => memo.startsWith('card dispute'))).toEqual([
      'card dispute dp: funds withdrawn by the bank',
      "card dispute dp: the provider's dispute fee",
      "card dispute dp: the expert's payout reversed",
      'card dispute dp won: funds reinstated',
      'card dispute dp won: the reversed payout paid again',
    ]);
    const again = await admin.client.request(
      'POST',
      `/api/admin/card-disputes/${dispute.id}/submit`,
      {
        body: { note: 'Once more.' },
      },
    );
    expect(again.status).toBe(409);
    const won = await app.db
      .knex('notifications')
      .where({ kind: 'card_dispute_won', consultation_id: id });
    expect(won).toHaveLength(2);
  }, 90_000);
});

describe('a card dispute before the payout', () => {
  it('holds the payout while open, and when lost the money has gone back to the client', async () => {
    const { id, intent, expertUser } = await f.startedConsultation();
    const dispute = await f.sandbox.disputes!.open(intent);
    await eventually(
      () => f.ledger(id),
      (balances) => balances.disputed_funds === 18_000,
    );
    expect(await f.ledger(id)).toEqual({
      client_payments: -18_000,
      disputed_funds: 18_000,
      dispute_fees: 2_500,
      platform_funds: -2_500,
    });
    expect(
      (await expertUser.client.request('POST', `/api/consultations/${id}/complete`)).status,
    ).toBe(200);
    // The complaint window (1 s) passes; the payout waits for the bank.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await f.ledger(id)).payouts).toBeUndefined();

    await createCardDisputeClient(app.temporal).submitNow(dispute.id, 'losing_evidence');
    expect(
      await eventually(
        () => f.ledger(id),
        (balances) => balances.refunds === 18_000,
      ),
    ).toEqual({
      client_payments: -18_000,
      refunds: 18_000,
      dispute_fees: 2_500,
      platform_funds: -2_500,
    });
    const consultation = await eventually(
      () => expertUser.client.request('GET', `/api/consultations/${id}`),
      (response: { body: { money?: { state: string } } }) =>
        response.body.money?.state === 'refunded',
    );
    expect(consultation.body.money).toMatchObject({ paidOut: 0, refunded: 18_000 });
    expect((await f.ledger(id)).payouts).toBeUndefined();
  }, 90_000);
});

describe("Stripe's disputed test card in the sandbox", () => {
  it('is disputed moments after the payment, the money taken from escrow', async () => {
    const at = fullHourAfter(3 * 24 * HOUR);
    const client = await createSignedInUser(app);
    const expert = await expertAt(app, await createSignedInUser(app), at);
    const booked = await book(client.client, expert, at);
    const id = booked.body.id as string;
    const intent = await client.client.request('POST', '/api/create-payment-intent', {
      body: { amount: booked.body.totalAmount.amount, consultationId: id },
    });
    const paid = await client.client.request('POST', '/api/payments/sandbox/confirm', {
      body: {
        paymentIntentId: intent.body.paymentIntentId,
        cardNumber: '4000 0000 0000 0259',
        expiry: '12/40',
        cvc: '123',
      },
    });
    expect(paid.status).toBe(200);
    expect(
      await eventually(
        () => f.ledger(id),
        (balances) => balances.disputed_funds === 18_000,
      ),
    ).toEqual({
      client_payments: -18_000,
      disputed_funds: 18_000,
      dispute_fees: 2_500,
      platform_funds: -2_500,
    });
    const row = await app.db.knex('card_disputes').where({ consultation_id: id }).first();
    expect(row).toMatchObject({
      reason: 'fraudulent',
      status: 'needs_response',
      from_escrow: 18_000,
    });
  }, 60_000);
});
